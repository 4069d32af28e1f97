package lab

import (
	"testing"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
)

// speedTicks is how many ticks each timing of the frame benchmark runs:
// half a millisecond or so, short enough that many of them run without
// the shared machine's other work taking the core away.
const speedTicks = 20_000

// stepNs times the default world's step alone, with a run's input (one
// jump at tick 0): ns a tick, over speedTicks.
func stepNs(b *testing.B) float64 {
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	for w.Tick < speedTicks {
		w.Step(oneJump(w.Tick))
	}
	return float64(time.Since(start).Nanoseconds()) / speedTicks
}

// runNs times what tickbox run does with fps frames and the limits off
// (-frames fps -max-frame 0 -max-updates 0): the session's frames, each
// running the ticks it owes of the default world: ns a tick, over
// speedTicks.
func runNs(b *testing.B, fps string) float64 {
	src, err := capture.Parse(fps, 0)
	if err != nil {
		b.Fatal(err)
	}
	s, err := newWorldSession(bounce.DefaultConfig(), limits{}, src, speedTicks)
	if err != nil {
		b.Fatal(err)
	}
	s.loop.SetInputs(fixed.InputFunc[bounce.Input](oneJump))
	if err := s.run(); err != nil {
		b.Fatal(err)
	}
	return float64(s.wall.Nanoseconds()) / speedTicks
}

// speedRatio times run's frames of fps and the step alone in turn, 25
// times each, so that both meet the same load on a shared machine, and
// lowers run and step to the best of each, ns a tick.
func speedRatio(b *testing.B, fps string, run, step *float64) {
	for range 25 {
		*run, *step = min(*run, runNs(b, fps)), min(*step, stepNs(b))
	}
}

// BenchmarkHeadlessFrame is the cost of a headless frame against the
// world's step alone, measured in the same run (x-step): frames of one
// tick (-frames 60 at 60 Hz, goal at most 2×), and the cost a tick of
// frames of 60 ticks (-frames 1, goal at most 1.2×).
func BenchmarkHeadlessFrame(b *testing.B) {
	for _, c := range []struct{ name, fps string }{{"ticks=1", "60"}, {"ticks=60", "1"}} {
		b.Run(c.name, func(b *testing.B) {
			run, step := 1e9, 1e9
			for b.Loop() {
				speedRatio(b, c.fps, &run, &step)
			}
			b.ReportMetric(run, "ns/tick")
			b.ReportMetric(step, "ns/step")
			b.ReportMetric(run/step, "x-step")
		})
	}
}
