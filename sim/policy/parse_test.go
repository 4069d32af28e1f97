package policy_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Every setting a policy takes is parsed as its engine takes it, and a
// value the engine (or Tickbox's scheduler) refuses is an error naming
// the policy, the setting, the value and the rule.
func TestSettingsRefused(t *testing.T) {
	for spec, want := range map[string]string{
		"godot:max_physics_steps_per_frame=0":                         "max_physics_steps_per_frame=0: out of range",
		"godot:max_physics_steps_per_frame=4.5":                       "not a whole number",
		"godot:physics_jitter_fix=1.5":                                "above 1",
		"godot:physics_jitter_fix=NaN":                                "not a finite number",
		"godot:fixed_fps=0":                                           "1.0 / 0",
		"godot:fixed_fps=-2":                                          "out of range",
		"godot:nope=1":                                                `godot has no setting "nope": it takes max_physics_steps_per_frame, physics_jitter_fix, fixed_fps, physics_ticks_per_second`,
		"godot:fixed_fps":                                             "must be key=value",
		"godot:fixed_fps=60:fixed_fps=30":                             "fixed_fps is set twice",
		"bevy:max_delta=0s":                                           `tried to set max delta to zero`,
		"bevy:relative_speed=-1":                                      "tried to go back in time",
		"bevy:relative_speed=17":                                      "out of range",
		"bevy:from_hz=0":                                              "Tickbox runs steps of 1 to 1000 Hz",
		"bevy:from_hz=60:timestep=10ms":                               "give one or the other",
		"bevy:timestep=10ms:from_hz=60":                               "give one or the other",
		"monogame:target_elapsed_time=0":                              "out of range",
		"monogame:target_elapsed_time=150ns":                          "not a whole number of 100 ns ticks",
		"monogame:target_elapsed_time=166667:max_elapsed_time=100000": "can not be larger than MaxElapsedTime",
		"monogame:max_elapsed_time=100000":                            "must be at least TargetElapsedTime",
		"unity:fixed_delta_time=0":                                    "out of range",
		"unity:maximum_delta_time=-1":                                 "out of range",
		"ebitengine:tps=0":                                            "out of range",
		"ebitengine:tps=-2":                                           "out of range",
		"tickbox:clamp=-1s":                                           "out of range",
		"tickbox:tick_cap=x":                                          "not a whole number",
		"tickbox-snap:refresh=5":                                      "out of range",
		"textbook:tick_cap=5":                                         `textbook has no setting "tick_cap": it takes clamp`,
		"unity-ish":                                                   `policy "unity-ish": must be one of`,
	} {
		_, err := policy.New(spec)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), strings.Split(spec, ":")[0]) {
			t.Errorf("New(%q) = %v, want an error naming it and saying %q", spec, err, want)
		}
	}
}

// Where a world ticks, a step the settings give must be the world's rate,
// as the engine rounds a whole rate; any other is refused with the reason,
// never rounded. tickbox policies (ForFrames) runs it, at the whole rate
// below it.
func TestStepWhereAWorldTicks(t *testing.T) {
	for _, c := range []struct {
		spec   string
		rate   int
		refuse string // "" for taken
		frames int    // ForFrames' Scheduler rate
	}{
		{"bevy:from_hz=60", 60, "", 60},
		{"bevy:timestep=15625us", 64, "", 64}, // Time<Fixed>'s default is from_hz(64)
		{"bevy:timestep=16666666ns", 60, "", 60},
		{"bevy:timestep=16666668ns", 60, "not a whole number of Hz", 59},
		{"bevy:from_hz=59.94", 60, "16.68335ms (59.94 Hz) is not a whole number of Hz", 59},
		{"bevy:from_hz=50", 60, "its step is 50 Hz and the world ticks at 60 Hz", 50},
		{"monogame:target_elapsed_time=166666", 60, "", 60},
		{"monogame:target_elapsed_time=166667", 60, "", 60},
		{"monogame:target_elapsed_time=166668", 60, "not a whole number", 59},
		{"unity:fixed_delta_time=0.02", 50, "", 50},
		{"unity:fixed_delta_time=0.0166", 60, "not a whole number", 60},
		{"godot:physics_ticks_per_second=120", 60, "its step is 120 Hz", 120},
		{"ebitengine:tps=sync", 60, "", 60},
		// A whole rate N is a step within the engine's unit of 1/N s:
		// 1,000,001 ns is 1000 Hz's bound exactly, not within it.
		{"bevy:timestep=1000001ns", 1000, "not a whole number", 999},
		{"monogame:target_elapsed_time=10001", 1000, "not a whole number", 999},
		{"ebitengine:tps=30", 30, "", 30},
	} {
		_, _, err := policy.Make(c.spec, sched.Config{Rate: c.rate})
		if (c.refuse == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.refuse) {
			t.Errorf("Make(%q) at %d Hz: %v, want %q", c.spec, c.rate, err, c.refuse)
		}
		_, fc, _, err := policy.ForFrames(c.spec, sched.Config{Rate: c.rate})
		if err != nil || fc.Rate != c.frames {
			t.Errorf("ForFrames(%q): rate %d, %v; want %d", c.spec, fc.Rate, err, c.frames)
		}
	}
}

// Tickbox's clamp and tick cap are the Scheduler's: Make puts them in the
// Config (that -max-frame/-max-updates, their shorthands, may not be given
// with them is sandbox.CheckLimitFlags', tested there).
func TestTickboxSettings(t *testing.T) {
	p, c, err := policy.Make("tickbox-steady:clamp=100ms:tick_cap=3", sched.DefaultConfig())
	if err != nil || c.MaxFrame != 100*time.Millisecond || c.MaxUpdates != 3 {
		t.Fatalf("Make: %+v, %v", c, err)
	}
	if got := policy.Settings(p, c); got != "tickbox-steady:clamp=100ms:tick_cap=3:owed_limit=50ms" {
		t.Errorf("Settings = %q", got)
	}
	if _, c, _ := policy.Make("tickbox", sched.DefaultConfig()); c != sched.DefaultConfig() {
		t.Errorf("tickbox without settings changed the config: %+v", c)
	}
}

// Settings shows every key's value in force, the defaults included.
func TestSettingsShowsTheValuesInForce(t *testing.T) {
	for spec, want := range map[string]string{
		"godot:max_physics_steps_per_frame=4": "godot:max_physics_steps_per_frame=4:physics_jitter_fix=0.5:fixed_fps=-1:physics_ticks_per_second=60",
		"godot:physics_jitter_fix=-3":         "godot:max_physics_steps_per_frame=8:physics_jitter_fix=0:fixed_fps=-1:physics_ticks_per_second=60",
		"bevy:max_delta=100ms":                "bevy:max_delta=100ms:relative_speed=1:from_hz=60:timestep=16.666667ms",
		"monogame":                            "monogame:target_elapsed_time=166667:max_elapsed_time=500ms",
		"unity:maximum_delta_time=0.1":        "unity:fixed_delta_time=0.016666668:maximum_delta_time=0.1",
		"ebitengine-ui:tps=sync":              "ebitengine-ui:tps=sync",
		"unity":                               "unity:fixed_delta_time=0.016666668:maximum_delta_time=0.3333333 (exactly 1/3 s)",
	} {
		p, c, err := policy.Make(spec, sched.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if got := policy.Settings(p, c); got != want {
			t.Errorf("Settings(%q) = %q, want %q", spec, got, want)
		}
	}
}

// The limits the overlay and run's header show follow the settings.
func TestLimitsFollowTheSettings(t *testing.T) {
	for spec, want := range map[string]string{
		"godot:max_physics_steps_per_frame=4": "no clamp, tick cap 4",
		"godot:fixed_fps=60":                  "no clamp, no tick cap",
		"bevy:max_delta=100ms":                "clamp 100 ms, no tick cap",
		"monogame:max_elapsed_time=100ms":     "owed at most 100 ms, no tick cap",
		"unity:maximum_delta_time=0.1":        "clamp 100 ms, no tick cap",
		"textbook:clamp=0":                    "no clamp, no tick cap",
		"ebitengine:tps=sync":                 "no clamp, no tick cap",
		"tickbox-steady:owed_limit=50ms":      "clamp 250 ms, owed at most 50 ms, no tick cap",
	} {
		p, c, _ := policy.Make(spec, sched.DefaultConfig())
		if got := string(instrument.AppendLimits(nil, instrument.LimitsOf(p, c))); got != want {
			t.Errorf("%s: limits %q, want %q", spec, got, want)
		}
	}
}
