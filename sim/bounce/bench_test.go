package bounce_test

import (
	"fmt"
	"testing"
	"time"

	"tickbox/sim/bounce"
)

// copyBaselineBalls is the smallest world BenchmarkStep also copies: below it
// a tick takes microseconds, and stopping the timer around each copy (which
// reads the allocator's statistics) would cost more than the tick.
const copyBaselineBalls = 100_000

// BenchmarkStep measures one tick of the world per op (ns/op) and the cost
// per ball-tick. From copyBaselineBalls up it also measures, in the same run,
// the memory-bandwidth baseline the issue sets the tick against: copying the
// world's state once (World.CopyFrom, six float64 slices), which a tick has
// to read and write at least once too. Tick and copy alternate within one
// loop, so load from other processes falls on both alike; ns/copy is the
// mean copy and tick/copy the ratio of the two means.
func BenchmarkStep(b *testing.B) {
	for _, n := range []int{1, 1000, copyBaselineBalls, bounce.MaxBalls} {
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) {
			w := newWorld(b, func(c *bounce.Config) { c.Balls = n })
			var dst bounce.World
			dst.CopyFrom(w)
			copying := time.Duration(0)
			b.ReportAllocs()
			for b.Loop() {
				w.Step(bounce.Input{})
				if n >= copyBaselineBalls {
					b.StopTimer()
					start := time.Now()
					dst.CopyFrom(w)
					copying += time.Since(start)
					b.StartTimer()
				}
			}
			tick := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(tick/float64(n), "ns/ball-tick")
			if copying > 0 {
				c := float64(copying.Nanoseconds()) / float64(b.N)
				b.ReportMetric(c, "ns/copy")
				b.ReportMetric(tick/c, "tick/copy")
			}
		})
	}
}

// BenchmarkFingerprint hashes a world of 1,000 and 10,000 balls. The
// browser's page hook once hashed the world after every frame: at 10,000
// balls, this benchmark's time under GOOS=js with Node is what each
// browser frame spent on it (make bench runs it so too).
func BenchmarkFingerprint(b *testing.B) {
	for _, n := range []int{1000, 10_000} {
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) {
			w := newWorld(b, func(c *bounce.Config) { c.Balls = n })
			for b.Loop() {
				w.Fingerprint()
			}
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(n), "ns/ball")
		})
	}
}
