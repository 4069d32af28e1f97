package sched_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Sinks that keep the compiler from discarding the work measured.
var (
	sinkTicks int
	sinkAlpha float64
)

// BenchmarkAdvance measures one 60 fps frame, the call made every frame.
// It reads the fields a game loop reads, as a caller would; copying the
// whole Frame to a global instead would mostly measure the copy.
func BenchmarkAdvance(b *testing.B) {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	ticks, alpha := 0, 0.0
	for b.Loop() {
		f, _ := s.Advance(16_670 * time.Microsecond)
		ticks += f.Ticks
		alpha += f.Alpha
	}
	sinkTicks, sinkAlpha = ticks, alpha
}
