package fixed_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/policy"
)

// The zero Options are the recommended loop: tickbox-steady at 60 Hz,
// limits of 250 ms and 5 ticks, ×1; and the game hears its rate.
func TestZeroOptionsAreTheRecommended(t *testing.T) {
	if _, err := policy.New(fixed.Recommended); err != nil {
		t.Fatal(err)
	}
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	f := advance(t, l, 0)
	frame, updates := l.Scheduler().Limits()
	if f.Policy != fixed.Recommended || f.Rate != 60 || f.Scale != 1 || frame != 250*time.Millisecond || updates != 5 {
		t.Fatalf("zero options: policy %s, %d Hz, ×%v, limits %v and %d; want %s, 60 Hz, ×1, 250ms and 5",
			f.Policy, f.Rate, f.Scale, frame, updates, fixed.Recommended)
	}
	if len(g.Rates) != 1 || g.Rate != 60 {
		t.Fatalf("the game was told the rates %v, want [60] before the first tick", g.Rates)
	}
}

// A bad option is an error naming it, its value and the rule.
func TestBadOptionsAreNamed(t *testing.T) {
	for _, c := range []struct {
		o    fixed.Options
		want []string
	}{
		{fixed.Options{Rate: 2000}, []string{"Options.Rate", "2000", "1000"}},
		{fixed.Options{Policy: "fast"}, []string{"Options.Policy", `"fast"`, "tickbox-steady", "package tickbox/sim/policy: import it"}},
		{fixed.Options{Policy: "godot:max_physics_steps_per_frame=0"}, []string{"Options.Policy", "max_physics_steps_per_frame=0", "greater than 0"}},
		{fixed.Options{Policy: "bevy:from_hz=59.94"}, []string{"Options.Policy", "not a whole number of Hz"}},
		{fixed.Options{Policy: "unity:fixed_delta_time=0.02"}, []string{"Options.Policy", "its step is 50 Hz and the world ticks at 60 Hz"}},
		{fixed.Options{Scale: 0.3}, []string{"Options.Scale", "0.3", "0.25"}},
		{fixed.Options{Scale: 32}, []string{"Options.Scale", "32", "16"}},
		{fixed.Options{MaxFrame: -2}, []string{"Options.MaxFrame", "-2ns", "Unlimited"}},
		{fixed.Options{MaxUpdates: -3}, []string{"Options.MaxUpdates", "-3", "Unlimited"}},
		{fixed.Options{Width: -640, Height: 480}, []string{"Options.Width -640", "Height 480", "both positive"}},
		{fixed.Options{Width: 640}, []string{"Options.Width 640", "Height 0", "both 0"}},
	} {
		_, err := fixed.New[fixedtest.Press](&fixedtest.Runner{}, c.o)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("New(%+v) = %v, want an error naming %s", c.o, err, w)
			}
		}
	}
}

// Validate refuses what New refuses of the scheduler's fields, with New's
// error, and takes the zero Options.
func TestValidateIsNews(t *testing.T) {
	if err := (&fixed.Options{}).Validate(); err != nil {
		t.Fatalf("zero options: %v", err)
	}
	for _, o := range []fixed.Options{
		{Rate: 2000}, {Policy: "fast"}, {Policy: "unity:fixed_delta_time=0.02"}, {Scale: 0.3},
		{MaxFrame: -2}, {MaxUpdates: -3}, {Width: 640},
	} {
		_, want := fixed.New[fixedtest.Press](&fixedtest.Runner{}, o)
		if err := o.Validate(); want == nil || err == nil || err.Error() != want.Error() {
			t.Errorf("Validate(%+v) = %v, want New's %v", o, err, want)
		}
	}
}

// A loop never reads TICKBOX_DEV: set for a game, wrong or on, it
// neither stops nor instruments the loop (the window's shell reads it and
// attaches the dev layer, package tickbox/sim/instrument).
func TestNoDevEnv(t *testing.T) {
	for _, v := range []string{"1", "x"} {
		t.Setenv("TICKBOX_DEV", v)
		l, err := fixed.New[fixedtest.Press](&fixedtest.Runner{}, fixed.Options{Clock: &fixed.VirtualClock{}})
		if err != nil {
			t.Fatalf("TICKBOX_DEV=%q: %v; want none", v, err)
		}
		if _, err := l.Advance(tick); err != nil || l.Latest().Ticks != 1 {
			t.Errorf("TICKBOX_DEV=%q: a frame of a tick ran %d ticks (%v)", v, l.Latest().Ticks, err)
		}
	}
}

// The loop's Options stay small: at most 12 fields, counting those of any
// struct nested in them (issue 40); each part's settings are its own
// (pacing.Config, tape.Options, instrument.DevOptions), each part's own.
func TestOptionsAreSmall(t *testing.T) {
	if n := countFields(reflect.TypeFor[fixed.Options]()); n > 12 {
		t.Errorf("fixed.Options has %d fields, nested ones counted; want at most 12", n)
	}
}

// countFields returns t's fields and those of the structs in them.
func countFields(t reflect.Type) int {
	n := 0
	for f := range t.Fields() {
		n++
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if ft.Kind() == reflect.Struct {
			n += countFields(ft)
		}
	}
	return n
}
