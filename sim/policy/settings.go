package policy

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
// the engine does (a double for Bevy's Hz, TimeSpan ticks for MonoGame, a
// float for Unity's seconds). The one parser is sched's (setting.go):
// every place a policy is named (-policy, the sandbox's policy,
// fixed.Options.Policy, the browser's query) goes through it; this file
// holds -h's list of the settings and the parsers of values sched has none
// for.

// Help lists each policy's settings, key, default and range, for -h.
func Help() string {
	var b strings.Builder
	all := All()
	for i, e := range all {
		if len(e.Settings) == 0 {
			continue
		}
		if prev := all[max(i-1, 0)]; i > 0 && len(prev.Settings) > 0 && &prev.Settings[0] == &e.Settings[0] {
			fmt.Fprintf(&b, "  %s: as %s\n", e.Name, prev.Name)
			continue
		}
		fmt.Fprintf(&b, "  %s:\n", e.Name)
		for _, s := range e.Settings {
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
