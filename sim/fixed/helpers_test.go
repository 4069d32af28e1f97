package fixed_test

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// press is the test game's input: a jump pressed, a key held.
type press struct {
	Jump bool
	Run  bool
}

func (p press) Merge(next press) press { return press{Jump: p.Jump || next.Jump, Run: next.Run} }
func (p press) Held() press            { return press{Run: p.Run} }

// runner is the test game: a body that moves a metre a tick (two while
// running) and counts its jumps, each tick's input kept.
type runner struct {
	X      fixed.Pair[float64]
	Jumps  int64
	Rate   int64
	inputs []press // every tick's input, in order: not part of the state
	rates  []int   // every SetRate
}

func (r *runner) Step(in press) {
	r.inputs = append(r.inputs, in)
	r.X.Tick()
	r.X.Current++
	if in.Run {
		r.X.Current++
	}
	if in.Jump {
		r.Jumps++
	}
}

func (r *runner) SetRate(hz int) { r.Rate = int64(hz); r.rates = append(r.rates, hz) }

// replayable is a runner that can be recorded and played back.
type replayable struct{ runner }

func (r *replayable) Fingerprint() uint64 {
	return math.Float64bits(r.X.Current)*31 + math.Float64bits(r.X.Previous)*7 + uint64(r.Jumps)
}

func (r *replayable) MarshalBinary() ([]byte, error) {
	b := binary.LittleEndian.AppendUint64(nil, math.Float64bits(r.X.Previous))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(r.X.Current))
	return binary.LittleEndian.AppendUint64(b, uint64(r.Jumps)), nil
}

func (r *replayable) UnmarshalBinary(b []byte) error {
	if len(b) != 24 {
		return errors.New("runner: 24 bytes")
	}
	r.X.Previous = math.Float64frombits(binary.LittleEndian.Uint64(b))
	r.X.Current = math.Float64frombits(binary.LittleEndian.Uint64(b[8:]))
	r.Jumps = int64(binary.LittleEndian.Uint64(b[16:]))
	return nil
}

// newLoop makes a loop of g on a virtual clock with o, logging nowhere.
func newLoop[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options) *fixed.Loop[I] {
	t.Helper()
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Clock == nil {
		o.Clock = &fixed.VirtualClock{}
	}
	l, err := fixed.New(g, o)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// advance runs a frame of d, failing the test on an error.
func advance[I fixed.Input[I]](t *testing.T, l *fixed.Loop[I], d time.Duration) fixed.Frame {
	t.Helper()
	f, err := l.Advance(d)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = 16_666_667 * time.Nanosecond
