package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
)

var sinkTicks int

// benchFrames are 60 fps frames with ±1 ms on each reading, played in a ring.
var benchFrames = display(60, 1, time.Millisecond, 256, 1)

// frameBench measures one frame of the policy named name, in ns, and
// reports any allocation.
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

// bestNs times a policy's frame by hand (testing.Benchmark cannot run
// inside a benchmark): a run of 20,000 frames, a fraction of a
// millisecond, short enough that many runs go by without the shared
// machine's other work taking the core away.
func bestNs(b *testing.B, name string) float64 {
	s := newScheduler(b, name, 60)
	start := time.Now()
	for i := range 20_000 {
		f, _ := s.Advance(benchFrames[i&255])
		sinkTicks += f.Ticks
	}
	return float64(time.Since(start).Nanoseconds()) / 20_000
}

// ratio times the policy and Tickbox's own loop in turn, 25 times each,
// so that both meet the same load on a shared machine, and returns the
// ratio of their best times.
func ratio(b *testing.B, name string) float64 {
	p, d := 1e9, 1e9
	for range 25 {
		p, d = min(p, bestNs(b, name)), min(d, bestNs(b, "tickbox"))
	}
	return p / d
}

// BenchmarkPolicy measures each policy's frame, and reports it also as a
// ratio to the frame of Tickbox's own loop, the default, timed in turn with
// it (x-tickbox): the policy's own work against the plain accumulator's.
func BenchmarkPolicy(b *testing.B) {
	for _, name := range policy.Names() {
		b.Run(name, func(b *testing.B) {
			frameBench(b, name)
			if name == "tickbox" {
				return
			}
			b.StopTimer()
			b.ReportMetric(ratio(b, name), "x-tickbox")
		})
	}
}
