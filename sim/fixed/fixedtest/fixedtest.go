// Package fixedtest holds what tests of the loop and of games on it need
// in more than one package: a small test game ([Runner], recordable as
// [Replayable]), frame lengths ([Steady], [Jitter]) and frames run that
// fail the test on an error ([Advance], [Play]); and the drawing check,
// [CheckDrawing], which plays frame traces ([DrawTraces]) through a game's
// ticks and finds the first frame drawn off its last two ticks. It is for
// tests only: a game links it from its tests, not its code.
package fixedtest

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// Tick is one tick at 60 Hz, rounded up to the nanosecond.
const Tick = 16_666_667 * time.Nanosecond

// Press is the test game's input: a jump pressed, a key held.
type Press struct {
	Jump bool
	Run  bool
}

// Merge and Held make Press a fixed.Input.
func (p Press) Merge(next Press) Press { return Press{Jump: p.Jump || next.Jump, Run: next.Run} }
func (p Press) Held() Press            { return Press{Run: p.Run} }

// Runner is the test game: a body that moves a metre a tick (two while
// running) and counts its jumps, each tick's input kept.
type Runner struct {
	X      fixed.Pair[float64]
	Jumps  int64
	Rate   int64
	Inputs []Press // every tick's input, in order: not part of the state
	Rates  []int   // every SetRate
	Next   Press   // what Update returns
}

// Update returns Next, as a window's game reads its input.
func (r *Runner) Update() (Press, error) { return r.Next, nil }

// Step moves the body a tick.
func (r *Runner) Step(in Press) {
	r.Inputs = append(r.Inputs, in)
	r.X.Tick()
	r.X.Current++
	if in.Run {
		r.X.Current++
	}
	if in.Jump {
		r.Jumps++
	}
}

// SetRate keeps the rate the loop tells.
func (r *Runner) SetRate(hz int) { r.Rate = int64(hz); r.Rates = append(r.Rates, hz) }

// Replayable is a Runner that can be recorded and played back.
type Replayable struct{ Runner }

// Fingerprint sums the state's bits.
func (r *Replayable) Fingerprint() uint64 {
	return math.Float64bits(r.X.Current)*31 + math.Float64bits(r.X.Previous)*7 + uint64(r.Jumps)
}

// MarshalBinary writes the state in 24 bytes.
func (r *Replayable) MarshalBinary() ([]byte, error) {
	b := binary.LittleEndian.AppendUint64(nil, math.Float64bits(r.X.Previous))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(r.X.Current))
	return binary.LittleEndian.AppendUint64(b, uint64(r.Jumps)), nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (r *Replayable) UnmarshalBinary(b []byte) error {
	if len(b) != 24 {
		return errors.New("runner: 24 bytes")
	}
	r.X.Previous = math.Float64frombits(binary.LittleEndian.Uint64(b))
	r.X.Current = math.Float64frombits(binary.LittleEndian.Uint64(b[8:]))
	r.Jumps = int64(binary.LittleEndian.Uint64(b[16:]))
	return nil
}

// Quiet returns o on a virtual clock, logging nowhere, where o names no
// clock or log of its own.
func Quiet(o fixed.Options) fixed.Options {
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Clock == nil {
		o.Clock = &fixed.VirtualClock{}
	}
	return o
}

// New makes a loop of g with newLoop on Quiet(o), failing the test on an
// error: newLoop is sim/fixed's New, or game/shell's (with its parts),
// which makes the same loop for a window.
func New[G, L any](t testing.TB, newLoop func(G, fixed.Options) (L, error), g G, o fixed.Options) L {
	t.Helper()
	l, err := newLoop(g, Quiet(o))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Frames is what runs a loop's frames: a sim/fixed.Loop, or a
// game/shell.Loop around one.
type Frames[I any] interface {
	Feed(in I)
	Advance(d time.Duration) (fixed.Frame, error)
	Latest() fixed.Frame
}

// Advance runs a frame of d, failing the test on an error.
func Advance[I any](t testing.TB, l Frames[I], d time.Duration) fixed.Frame {
	t.Helper()
	f, err := l.Advance(d)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Play runs frames from lengths until the loop reaches tick ticks,
// feeding at each frame what feed says for the tick then.
func Play[I any](t testing.TB, l Frames[I], lengths func(int) time.Duration, ticks int64, feed func(tick int64) I) {
	t.Helper()
	for i := 0; l.Latest().Tick < ticks; i++ {
		l.Feed(feed(l.Latest().Tick))
		Advance(t, l, lengths(i))
	}
}

// Steady returns the lengths of frames at fps frames a second: frame i
// ends at floor(i·10⁹/fps) ns, as Tickbox's frame rates do.
func Steady(fps float64) func(i int) time.Duration {
	return func(i int) time.Duration {
		end := func(i int) time.Duration { return time.Duration(float64(i) * 1e9 / fps) }
		return end(i+1) - end(i)
	}
}

// Jitter returns frames of 4 to 40 ms from a seeded xorshift.
func Jitter(seed uint64) func(int) time.Duration {
	return func(int) time.Duration {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return time.Duration(4+seed%37) * time.Millisecond
	}
}
