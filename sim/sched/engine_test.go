package sched

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// withRegistry runs f with the registry as a program starts with it (the
// recommended engine alone), then puts back what it held: other tests of
// the package register the engines' policies.
func withRegistry(t *testing.T, f func()) {
	t.Helper()
	saved, placed := registry.engines.Load(), registry.placed
	registry.engines.Store(&[]Engine{steadyEngine})
	registry.placed = false
	defer func() { registry.engines.Store(saved); registry.placed = placed }()
	f()
}

// fake is an engine's policy for the registry's tests.
type fake struct{ steady Steady }

func (*fake) Name() string                { return "fake" }
func (f *fake) OwedRange() (lo, hi int64) { return f.steady.OwedRange() }
func (f *fake) Decide(d *Decision)        { f.steady.Decide(d) }
func newFake() Policy                     { return &fake{} }

var fakeEngine = Engine{Name: "fake", New: newFake, TakesLimits: true, Configure: fakeConfigure}

// fakeConfigure is the fake engine's parser: it takes tick_cap=N alone.
func fakeConfigure(_ Policy, c *Config, spec, settings string) error {
	n, err := strconv.Atoi(strings.TrimPrefix(settings, "tick_cap="))
	if err != nil || !strings.HasPrefix(settings, "tick_cap=") {
		return fmt.Errorf("policy %q: want tick_cap=N", spec)
	}
	c.MaxUpdates = n
	return nil
}

// With no engine registered, the recommended one is there alone, and
// any other name is refused, naming it and where the engines come from.
func TestOnlyTheRecommendedIsBuiltIn(t *testing.T) {
	withRegistry(t, func() {
		if got := PolicyNames(); !slices.Equal(got, []string{Recommended}) {
			t.Errorf("names %v, want only %s", got, Recommended)
		}
		p, c, err := NewPolicy(Recommended, DefaultConfig())
		if err != nil || p.Name() != Recommended || c != DefaultConfig() || !TakesLimits(p) {
			t.Errorf("tickbox-steady: %v, %+v, %v", p, c, err)
		}
		// Its settings are parsed once package policy gives it a parser.
		_, _, err = NewPolicy("tickbox-steady:clamp=100ms", DefaultConfig())
		for _, w := range []string{`"tickbox-steady:clamp=100ms"`, "tickbox/sim/policy", "policy.Register"} {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("tickbox-steady:clamp=100ms with no parser: %v, want an error naming %s", err, w)
			}
		}
		_, _, err = NewPolicy("godot", DefaultConfig())
		for _, w := range []string{`"godot"`, "tickbox-steady", "tickbox/sim/policy", "policy.Register"} {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("godot unregistered: %v, want an error naming %s", err, w)
			}
		}
	})
}

// Register keeps the order it is given, places the recommended one where
// it is named, with the parser given it; NewPolicy hands an engine's
// parser the settings after its name (package policy's parser, which
// also checks a step against the world's rate, is tested there).
func TestRegister(t *testing.T) {
	withRegistry(t, func() {
		Register(fakeEngine, Engine{Name: Recommended, Configure: fakeConfigure})
		if got := PolicyNames(); !slices.Equal(got, []string{"fake", Recommended}) {
			t.Errorf("names %v, want fake then %s", got, Recommended)
		}
		for _, name := range []string{"fake", Recommended} {
			p, c, err := NewPolicy(name+":tick_cap=3", DefaultConfig())
			if err != nil || p.Name() != name || c.MaxUpdates != 3 {
				t.Errorf("%s:tick_cap=3: %+v, %v", name, c, err)
			}
			if _, _, err := NewPolicy(name+":clamp=1ms", DefaultConfig()); err == nil || !strings.Contains(err.Error(), "want tick_cap=N") {
				t.Errorf("%s:clamp=1ms: %v, want the parser's error", name, err)
			}
		}
		defer func() {
			if recover() == nil {
				t.Error("registering fake twice did not panic")
			}
		}()
		Register(fakeEngine)
	})
}
