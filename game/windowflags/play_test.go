package windowflags_test

import (
	"errors"
	"flag"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"tickbox/game/windowflags"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

func TestParseFlags(t *testing.T) {
	o, err := windowflags.ParsePlay([]string{"-tps", "120", "-fps-cap", "144", "-mode", "newest", "-scale", "0.25",
		"-balls", "100000", "-seed", "9", "-limits=false", "-max-frame", "100ms", "-max-updates", "3",
		"-width", "640", "-height", "360", "-pause-unfocused", "-log", "-shots", "/tmp/x",
		"-jitter", "-load", "5ms", "-crowd", "cpu"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	l := o.Loop
	got := []any{l.World.Rate, l.FPSCap, l.Mode, l.Scale, l.World.Balls, l.World.Seed, l.Limits,
		l.MaxFrame, l.MaxUpdates, o.Width, o.Height, l.PauseUnfocused, o.Log, o.ShotsDir, l.Jitter, l.Load, o.Crowd}
	want := []any{120, 144, sandbox.Newest, 0.25, 100000, uint64(9), false,
		100 * time.Millisecond, 3, 640, 360, true, true, "/tmp/x", true, 5 * time.Millisecond, "cpu"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("field %d = %v, want %v", i, got[i], want[i])
		}
	}
	// 0 means none, as in the lab: no clamp, no tick cap.
	z, err := windowflags.ParsePlay([]string{"-max-frame", "0", "-max-updates", "0"}, io.Discard)
	if err != nil || z.Loop.MaxFrame != fixed.Unlimited || z.Loop.MaxUpdates != fixed.Unlimited {
		t.Errorf("-max-frame 0 -max-updates 0: %v, %v, %v; want both accepted as none", z.Loop.MaxFrame, z.Loop.MaxUpdates, err)
	}
	d, err := windowflags.ParsePlay(nil, io.Discard)
	if err != nil || d.Loop != sandbox.DefaultOptions() || d.Width != 1280 || d.ShotsDir != "shots" || d.Crowd != "auto" {
		t.Errorf("defaults: %+v, %v", d, err)
	}
}

// A bad value is an error that names the value.
func TestParseFlagsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // in the error
	}{
		{[]string{"-tps", "0"}, "-tps 0: the tick rate must be 1 to 1000 Hz"},
		{[]string{"-rate", "5000"}, "-rate 5000: the tick rate must be 1 to 1000 Hz"},
		{[]string{"-fps-cap", "fast"}, `invalid value "fast" for flag -fps-cap: the fps cap must be vsync or 1 to 1000 fps`},
		{[]string{"-cap", "0"}, `invalid value "0" for flag -cap: the fps cap`},
		{[]string{"-mode", "smooth"}, `mode "smooth"`},
		{[]string{"-crowd", "fast"}, `invalid value "fast" for flag -crowd: the crowd must be drawn auto, gpu or cpu`},
		{[]string{"-scale", "0.3"}, `"0.3" for flag -scale: the time scale must be`},
		{[]string{"-scale", "32"}, `"32" for flag -scale`},
		{[]string{"-balls", "-1"}, "-balls -1"},
		{[]string{"-balls", "2000000"}, "-balls 2000000"},
		{[]string{"-width", "10"}, "-width 10"},
		{[]string{"-max-frame", "-1s"}, "-max-frame -1s: the clamp must be 0 (none) to 24h0m0s"},
		{[]string{"-max-updates", "-1"}, "-max-updates -1: the tick cap must be 0 (none) or more"},
		{[]string{"-load", "2s"}, "-load 2s: the real time a tick costs must be 0 to 1s"},
		{[]string{"-refresh", "5"}, "-refresh 5: the display's refresh rate must be 0 (measure it) or 10 to 1000 Hz"},
		{[]string{"-shots", ""}, "-shots"},
		{[]string{"extra"}, `"extra"`},
		{[]string{"-nope"}, "nope"},
	} {
		var printed strings.Builder
		_, err := windowflags.ParsePlay(tc.args, &printed)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
		if printed.Len() > 0 { // the caller prints the error, once
			t.Errorf("ParseFlags(%q) printed %q, want nothing", tc.args, printed.String())
		}
	}
	var help strings.Builder
	if _, err := windowflags.ParsePlay([]string{"-h"}, &help); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h gave %v, want flag.ErrHelp", err)
	}
	for _, name := range []string{"-tps", "-rate", "-max-frame", "-max-updates", "-limits", "-fps-cap", "-cap", "-mode",
		"-scale", "-balls", "-seed", "-width", "-height", "-pause-unfocused", "-log", "-shots", "-jitter", "-load", "-crowd"} {
		if !strings.Contains(help.String(), "  "+name+" ") && !strings.Contains(help.String(), "  "+name+"\n") {
			t.Errorf("-h does not document %s", name)
		}
	}
}

// Every play flag that takes a number, given something that is not one,
// names what a value looks like and its rule, the one its range check
// gives: read from -h, so a new flag is checked too.
func TestNumberFlagsNameTheirRule(t *testing.T) {
	var help strings.Builder
	windowflags.ParsePlay([]string{"-h"}, &help)
	numbers := 0
	for _, m := range regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`).FindAllStringSubmatch(help.String(), -1) {
		_, err := windowflags.ParsePlay([]string{"-" + m[1] + "=abc"}, io.Discard)
		prefix := `invalid value "abc" for flag -` + m[1] + ": "
		if err == nil || !strings.HasPrefix(err.Error(), prefix) {
			continue // not a number: a name, a file or a switch
		}
		numbers++
		if why := strings.TrimPrefix(err.Error(), prefix); !strings.Contains(why, "must be") {
			t.Errorf("-%s=abc: %q: want the rule", m[1], why)
		}
	}
	if numbers < 12 {
		t.Errorf("only %d number flags seen in -h: the test no longer reads them", numbers)
	}
	// The same rule as the range check's.
	for _, args := range [][]string{{"-tps=abc", "-tps=0"}, {"-width=x", "-width=1"}, {"-load=x", "-load=2s"}} {
		_, bad := windowflags.ParsePlay(args[:1], io.Discard)
		_, out := windowflags.ParsePlay(args[1:], io.Discard)
		_, rule, _ := strings.Cut(out.Error(), ": ")
		if !strings.HasSuffix(bad.Error(), "; "+rule) {
			t.Errorf("%s: %v; %s: %v: want the same rule", args[0], bad, args[1], out)
		}
	}
}

// -snap and -refresh start the frame-time filter; a refresh rate out of
// range is an error that names it.
func TestParseSnapFlags(t *testing.T) {
	o, err := windowflags.ParsePlay([]string{"-snap", "-refresh", "59.94"}, io.Discard)
	if err != nil || !o.Loop.Snap.On || o.Loop.Snap.Refresh != 59.94 {
		t.Errorf("-snap -refresh 59.94: snap %v, refresh %v, %v", o.Loop.Snap.On, o.Loop.Snap.Refresh, err)
	}
	for _, v := range []string{"5", "1001", "-60", "NaN"} {
		_, err := windowflags.ParsePlay([]string{"-refresh", v}, io.Discard)
		if err == nil || !strings.HasPrefix(err.Error(), "-refresh "+v+": ") {
			t.Errorf("-refresh %s: %v, want an error naming the refresh rate", v, err)
		}
	}
	var help strings.Builder
	_, _ = windowflags.ParsePlay([]string{"-h"}, &help)
	for _, name := range []string{"-snap", "-refresh"} {
		if !strings.Contains(help.String(), name) {
			t.Errorf("-h does not document %s", name)
		}
	}
}

// The window refuses -max-frame and -max-updates with a -policy that keeps
// its engine's own limits, as the lab does, naming both flags, the policy
// and its limits; Tickbox's policies take them.
func TestParseFlagsRefusesLimitsAnEngineKeeps(t *testing.T) {
	for _, e := range policy.All() {
		p, _ := policy.New(e.Name)
		args := []string{"-policy", e.Name, "-tps", "120", "-max-updates", "3"}
		o, err := windowflags.ParsePlay(args, io.Discard)
		if sched.TakesLimits(p) {
			if err != nil || o.Loop.MaxUpdates != 3 {
				t.Errorf("%v: %v (tick cap %d): want the tick cap 3 taken", args, err, o.Loop.MaxUpdates)
			}
			continue
		}
		own := string(instrument.AppendLimits(nil, instrument.LimitsOf(p, sched.Config{Rate: 120})))
		if err == nil || !strings.Contains(err.Error(), "-max-updates 3 with -policy "+e.Name) || !strings.Contains(err.Error(), "at 120 Hz: "+own) {
			t.Errorf("%v: %v; want it refused, naming both flags and %s's own limits %q", args, err, e.Name, own)
		}
	}
	if _, err := windowflags.ParsePlay([]string{"-policy", "godot", "-max-frame", "1s"}, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "-max-frame 1s with -policy godot") {
		t.Errorf("-policy godot -max-frame 1s: %v; want it refused, naming both", err)
	}
}
