package policy

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// A policy is named with its settings as NAME:key=value:key=value, e.g.
// godot:max_physics_steps_per_frame=4:physics_jitter_fix=0: a colon
// between settings, since a comma already separates the policies of
// tickbox policies -policy a,b. Keys are the engine's names in snake case,
// values are in the engine's units and are parsed, rounded and checked as
// the engine does (a double for Bevy's Hz, TimeSpan ticks for MonoGame, a
// float for Unity's seconds). This file is the one parser, which Register
// gives every engine (sched.Engine's Configure): every place a policy is
// named with settings (-policy, the sandbox's policy, fixed.Options.Policy,
// the browser's query) goes through it, and sched parses the name alone.
// It also holds -h's list of the settings.

// setting is one key an engine's policy takes, made by newSetting.
type setting struct {
	Key     string
	Default string // the default, as -h shows it
	Rule    string // the values taken, as -h and errors say them
	set     func(p sched.Policy, c *sched.Config, v string) error
	show    func(p sched.Policy, c sched.Config) string // the value in force under c
}

// newSetting makes the setting key of policies of type P: set sets the
// value v on a fresh policy, or says what is wrong with it (the parser
// adds the rule); show says the value in force on a Scheduler made with c.
func newSetting[P sched.Policy](key, def, rule string, set func(P, string) error, show func(P, sched.Config) string) setting {
	return setting{
		Key: key, Default: def, Rule: rule,
		set:  func(p sched.Policy, _ *sched.Config, v string) error { return set(p.(P), v) },
		show: func(p sched.Policy, c sched.Config) string { return show(p.(P), c) },
	}
}

// limitKeys are the keys of an engine that takes the Scheduler's limits:
// its clamp and tick cap, which they set in the Config the policy runs
// with (-max-frame and -max-updates are their shorthands).
var limitKeys = []setting{
	{
		Key: "clamp", Default: "250ms", Rule: fmt.Sprintf("a duration, 0 (no clamp) to %v; -max-frame is its shorthand", sched.MaxElapsed),
		set: func(_ sched.Policy, c *sched.Config, v string) (err error) {
			c.MaxFrame, err = parseDuration(v, 0, sched.MaxElapsed)
			return err
		},
		show: func(_ sched.Policy, c sched.Config) string { return c.MaxFrame.String() },
	},
	{
		Key: "tick_cap", Default: "5", Rule: "a whole number, 0 (no tick cap) or more; -max-updates is its shorthand",
		set: func(_ sched.Policy, c *sched.Config, v string) error {
			n, err := parseInt(v, 0, math.MaxInt32)
			c.MaxUpdates = int(n)
			return err
		},
		show: func(_ sched.Policy, c sched.Config) string { return strconv.Itoa(c.MaxUpdates) },
	},
}

// owedLimitKey is tickbox-steady's setting beside the Scheduler's clamp
// and tick cap (which also set the owed limit: the tick cap's ticks, or
// sixtieths above 60 Hz): the owed limit itself.
var owedLimitKey = newSetting("owed_limit", "the tick cap's ticks (5/60 s at 60 Hz)", "a duration, 1ms to 24h: owed time at most its whole ticks (at least one), while the limits are on",
	func(s *sched.Steady, v string) (err error) {
		s.OwedLimit, err = parseDuration(v, time.Millisecond, sched.MaxElapsed)
		return err
	},
	func(s *sched.Steady, c sched.Config) string {
		if s.OwedLimit == 0 {
			return s.Limits(c).Owed.String()
		}
		return s.OwedLimit.String()
	})

// settingsOf holds each engine's settings by name, in -h's order: the
// limits' keys first for an engine that takes the limits. Register fills
// it, before any policy is made.
var settingsOf = map[string][]setting{}

// withLimits returns own after the limits' keys, if the engine takes the
// limits.
func withLimits(own []setting, takesLimits bool) []setting {
	if takesLimits {
		return append(append([]setting{}, limitKeys...), own...)
	}
	return own
}

// configure is an engine's parser of its settings (sched.Engine's
// Configure), for a world that ticks at c's rate: apply, the step checked.
func configure(name string) func(p sched.Policy, c *sched.Config, spec, settings string) error {
	return func(p sched.Policy, c *sched.Config, spec, settings string) error {
		return apply(name, p, c, spec, settings, true)
	}
}

// apply sets each key=value of rest, what follows NAME: in spec, on p and
// c, then checks them together, and if check, the step they give against
// c's rate, the world's.
func apply(name string, p sched.Policy, c *sched.Config, spec, rest string, check bool) error {
	all := settingsOf[name]
	seen := map[string]bool{} // looked up, never ranged over
	for _, kv := range strings.Split(rest, ":") {
		k, v, ok := strings.Cut(kv, "=")
		s, known := find(all, k)
		switch {
		case !ok:
			return fmt.Errorf("policy %q: setting %q: must be key=value (%s takes %s)", spec, kv, name, keys(all))
		case !known:
			return fmt.Errorf("policy %q: %s has no setting %q: it takes %s", spec, name, k, keys(all))
		case seen[k]:
			return fmt.Errorf("policy %q: %s is set twice: give it once", spec, k)
		}
		seen[k] = true
		if err := s.set(p, c, v); err != nil {
			return fmt.Errorf("policy %q: %s=%s: %w (%s)", spec, k, v, err, s.Rule)
		}
	}
	if ch, ok := p.(interface{ check() error }); ok {
		if err := ch.check(); err != nil {
			return fmt.Errorf("policy %q: %w", spec, err)
		}
	}
	if s, ok := p.(stepper); ok && check {
		if hz, whole, set := s.Step(); set {
			return checkStep(spec, hz, whole, rateOf(*c))
		}
	}
	return nil
}

// find returns the setting named k among all.
func find(all []setting, k string) (setting, bool) {
	for _, s := range all {
		if s.Key == k {
			return s, true
		}
	}
	return setting{}, false
}

// keys lists the settings' names, or says there are none.
func keys(all []setting) string {
	if len(all) == 0 {
		return "no settings"
	}
	names := make([]string, len(all))
	for i, s := range all {
		names[i] = s.Key
	}
	return strings.Join(names, ", ")
}

// Settings returns the settings p runs with on a Scheduler made
// with c (whose clamp and tick cap are those of the policies that take
// the limits), every key of its engine with its value in force, as
// NAME:key=value:key=value (the name alone for a policy without
// settings): what run's header and the overlay show.
func Settings(p sched.Policy, c sched.Config) string {
	Register()
	var b strings.Builder
	b.WriteString(p.Name())
	for _, s := range settingsOf[p.Name()] {
		fmt.Fprintf(&b, ":%s=%s", s.Key, s.show(p, c))
	}
	return b.String()
}

// The value parsers of the engines' settings: each says what is wrong;
// the parser adds the rule.

// parseInt parses a whole number from lo to hi.
func parseInt(v string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("not a whole number")
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("out of range")
	}
	return n, nil
}

// parseDuration parses a Go duration (100ms, 15625us) from lo to hi.
func parseDuration(v string, lo, hi time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("not a duration (such as 100ms)")
	}
	if d < lo || d > hi {
		return 0, fmt.Errorf("out of range")
	}
	return d, nil
}

// Help lists each policy's settings, key, default and range, for -h.
func Help() string {
	var b strings.Builder
	all := All()
	for i, e := range all {
		own := settingsOf[e.Name]
		if len(own) == 0 {
			continue
		}
		if prev := settingsOf[all[max(i-1, 0)].Name]; i > 0 && len(prev) > 0 && &prev[0] == &own[0] {
			fmt.Fprintf(&b, "  %s: as %s\n", e.Name, all[i-1].Name)
			continue
		}
		fmt.Fprintf(&b, "  %s:\n", e.Name)
		for _, s := range own {
			fmt.Fprintf(&b, "    %-28s default %s; %s\n", s.Key, s.Default, s.Rule)
		}
	}
	return b.String()
}

// The value parsers sched has none for: each says what is wrong; the
// parser adds the rule.

// parseFloat parses a finite double.
func parseFloat(v string, bits int) (float64, error) {
	f, err := strconv.ParseFloat(v, bits)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("not a finite number")
	}
	return f, nil
}

// showDuration writes d as a Go duration, the way it is given.
func showDuration(d time.Duration) string { return d.String() }

// showFloat writes f as short as it reads back.
func showFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
