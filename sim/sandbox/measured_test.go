package sandbox_test

import (
	"testing"

	"tickbox/sim/loop"
	"tickbox/sim/sandbox"
)

// Costs are measured on a real clock, not on a virtual one, which stands
// still while work is done.
func TestMeasured(t *testing.T) {
	for _, tc := range []struct {
		clock loop.Clock
		want  bool
	}{
		{loop.NewMonotonic(), true},
		{&loop.VirtualClock{}, false},
	} {
		s, err := sandbox.New(sandbox.DefaultOptions(), tc.clock)
		if err != nil {
			t.Fatal(err)
		}
		if s.Scene().Measured() != tc.want {
			t.Errorf("Measured on %T = %v, want %v", tc.clock, !tc.want, tc.want)
		}
	}
}
