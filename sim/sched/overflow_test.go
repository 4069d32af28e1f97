package sched_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// TestDroppedSaturates plays frames of 24 h at 1000 Hz ×16 with a cap of
// one tick: each drops 1.38e9 ticks, 1.38e15 ns, and 6,672 of them pass
// 2^63 ns. The total must stop at its largest value, not wrap negative, and
// Check must say the total is no longer exact.
func TestDroppedSaturates(t *testing.T) {
	s, err := sched.New(sched.Config{Rate: 1000, MaxUpdates: 1}, &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetScale(sched.MaxScale); err != nil {
		t.Fatal(err)
	}
	for i := range 6700 {
		if _, err := s.Advance(sched.MaxElapsed); err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
	}
	tot := s.Totals()
	if tot.Dropped != math.MaxInt64 {
		t.Errorf("Dropped = %d after 6,700 frames of 24 h ×16: want it saturated at %d", tot.Dropped, int64(math.MaxInt64))
	}
	if err := s.Check(); err == nil || !strings.Contains(err.Error(), "dropped time") {
		t.Errorf("Check() = %v: want it to report the saturated dropped time", err)
	}
}

// TestClampLossSaturates clamps 106,800 frames of 24 h to 250 ms: their
// losses pass 2^63 ns. The scheduler's clamp (under the tickbox policy)
// and a policy's own (the textbook loop's) saturate alike; the policy's
// once wrapped negative with Check nil.
func TestClampLossSaturates(t *testing.T) {
	textbook, err := policy.New("textbook")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		c    sched.Config
		p    sched.Policy
	}{
		{"tickbox", sched.Config{Rate: 60, MaxFrame: 250 * time.Millisecond, MaxUpdates: 5}, &policy.Tickbox{}},
		{"textbook", sched.Config{Rate: 60}, textbook},
	} {
		s, err := sched.New(c.c, c.p)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 106_800 {
			if _, err := s.Advance(sched.MaxElapsed); err != nil {
				t.Fatalf("%s: frame %d: %v", c.name, i+1, err)
			}
		}
		if got := s.Totals().ClampLoss; got != math.MaxInt64 {
			t.Errorf("%s: ClampLoss = %d: want it saturated at %d", c.name, got, int64(math.MaxInt64))
		}
		if err := s.Check(); err == nil || !strings.Contains(err.Error(), "clamp loss") {
			t.Errorf("%s: Check() = %v: want it to report the saturated clamp loss", c.name, err)
		}
	}
}

// TestAdvanceTicksOverflow: a count that would take the totals past 2^63-1
// is an error that changes nothing, not a wrap to -2. (On a 32-bit int two
// calls cannot reach 2^63, and the second must succeed.)
func TestAdvanceTicksOverflow(t *testing.T) {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AdvanceTicks(math.MaxInt); err != nil {
		t.Fatalf("AdvanceTicks(MaxInt) the first time: %v", err)
	}
	before := s.Totals()
	_, err = s.AdvanceTicks(math.MaxInt)
	overflows := math.MaxInt == math.MaxInt64
	if (err != nil) != overflows {
		t.Errorf("AdvanceTicks(MaxInt) the second time: error %v, want one: %v (ticks now %d)", err, overflows, s.Totals().Ticks)
	}
	if after := s.Totals(); overflows && after != before {
		t.Errorf("a refused AdvanceTicks changed the totals: %+v, was %+v", after, before)
	}
	if err := s.Check(); err != nil {
		t.Errorf("Check() = %v", err)
	}
}
