package policy_test

import (
	"sync"
	"testing"
	"time"

	"tickbox/sim/sched/policy"
)

var sinkTicks int

// benchFrames are 60 fps frames with ±1 ms on each reading, played in a ring.
var benchFrames = display(60, 1, time.Millisecond, 256, 1)

// frameNs measures one frame of the policy named name ("" for the
// Scheduler's default loop), in ns, and fails on any allocation.
func frameBench(b *testing.B, name string) {
	s := newScheduler(b, name, 60)
	b.ReportAllocs()
	ticks, i := 0, 0
	for b.Loop() {
		f, _ := s.Advance(benchFrames[i&255])
		ticks += f.Ticks
		i++
	}
	sinkTicks = ticks
}

var (
	baseOnce sync.Once
	baseNs   float64
)

// defaultNs times the default loop's frame by hand (testing.Benchmark
// cannot run inside a benchmark): the best of five runs of a million frames.
func defaultNs(b *testing.B) float64 {
	s := newScheduler(b, "", 60)
	best := time.Duration(1 << 62)
	for range 5 {
		start := time.Now()
		for i := range 1_000_000 {
			f, _ := s.Advance(benchFrames[i&255])
			sinkTicks += f.Ticks
		}
		best = min(best, time.Since(start))
	}
	return float64(best.Nanoseconds()) / 1e6
}

// BenchmarkPolicy measures each policy's frame and reports it also as a
// ratio to the default loop's frame, measured in the same run: the policy
// interface's cost plus the policy's own work.
func BenchmarkPolicy(b *testing.B) {
	baseOnce.Do(func() { baseNs = defaultNs(b) })
	b.Run("default", func(b *testing.B) { frameBench(b, "") })
	for _, name := range policy.Names() {
		b.Run(name, func(b *testing.B) {
			frameBench(b, name)
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(ns/baseNs, "x-default")
		})
	}
}
