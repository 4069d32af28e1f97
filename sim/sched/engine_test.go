package sched

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// withRegistry runs f with the registry holding only engines, then puts
// back what it held: other tests of the package register the engines'
// policies.
func withRegistry(t *testing.T, engines []Engine, f func()) {
	t.Helper()
	saved := registry.engines.Load()
	registry.engines.Store(&engines)
	defer registry.engines.Store(saved)
	f()
}

// fake is an engine's policy for the registry's tests.
type fake struct{ steady Steady }

func (*fake) Name() string                { return "fake" }
func (f *fake) OwedRange() (lo, hi int64) { return f.steady.OwedRange() }
func (f *fake) Decide(d *Decision)        { f.steady.Decide(d) }
func (*fake) Step() (float64, int, bool)  { return 50, 50, true }
func newFake() Policy                     { return &fake{} }

var fakeEngine = Engine{Name: "fake", New: newFake, TakesLimits: true}

// With no engine registered, the recommended one is there alone, and
// any other name is refused, naming it and where the engines come from.
func TestOnlyTheRecommendedIsBuiltIn(t *testing.T) {
	withRegistry(t, nil, func() {
		if got := PolicyNames(); !slices.Equal(got, []string{Recommended}) {
			t.Errorf("names %v, want only %s", got, Recommended)
		}
		p, c, err := MakePolicy("tickbox-steady:clamp=100ms", DefaultConfig())
		if err != nil || p.Name() != Recommended || c.MaxFrame != 100*time.Millisecond || !TakesLimits(p) {
			t.Errorf("tickbox-steady:clamp=100ms: %v, %+v, %v", p, c, err)
		}
		_, _, err = MakePolicy("godot", DefaultConfig())
		for _, w := range []string{`"godot"`, "tickbox-steady", "tickbox/sim/policy", "policy.Register"} {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("godot unregistered: %v, want an error naming %s", err, w)
			}
		}
	})
}

// Register keeps the order it is given, places the recommended one where
// it is named, gives an engine that takes the limits their keys, and
// checks a step against the world's rate.
func TestRegister(t *testing.T) {
	withRegistry(t, nil, func() {
		Register(fakeEngine, Engine{Name: Recommended})
		if got := PolicyNames(); !slices.Equal(got, []string{"fake", Recommended}) {
			t.Errorf("names %v, want fake then %s", got, Recommended)
		}
		p, c, err := NewPolicy("fake:tick_cap=3", DefaultConfig())
		if err != nil || c.MaxUpdates != 3 || PolicySettings(p, c) != "fake:clamp=250ms:tick_cap=3" {
			t.Errorf("fake:tick_cap=3: %+v, %v", c, err)
		}
		if _, _, err := MakePolicy("fake", DefaultConfig()); err == nil || !strings.Contains(err.Error(), "its step is 50 Hz") {
			t.Errorf("a 50 Hz step at 60 Hz: %v", err)
		}
		defer func() {
			if recover() == nil {
				t.Error("registering fake twice did not panic")
			}
		}()
		Register(fakeEngine)
	})
}
