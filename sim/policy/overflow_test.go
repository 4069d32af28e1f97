package policy_test

import (
	"math"
	"strings"
	"testing"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// A policy's clamp loss saturates too: 106,800 frames of 24 h clamped to
// 250 ms pass 2^63 ns, and once wrapped negative with Check nil.
func TestPolicyClampLossSaturates(t *testing.T) {
	s, err := sched.New(sched.Config{Rate: 60}, &policy.Textbook{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 106_800 {
		if _, err := s.Advance(sched.MaxElapsed); err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
	}
	if got := s.Totals().ClampLoss; got != math.MaxInt64 {
		t.Errorf("ClampLoss = %d: want it saturated at %d", got, int64(math.MaxInt64))
	}
	if err := s.Check(); err == nil || !strings.Contains(err.Error(), "clamp loss") {
		t.Errorf("Check() = %v: want it to report the saturated clamp loss", err)
	}
}
