package sched_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// ahead is a policy that accepts every frame and runs two ticks whatever
// the time, declaring lo..hi as the range it keeps owed time in.
type ahead struct{ lo, hi int64 }

func (*ahead) Name() string                { return "ahead" }
func (a *ahead) OwedRange() (lo, hi int64) { return a.lo, a.hi }
func (*ahead) Decide(d *sched.Decision)    { d.Accepted, d.Ticks = d.Elapsed, 2 }

// newWith returns a scheduler at the default config run by p.
func newWith(t *testing.T, p sched.Policy) *sched.Scheduler {
	t.Helper()
	s, err := sched.New(sched.DefaultConfig(), p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// owedTicks is the owed time in ticks.
func owedTicks(s *sched.Scheduler) float64 { return float64(s.Owed()) / sched.UnitsPerTick }

// aheadBy runs one frame of half a tick under ahead, which leaves owed
// time 1.5 ticks below 0, inside ±PolicyOwedLimit.
func aheadBy(t *testing.T, s *sched.Scheduler) {
	t.Helper()
	if _, err := s.Advance(frame60 / 2); err != nil {
		t.Fatal(err)
	}
	if owed := owedTicks(s); owed > -1.49 || owed < -1.51 {
		t.Fatalf("owed %.3f ticks after the policy ran ahead, want -1.5", owed)
	}
}

// A policy leaves owed time at −1.5 ticks; Tickbox's own loop takes over.
// (Before every frame went through a policy, the Scheduler's own loop then
// returned Ticks = −1, the total went from 2 to 1, and Check said nil.) Its
// frames run no tick until real time has paid that back: never a negative
// count, totals that never go down, and Check holds owed time between where
// it was handed over and Tickbox's range until it is in that range, then
// to the range alone.
func TestNoNegativeTicksAfterAPolicyRanAhead(t *testing.T) {
	s := newWith(t, &ahead{-sched.PolicyOwedLimit + 1, sched.UnitsPerTick})
	aheadBy(t, s)
	s.SetPolicy(&policy.Tickbox{})
	// Its alpha is owed time over a tick, so below 0 too until then: the
	// docs of Alpha (sched's and loop's) say so.
	if f, err := s.Advance(0); err != nil || f.Alpha > -1.49 || f.Alpha < -1.51 {
		t.Fatalf("tickbox's first frame after the policy ran ahead: alpha %v (%v), want -1.5", f.Alpha, err)
	}
	last := s.Totals()
	for i, e := range []time.Duration{0, 0, frame60, frame60 / 4, frame60} {
		f, err := s.Advance(e)
		if err != nil {
			t.Fatal(err)
		}
		now := s.Totals()
		if f.Ticks < 0 || now.Ticks < last.Ticks || now.AcceptedTicks < last.AcceptedTicks {
			t.Fatalf("frame %d (%v): %d ticks, totals %d → %d: want no negative count, totals that never go down",
				i, e, f.Ticks, last.Ticks, now.Ticks)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("frame %d (%v), owed %.3f ticks: %v", i, e, owedTicks(s), err)
		}
		last = now
	}
	if f, _ := s.Advance(frame60); f.Ticks != 1 || owedTicks(s) < 0 {
		t.Fatalf("once paid back, a 60 fps frame ran %d ticks, owing %.3f; want 1, in [0, 1)", f.Ticks, owedTicks(s))
	}
	// Back in Tickbox's range: from now on Check holds owed time to it.
	s.CorruptOwedForTest(-s.Owed() - 1)
	if err := s.Check(); err == nil || !strings.Contains(err.Error(), "owed units -1: policy tickbox keeps them in 0..3999999999") {
		t.Errorf("owed -1 unit under tickbox, after it was back in range: Check() = %v, want it reported", err)
	}
}

// A policy that leaves owed time outside the range it declares is
// reported by Check, although the accounting identity holds.
func TestCheckReportsOwedOutsideThePolicysRange(t *testing.T) {
	s := newWith(t, &ahead{0, sched.UnitsPerTick})
	aheadBy(t, s)
	err := s.Check()
	if err == nil || !strings.Contains(err.Error(), "owed units -6000000080: policy ahead keeps them in 0..3999999999") {
		t.Errorf("owed −1.5 ticks under a policy that declares [0, 1): Check() = %v, want it reported", err)
	}
	if strings.Contains(err.Error(), "accounting") {
		t.Errorf("Check() = %v: the accounting itself holds", err)
	}
}

// Every frame goes through a policy: none is an error at New and a panic
// at SetPolicy, as is a range outside ±PolicyOwedLimit.
func TestAPolicyIsRequired(t *testing.T) {
	if _, err := sched.New(sched.DefaultConfig(), nil); err == nil || !strings.Contains(err.Error(), "policy nil") {
		t.Errorf("New with no policy: %v, want an error naming it", err)
	}
	s := newWith(t, &policy.Tickbox{})
	for _, p := range []sched.Policy{nil, &ahead{-sched.PolicyOwedLimit, 0}, &ahead{0, 0}, &ahead{0, sched.PolicyOwedLimit + 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SetPolicy(%+v) did not panic", p)
				}
			}()
			s.SetPolicy(p)
		}()
	}
	if s.Policy().Name() != "tickbox" {
		t.Errorf("after refused SetPolicy calls the policy is %s, want tickbox still", s.Policy().Name())
	}
}

// Under each of package policy's policies, Check holds owed time to the
// range that policy declares: owed time one unit past either end of it is
// reported, naming the policy and its range, and each end itself is not.
func TestCheckHoldsEachPolicyToItsRange(t *testing.T) {
	for _, name := range policy.Names() {
		p, err := policy.New(name)
		if err != nil {
			t.Fatal(err)
		}
		s := newWith(t, p)
		for range 30 {
			if _, err := s.Advance(frame60); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Check(); err != nil {
			t.Fatalf("%s after 30 frames at 60 fps: %v", name, err)
		}
		lo, hi := p.OwedRange()
		for _, c := range []struct {
			owed     int64
			reported bool
		}{{lo - 1, true}, {lo, false}, {hi - 1, false}, {hi, true}} {
			s.CorruptOwedForTest(c.owed - s.Owed())
			want := fmt.Sprintf("owed units %d: policy %s keeps them in %d..%d", c.owed, name, lo, hi-1)
			if err := s.Check(); (err != nil && strings.Contains(err.Error(), want)) != c.reported {
				t.Errorf("%s, owed %d units (range %d..%d): Check() = %v; want the range reported: %v", name, c.owed, lo, hi-1, err, c.reported)
			}
		}
	}
}
