package sandbox

import (
	"fmt"
	"strings"

	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// CheckLimitFlags, the rule of the window's and the lab's flags, refuses
// the limit flags given, -max-frame (frame) and
// -max-updates (updates) with the values in c, for the policy spec
// names, one that keeps its engine's own limits (sched.TakesLimits false)
// and would not take them: the error names the flags, the policy and the
// limits it keeps at c's rate. It is nil for Tickbox's policies, and when
// neither flag is given; a spec that does not parse is its own error.
//
// For Tickbox's policies it refuses a flag given with the setting it is
// the shorthand of (-max-frame with clamp=, -max-updates with tick_cap=).
func CheckLimitFlags(spec string, c sched.Config, frame, updates bool) error {
	p, s, _, err := policy.ForFrames(spec, c)
	switch {
	case err != nil:
		return err
	case frame && setsKey(spec, "clamp"):
		return fmt.Errorf("-max-frame %v with -policy %s:clamp=%v: -max-frame is the shorthand of clamp: give one or the other", c.MaxFrame, p.Name(), s.MaxFrame)
	case updates && setsKey(spec, "tick_cap"):
		return fmt.Errorf("-max-updates %d with -policy %s:tick_cap=%d: -max-updates is the shorthand of tick_cap: give one or the other", c.MaxUpdates, p.Name(), s.MaxUpdates)
	}
	if sched.TakesLimits(p) || !frame && !updates {
		return nil
	}
	hz := c.Rate
	if hz == 0 {
		hz = sched.DefaultRate
	}
	var given []string
	if frame {
		given = append(given, fmt.Sprintf("-max-frame %v", c.MaxFrame))
	}
	if updates {
		given = append(given, fmt.Sprintf("-max-updates %d", c.MaxUpdates))
	}
	return fmt.Errorf("%s with -policy %s: %s keeps its own limits (at %d Hz: %s), which -max-frame and -max-updates do not change;"+
		" they set the clamp and tick cap of Tickbox's policies (tickbox, tickbox-snap, tickbox-steady): give one or the other",
		strings.Join(given, " and "), p.Name(), p.Name(), hz, instrument.AppendLimits(nil, instrument.LimitsOf(p, c)))
}

// setsKey reports whether spec, NAME:key=value..., sets key.
func setsKey(spec, key string) bool {
	_, rest, _ := strings.Cut(spec, ":")
	for _, kv := range strings.Split(rest, ":") {
		if k, _, _ := strings.Cut(kv, "="); k == key {
			return true
		}
	}
	return false
}
