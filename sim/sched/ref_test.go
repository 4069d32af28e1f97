package sched_test

import (
	"math/big"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// ref is a reference scheduler written differently from the real one: it
// keeps owed and accepted time as exact rationals in ticks (big.Rat), worked
// out from seconds, rates and scales, instead of int64 units. Tests run both
// side by side on the same timeline and compare every observable.
type ref struct {
	rate, quarters      int
	maxFrame            time.Duration
	maxUpdates          int
	paused, stepRequest bool
	owed, accepted      *big.Rat // ticks
	droppedNs           *big.Rat // game time of dropped ticks, exact
	totals              sched.Totals
}

func newRef(c sched.Config) *ref {
	if c.Rate == 0 {
		c.Rate = sched.DefaultRate
	}
	return &ref{
		rate: c.Rate, quarters: 4, maxFrame: c.MaxFrame, maxUpdates: c.MaxUpdates,
		owed: new(big.Rat), accepted: new(big.Rat), droppedNs: new(big.Rat),
	}
}

// ticksIn returns the game time of real duration d in ticks: d seconds, times
// the rate, times the scale (quarters/4).
func (r *ref) ticksIn(d time.Duration) *big.Rat {
	x := big.NewRat(int64(d), int64(time.Second))
	x.Mul(x, big.NewRat(int64(r.rate)*int64(r.quarters), 4))
	return x
}

func (r *ref) advance(elapsed time.Duration) sched.Frame {
	r.totals.Frames++
	f := sched.Frame{Elapsed: elapsed, Paused: r.paused}
	if r.paused {
		if r.stepRequest {
			r.stepRequest = false
			r.runAccepted(1)
			f.Ticks = 1
		}
		f.Alpha, _ = r.owed.Float64()
		return f
	}
	counted := elapsed
	if r.maxFrame > 0 && elapsed > r.maxFrame {
		counted = r.maxFrame
		f.Clamped, f.ClampLoss = true, elapsed-r.maxFrame
		r.totals.Clamps++
		r.totals.ClampLoss += f.ClampLoss
	}
	add := r.ticksIn(counted)
	r.owed.Add(r.owed, add)
	r.accepted.Add(r.accepted, add)
	n := floor(r.owed)
	if limit := r.cap(); r.maxUpdates > 0 && n > limit {
		r.drop(&f, n-limit)
		n = limit
	}
	r.owed.Sub(r.owed, new(big.Rat).SetInt64(n))
	r.totals.Ticks += n
	f.Ticks = int(n)
	f.Alpha, _ = r.owed.Float64()
	return f
}

// cap is the spec's effective cap, ceil(MaxUpdates·max(q,4)/4), as a rational.
func (r *ref) cap() int64 {
	return ceil(big.NewRat(int64(r.maxUpdates)*int64(max(r.quarters, 4)), 4))
}

func (r *ref) drop(f *sched.Frame, n int64) {
	r.owed.Sub(r.owed, new(big.Rat).SetInt64(n))
	ns := big.NewRat(n*int64(time.Second), int64(r.rate))
	r.droppedNs.Add(r.droppedNs, ns)
	f.Capped, f.DroppedTicks, f.Dropped = true, n, time.Duration(roundHalfUp(ns))
	r.totals.Caps++
	r.totals.DroppedTicks += n
}

func (r *ref) runAccepted(n int64) {
	r.accepted.Add(r.accepted, new(big.Rat).SetInt64(n))
	r.totals.Ticks += n
}

// alpha returns the owed time in ticks, the exact rational rounded to the
// nearest float64: what Alpha must return.
func (r *ref) alpha() float64 {
	a, _ := r.owed.Float64()
	return a
}

// owedUnits returns the owed time in units, failing if it is not whole.
func (r *ref) owedUnits(t *testing.T) int64 {
	t.Helper()
	u := new(big.Rat).Mul(r.owed, big.NewRat(sched.UnitsPerTick, 1))
	if !u.IsInt() {
		t.Fatalf("reference owes %v units, not a whole number", u)
	}
	return u.Num().Int64()
}

// want returns the totals the scheduler should report.
func (r *ref) want(t *testing.T) sched.Totals {
	t.Helper()
	w := r.totals
	w.AcceptedTicks = floor(r.accepted)
	frac := new(big.Rat).Sub(r.accepted, new(big.Rat).SetInt64(w.AcceptedTicks))
	frac.Mul(frac, big.NewRat(sched.UnitsPerTick, 1))
	if !frac.IsInt() {
		t.Fatalf("reference accepted %v units past a tick, not a whole number", frac)
	}
	w.AcceptedUnits = frac.Num().Int64()
	w.Dropped = time.Duration(roundHalfUp(r.droppedNs))
	return w
}

func floor(x *big.Rat) int64 {
	q := new(big.Int).Div(x.Num(), x.Denom()) // Euclidean: floor for a positive denominator
	return q.Int64()
}

func ceil(x *big.Rat) int64 { return -floor(new(big.Rat).Neg(x)) }

func roundHalfUp(x *big.Rat) int64 { return floor(new(big.Rat).Add(x, big.NewRat(1, 2))) }

// pair runs a scheduler and its reference side by side.
type pair struct {
	s *sched.Scheduler
	r *ref
}

func newPair(t *testing.T, c sched.Config) pair {
	t.Helper()
	s, err := sched.New(c, &policy.Tickbox{})
	if err != nil {
		t.Fatalf("New(%+v): %v", c, err)
	}
	return pair{s, newRef(c)}
}

// advance feeds one frame to both and compares every observable.
func (p pair) advance(t *testing.T, elapsed time.Duration) sched.Frame {
	t.Helper()
	got, err := p.s.Advance(elapsed)
	if err != nil {
		t.Fatalf("Advance(%v): %v", elapsed, err)
	}
	want := p.r.advance(elapsed)
	if got != want {
		t.Fatalf("frame %d, Advance(%v):\n got %+v\nwant %+v", p.r.totals.Frames, elapsed, got, want)
	}
	p.compare(t)
	return got
}

// compare checks Owed, Alpha, Totals and Check against the reference.
func (p pair) compare(t *testing.T) {
	t.Helper()
	if got, want := p.s.Owed(), p.r.owedUnits(t); got != want {
		t.Fatalf("frame %d: Owed() = %d, want %d", p.r.totals.Frames, got, want)
	}
	if got, want := p.s.Alpha(), p.r.alpha(); got != want {
		t.Fatalf("frame %d: Alpha() = %v, want %v", p.r.totals.Frames, got, want)
	}
	if got, want := p.s.Totals(), p.r.want(t); got != want {
		t.Fatalf("frame %d: Totals():\n got %+v\nwant %+v", p.r.totals.Frames, got, want)
	}
	if err := p.s.Check(); err != nil {
		t.Fatalf("frame %d: Check: %v", p.r.totals.Frames, err)
	}
}

// setRate changes the rate of both.
func (p pair) setRate(t *testing.T, hz int) {
	t.Helper()
	if err := p.s.SetRate(hz); err != nil {
		t.Fatalf("SetRate(%d): %v", hz, err)
	}
	p.r.rate = hz
}

// setScale changes the scale of both.
func (p pair) setScale(t *testing.T, quarters int) {
	t.Helper()
	if err := p.s.SetScale(quarters); err != nil {
		t.Fatalf("SetScale(%d): %v", quarters, err)
	}
	p.r.quarters = quarters
}
