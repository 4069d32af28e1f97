package sim_test

import (
	"fmt"
	"testing"

	"tickbox/sim"
)

// BenchmarkStep measures one tick of the world per op and reports the cost
// per ball-tick. The copy sub-benchmarks are the memory-bandwidth baseline of
// the same run: copying the balls' state (six float64 slices) once, which a
// tick has to read and write at least once too.
func BenchmarkStep(b *testing.B) {
	for _, n := range []int{1, 1000, 100_000, 1_000_000} {
		w := newWorld(b, func(c *sim.Config) { c.Balls = n })
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				w.Step(sim.Input{})
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ball-tick")
		})
	}
}

func BenchmarkCopyState(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		src := newWorld(b, func(c *sim.Config) { c.Balls = n })
		var dst sim.World
		dst.CopyFrom(src)
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				dst.CopyFrom(src)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ball")
		})
	}
}

func BenchmarkFingerprint(b *testing.B) {
	w := newWorld(b, func(c *sim.Config) { c.Balls = 1000 })
	for b.Loop() {
		w.Fingerprint()
	}
}
