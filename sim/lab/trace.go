package lab

import (
	"fmt"
	"time"

	"tickbox/sim/frames"
	"tickbox/sim/loop"
	"tickbox/sim/sandbox"
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
	return fmt.Sprintf("%d ticks, alpha %v, dropped %v, fingerprint %016x", f.Ticks, f.Alpha, f.Dropped, f.Fingerprint)
}

// Trace plays n frames of src through the lab's session of the sandbox o,
// doing the actions of keys[i] (as their keys would) before frame i, and
// returns what each frame did. It is how a test holds the window, whose
// Game drives the same loop, to the lab's figures.
func Trace(o sandbox.Options, src frames.Source, n int, keys map[int][]sandbox.Action) ([]FrameResult, error) {
	o.RecordDir = ""
	sb, err := sandbox.New(o, &loop.VirtualClock{})
	if err != nil {
		return nil, err
	}
	s := &session{sb: sb, frames: src}
	out := make([]FrameResult, n)
	ran := 0
	for i := range out {
		for _, a := range keys[i] {
			sb.Do(a)
		}
		if err := s.frame(src.Next(ran)); err != nil {
			return out[:i], err
		}
		f := sb.Scene().Stats().Frame
		ran = f.Ticks
		out[i] = FrameResult{Ticks: f.Ticks, Alpha: f.Alpha, Dropped: f.Dropped, Fingerprint: sb.Scene().World().Fingerprint()}
	}
	return out, nil
}
