package netplay

import (
	"fmt"
	"math"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
)

// rollbackPeer is peer 1 of two in rollback with the default window,
// having run warm ticks and then 9 more on predictions: each rollback it
// is given restores the state 8 ticks back and runs those 8 ticks again,
// as a real input for that tick that differs from its prediction makes it
// do, saving the state a tick later, the first tick then not confirmed.
// The warm ticks take the world from its start, whose first ticks cost
// more than a tick later in its life (the baseline's).
func rollbackPeer(tb testing.TB, balls int) *peer[Bounce, bounce.Input] {
	tb.Helper()
	o := DefaultOptions()
	o.Every, o.Ticks = MaxEvery, MaxTicks
	cfg := bounce.DefaultConfig()
	cfg.Balls = balls
	fresh := func() (Bounce, error) { return NewBounce(cfg) }
	w, err := fresh()
	if err != nil {
		tb.Fatal(err)
	}
	none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
	p, err := newPeer[Bounce, bounce.Input](0, &o, w, none, fresh, wiring{})
	if err != nil {
		tb.Fatal(err)
	}
	for range warm + 9 {
		if err := p.runTick(true); err != nil {
			tb.Fatal(err)
		}
	}
	return p
}

// warm is the ticks a rollbackPeer runs before the 9 it rolls back in.
const warm = 600

// rollBack8 makes p roll back 8 ticks, as rollbackPeer says.
func rollBack8(tb testing.TB, p *peer[Bounce, bounce.Input]) {
	from := p.n - 8
	for j := range p.queues {
		p.queues[j].known = from + 1
	}
	p.wrong, p.base = from, from
	if err := p.rollBack(); err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkRollback measures a rollback of 8 ticks (restoring the saved
// state, running 8 ticks again, saving the one state it needs) against 8
// plain steps of the same game over the same ticks, from the state the
// rollback restores, with the same inputs, as a local run steps them
// (every player's input in its slot): batches of each alternate in one
// loop, so load from other processes falls on both alike. (Plain steps
// of a world that ran on, as before, timed ticks whose balls had come to
// rest, cheaper than the ones rolled back.) rollback/steps is the ratio
// of the best batch of each (the shared machine's load inflates single
// batches, as BenchmarkHeadlessFrame in sim/lab found),
// mean-rollback/steps that of the means; the bound is 1.5.
func BenchmarkRollback(b *testing.B) {
	for _, balls := range []int{3, 10_000} {
		b.Run(fmt.Sprintf("balls=%d", balls), func(b *testing.B) {
			p := rollbackPeer(b, balls)
			const batch = 16
			from, _ := p.ring.state(p.n - 8) // the state each rollback restores
			start, _ := NewBounce(p.state.Config)
			start.CopyFrom(from)
			plains := make([]Bounce, batch)
			for i := range plains {
				plains[i], _ = NewBounce(p.state.Config)
			}
			none := PlayersOf(bounce.Input{}, bounce.Input{})
			var rolling, stepping time.Duration
			bestRoll, bestStep := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
			b.ReportAllocs()
			for b.Loop() {
				for _, w := range plains {
					w.CopyFrom(start)
				}
				begin := time.Now()
				for range batch {
					rollBack8(b, p)
				}
				mid := time.Now()
				for _, w := range plains {
					for range 8 {
						w.Step(none)
					}
				}
				r, s := mid.Sub(begin), time.Since(mid)
				rolling, stepping = rolling+r, stepping+s
				bestRoll, bestStep = min(bestRoll, r), min(bestStep, s)
			}
			if p.state.Fingerprint() != plains[0].Fingerprint() {
				b.Fatalf("the rollback ended at %016x, the plain steps at %016x: not the same ticks", p.state.Fingerprint(), plains[0].Fingerprint())
			}
			n := float64(b.N * batch)
			b.ReportMetric(float64(rolling.Nanoseconds())/n, "ns/rollback")
			b.ReportMetric(float64(stepping.Nanoseconds())/n, "ns/8steps")
			b.ReportMetric(float64(bestRoll)/float64(bestStep), "rollback/steps")
			b.ReportMetric(float64(rolling)/float64(stepping), "mean-rollback/steps")
		})
	}
}

// A rollback allocates nothing.
func TestRollbackAllocatesNothing(t *testing.T) {
	for _, balls := range []int{3, 10_000} {
		p := rollbackPeer(t, balls)
		if n := testing.AllocsPerRun(50, func() { rollBack8(t, p) }); n != 0 {
			t.Errorf("%d balls: %v allocations a rollback", balls, n)
		}
		if p.stats.Rollbacks == 0 || p.stats.Deepest != 8 || p.n != warm+9 {
			t.Errorf("%d balls: %+v at tick %d; want rollbacks of 8 ticks ending at %d", balls, p.stats, p.n, warm+9)
		}
	}
}
