package sandbox_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

// -max-frame and -max-updates are the shorthands of clamp= and tick_cap=:
// given with them, or with a policy that keeps its own limits, they are
// refused, naming the flags, the policy and the limits it keeps; with
// Tickbox's policies and no setting they are taken.
func TestCheckLimitFlags(t *testing.T) {
	policy.Register()
	c := sched.Config{Rate: 60, MaxFrame: 100 * time.Millisecond, MaxUpdates: 3}
	for _, tc := range []struct {
		spec           string
		frame, updates bool
		want           []string // in the error; none for nil
	}{
		{"tickbox-steady:clamp=100ms:tick_cap=3", true, false, []string{"-max-frame is the shorthand of clamp"}},
		{"tickbox:tick_cap=4", false, true, []string{"-max-updates is the shorthand of tick_cap"}},
		{"godot", true, true, []string{"-max-frame 100ms and -max-updates 3 with -policy godot", "at 60 Hz: no clamp, tick cap 8"}},
		{"tickbox-steady", true, true, nil},
		{"godot", false, false, nil},
	} {
		err := sandbox.CheckLimitFlags(tc.spec, c, tc.frame, tc.updates)
		if (err == nil) != (tc.want == nil) {
			t.Errorf("%s: %v, want an error: %v", tc.spec, err, tc.want != nil)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v, want it to say %q", tc.spec, err, w)
			}
		}
	}
}
