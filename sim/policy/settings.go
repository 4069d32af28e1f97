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
// float for Unity's seconds). This file is the one parser: every place a
// policy is named (-policy, the sandbox's policy, fixed.Options.Policy,
// the browser's query) goes through New or Make.

// setting is one key a policy takes.
type setting struct {
	key  string
	def  string // the default, as -h shows it
	rule string // the values taken, as -h and errors say them
	set  func(p sched.Policy, v string) error
	show func(p sched.Policy, c sched.Config) string // the value in force under c
}

// key makes a setting of policies of type P.
func key[P sched.Policy](name, def, rule string, set func(P, string) error, show func(P, sched.Config) string) setting {
	return setting{
		key: name, def: def, rule: rule,
		set:  func(p sched.Policy, v string) error { return set(p.(P), v) },
		show: func(p sched.Policy, c sched.Config) string { return show(p.(P), c) },
	}
}

// New returns a fresh policy as spec names it, NAME or NAME:key=value...,
// with its settings, or an error naming the policy, the setting, the
// value and the rule. A step of any rate is taken: where a world ticks,
// use Make, which also checks the step against the world's rate.
func New(spec string) (sched.Policy, error) {
	name, rest, _ := strings.Cut(spec, ":")
	e, ok := entry(name)
	if !ok {
		return nil, fmt.Errorf("policy %q: must be one of %s", name, strings.Join(Names(), ", "))
	}
	p := e.make()
	if err := apply(e, p, spec, rest); err != nil {
		return nil, err
	}
	return p, nil
}

// entry returns the policy named name.
func entry(name string) (Entry, bool) {
	for _, e := range All {
		if e.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}

// apply sets each key=value of rest, the settings of spec, on p, then
// checks them together.
func apply(e Entry, p sched.Policy, spec, rest string) error {
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
		if err := s.set(p, v); err != nil {
			return fmt.Errorf("policy %q: %s=%s: %w (%s)", spec, k, v, err, s.rule)
		}
	}
	if c, ok := p.(checker); ok {
		if err := c.check(); err != nil {
			return fmt.Errorf("policy %q: %w", spec, err)
		}
	}
	return nil
}

// checker is a policy whose settings are checked together once all are
// set (MonoGame's step at most its MaxElapsedTime).
type checker interface{ check() error }

// setting returns e's setting named k.
func (e Entry) setting(k string) (setting, bool) {
	for _, s := range e.Settings {
		if s.key == k {
			return s, true
		}
	}
	return setting{}, false
}

// keys lists e's setting names, or says it has none.
func (e Entry) keys() string {
	if len(e.Settings) == 0 {
		return "no settings"
	}
	names := make([]string, len(e.Settings))
	for i, s := range e.Settings {
		names[i] = s.key
	}
	return strings.Join(names, ", ")
}

// Settings returns the settings p runs with on a Scheduler made with c
// (whose clamp and tick cap are Tickbox's), every key of its policy with
// its value in force, as NAME:key=value:key=value (the name alone for a
// policy without settings): what run's header and the overlay show.
func Settings(p sched.Policy, c sched.Config) string {
	e, _ := entry(p.Name())
	var b strings.Builder
	b.WriteString(p.Name())
	for _, s := range e.Settings {
		fmt.Fprintf(&b, ":%s=%s", s.key, s.show(p, c))
	}
	return b.String()
}

// Help lists each policy's settings, key, default and range, for -h.
func Help() string {
	var b strings.Builder
	for i, e := range All {
		if len(e.Settings) == 0 {
			continue
		}
		if prev := All[max(i-1, 0)]; i > 0 && len(prev.Settings) > 0 && &prev.Settings[0] == &e.Settings[0] {
			fmt.Fprintf(&b, "  %s: as %s\n", e.Name, prev.Name)
			continue
		}
		fmt.Fprintf(&b, "  %s:\n", e.Name)
		for _, s := range e.Settings {
			fmt.Fprintf(&b, "    %-28s default %s; %s\n", s.key, s.def, s.rule)
		}
	}
	return b.String()
}

// The value parsers: each says what is wrong; apply adds the rule.

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

// parseFloat parses a finite double.
func parseFloat(v string, bits int) (float64, error) {
	f, err := strconv.ParseFloat(v, bits)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("not a finite number")
	}
	return f, nil
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

// showDuration writes d as a Go duration, the way it is given.
func showDuration(d time.Duration) string { return d.String() }

// showFloat writes f as short as it reads back.
func showFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// Tickbox's limits: its clamp and tick cap are the Scheduler's (Make puts
// them in the Config), so -max-frame and -max-updates are shorthands for
// them.

// limitSettings holds the clamp and tick cap a spec gives, if it gives them.
type limitSettings struct {
	clamp      time.Duration
	tickCap    int
	clampSet   bool
	tickCapSet bool
}

// limitKeys are the settings of the policies that take the Scheduler's
// limits (tickbox, tickbox-snap, tickbox-steady).
func limitKeys[P interface {
	sched.Policy
	limitSettings() *limitSettings
}]() []setting {
	return []setting{
		key("clamp", "250ms", fmt.Sprintf("a duration, 0 (no clamp) to %v; -max-frame is its shorthand", sched.MaxElapsed),
			func(p P, v string) (err error) {
				l := p.limitSettings()
				l.clamp, err = parseDuration(v, 0, sched.MaxElapsed)
				l.clampSet = err == nil
				return err
			},
			func(_ P, c sched.Config) string { return showDuration(c.MaxFrame) }),
		key("tick_cap", "5", "a whole number, 0 (no tick cap) or more; -max-updates is its shorthand",
			func(p P, v string) error {
				l := p.limitSettings()
				n, err := parseInt(v, 0, math.MaxInt32)
				l.tickCap, l.tickCapSet = int(n), err == nil
				return err
			},
			func(_ P, c sched.Config) string { return strconv.Itoa(c.MaxUpdates) }),
	}
}

// config returns c with the limits l gives in force.
func (l *limitSettings) config(c sched.Config) sched.Config {
	if l.clampSet {
		c.MaxFrame = l.clamp
	}
	if l.tickCapSet {
		c.MaxUpdates = l.tickCap
	}
	return c
}
