package sched

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// A policy is named with its settings as NAME:key=value:key=value, e.g.
// godot:max_physics_steps_per_frame=4:physics_jitter_fix=0: a colon
// between settings, since a comma already separates the policies of
// tickbox policies -policy a,b. Keys are the engine's names in snake case,
// values are in the engine's units and are parsed, rounded and checked as
// the engine does. This file is the one parser: every place a policy is
// named (-policy, the sandbox's policy, fixed.Options.Policy, the
// browser's query) goes through [NewPolicy] or [MakePolicy].

// Setting is one key an engine's policy takes, made by [NewSetting].
type Setting struct {
	Key     string
	Default string // the default, as -h shows it
	Rule    string // the values taken, as -h and errors say them
	set     func(p Policy, c *Config, v string) error
	show    func(p Policy, c Config) string // the value in force under c
}

// NewSetting makes the setting key of policies of type P: set sets the
// value v on a fresh policy, or says what is wrong with it (the parser
// adds the rule); show says the value in force on a Scheduler made with c.
func NewSetting[P Policy](key, def, rule string, set func(P, string) error, show func(P, Config) string) Setting {
	return Setting{
		Key: key, Default: def, Rule: rule,
		set:  func(p Policy, _ *Config, v string) error { return set(p.(P), v) },
		show: func(p Policy, c Config) string { return show(p.(P), c) },
	}
}

// limitKeys are the keys of an engine that takes the Scheduler's limits:
// its clamp and tick cap, which they set in the Config the policy runs
// with (-max-frame and -max-updates are their shorthands).
var limitKeys = []Setting{
	{
		Key: "clamp", Default: "250ms", Rule: fmt.Sprintf("a duration, 0 (no clamp) to %v; -max-frame is its shorthand", MaxElapsed),
		set: func(_ Policy, c *Config, v string) (err error) {
			c.MaxFrame, err = ParseDuration(v, 0, MaxElapsed)
			return err
		},
		show: func(_ Policy, c Config) string { return c.MaxFrame.String() },
	},
	{
		Key: "tick_cap", Default: "5", Rule: "a whole number, 0 (no tick cap) or more; -max-updates is its shorthand",
		set: func(_ Policy, c *Config, v string) error {
			n, err := ParseInt(v, 0, math.MaxInt32)
			c.MaxUpdates = int(n)
			return err
		},
		show: func(_ Policy, c Config) string { return strconv.Itoa(c.MaxUpdates) },
	},
}

// apply sets each key=value of rest, the settings of spec, on p and c,
// then checks them together.
func apply(e Engine, p Policy, c *Config, spec, rest string) error {
	if rest == "" && !strings.HasSuffix(spec, ":") {
		return nil
	}
	seen := map[string]bool{} // looked up, never ranged over
	for _, kv := range strings.Split(rest, ":") {
		k, v, ok := strings.Cut(kv, "=")
		s, known := e.setting(k)
		switch {
		case !ok:
			return fmt.Errorf("policy %q: setting %q: must be key=value (%s takes %s)", spec, kv, e.Name, e.keys())
		case !known:
			return fmt.Errorf("policy %q: %s has no setting %q: it takes %s", spec, e.Name, k, e.keys())
		case seen[k]:
			return fmt.Errorf("policy %q: %s is set twice: give it once", spec, k)
		}
		seen[k] = true
		if err := s.set(p, c, v); err != nil {
			return fmt.Errorf("policy %q: %s=%s: %w (%s)", spec, k, v, err, s.Rule)
		}
	}
	if ch, ok := p.(interface{ Check() error }); ok {
		if err := ch.Check(); err != nil {
			return fmt.Errorf("policy %q: %w", spec, err)
		}
	}
	return nil
}

// setting returns e's setting named k.
func (e Engine) setting(k string) (Setting, bool) {
	for _, s := range e.Settings {
		if s.Key == k {
			return s, true
		}
	}
	return Setting{}, false
}

// keys lists e's setting names, or says it has none.
func (e Engine) keys() string {
	if len(e.Settings) == 0 {
		return "no settings"
	}
	names := make([]string, len(e.Settings))
	for i, s := range e.Settings {
		names[i] = s.Key
	}
	return strings.Join(names, ", ")
}

// PolicySettings returns the settings p runs with on a Scheduler made
// with c (whose clamp and tick cap are those of the policies that take
// the limits), every key of its engine with its value in force, as
// NAME:key=value:key=value (the name alone for a policy without
// settings): what run's header and the overlay show.
func PolicySettings(p Policy, c Config) string {
	e, _ := lookup(p.Name())
	var b strings.Builder
	b.WriteString(p.Name())
	for _, s := range e.Settings {
		fmt.Fprintf(&b, ":%s=%s", s.Key, s.show(p, c))
	}
	return b.String()
}

// The value parsers of the engines' settings: each says what is wrong;
// the parser adds the rule.

// ParseInt parses a whole number from lo to hi.
func ParseInt(v string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("not a whole number")
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("out of range")
	}
	return n, nil
}

// ParseDuration parses a Go duration (100ms, 15625us) from lo to hi.
func ParseDuration(v string, lo, hi time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("not a duration (such as 100ms)")
	}
	if d < lo || d > hi {
		return 0, fmt.Errorf("out of range")
	}
	return d, nil
}
