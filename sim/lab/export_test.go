package lab

import (
	"fmt"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/tape"
)

// For the package's external tests: what `tickbox pacing` measures and
// the made-up displays and frame patterns it measures them on, which no
// other package's code needs.
type (
	Display        = madeUpDisplay
	Judder         = judderResult
	Pattern        = judderPattern
	Timeline       = timelineResult
	PacingSettings = pacingSettings
)

const MinReduction = minReduction

var (
	DefaultPacingSettings = defaultPacingSettings
	MeasureJudder         = measureJudder
	MeasureTimeline       = measureTimeline
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
