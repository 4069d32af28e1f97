package lab

import (
	"fmt"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/tape"
)

// FrameResult is what one frame of a traced run did: what the window's
// overlay shows of it, and the world it left.
type FrameResult struct {
	Ticks       int
	Alpha       float64
	Dropped     time.Duration
	Fingerprint uint64 // of the world drawn
}

func (f FrameResult) String() string {
	return fmt.Sprintf("%d ticks, alpha %v, dropped %v, fingerprint %s", f.Ticks, f.Alpha, f.Dropped, tape.Format(f.Fingerprint))
}

// Trace plays n frames of src through the lab's session of the sandbox o,
// doing the actions of keys[i] (as their keys would) before frame i, and
// returns what each frame did. It is how a test holds the window, whose
// Game drives the same loop, to the lab's figures.
func Trace(o sandbox.Options, src instrument.Source, n int, keys map[int][]instrument.Action) ([]FrameResult, error) {
	sb, err := newSandbox(o)
	if err != nil {
		return nil, err
	}
	out := make([]FrameResult, n)
	ran := 0
	for i := range out {
		for _, a := range keys[i] {
			sb.Do(a)
		}
		if err := sandboxFrame(sb, src.Next(ran)); err != nil {
			return out[:i], err
		}
		f := sb.Scene().Stats().Frame
		ran = f.Ticks
		out[i] = FrameResult{Ticks: f.Ticks, Alpha: f.Alpha, Dropped: f.Dropped, Fingerprint: sb.Scene().World().Fingerprint()}
	}
	return out, nil
}

// newSandbox returns the window's sandbox of o on a virtual clock, saving
// nothing: for the lab's commands that need the whole of it (the twin,
// keys), not only ticks from frames.
func newSandbox(o sandbox.Options) (*sandbox.Sandbox, error) {
	o.RecordDir = ""
	return sandbox.New(o, &fixed.VirtualClock{})
}

// sandboxFrame runs one frame of elapsed in sb, and returns what failed.
func sandboxFrame(sb *sandbox.Sandbox, elapsed time.Duration) error {
	sb.Advance(elapsed)
	sb.Notices() // the lab reports for itself; notices would pile up
	if err := sb.Scene().Stats().Err; err != nil {
		return fmt.Errorf("frame %d: %w", sb.Scene().Stats().Totals.Frames+1, err)
	}
	return nil
}
