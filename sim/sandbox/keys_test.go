package sandbox_test

import (
	"testing"

	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// Every key of the table maps to its own action, with Shift as bound.
func TestKeysMapToTheirActions(t *testing.T) {
	for _, b := range sandbox.Keys() {
		for _, k := range b.Keys {
			got, ok := sandbox.Lookup(k, b.Shift)
			if !ok || got != b.Action {
				t.Errorf("Lookup(%q, shift=%v) = %v, %v; want %v", k, b.Shift, got, ok, b.Action)
			}
		}
	}
}

func TestKeyTable(t *testing.T) {
	for _, tc := range []struct {
		key   string
		shift bool
		want  sandbox.Action
	}{
		{"Space", false, sandbox.Jump},
		{"H", false, sandbox.Hitch},
		{"H", true, sandbox.LongHitch},
		{"L", false, sandbox.LoadUp},
		{"L", true, sandbox.LoadDown},
		{"Equal", true, sandbox.ScaleUp}, // "+" is Shift+= on many keyboards
		{"NumpadAdd", false, sandbox.ScaleUp},
		{"Minus", false, sandbox.ScaleDown},
		{"Digit0", false, sandbox.ToggleFast},
		{"N", false, sandbox.OneTick},
		{"Escape", false, sandbox.Quit},
		{"Space", true, sandbox.Jump}, // Shift does not matter without a Shift binding
	} {
		got, ok := sandbox.Lookup(tc.key, tc.shift)
		if !ok || got != tc.want {
			t.Errorf("Lookup(%q, shift=%v) = %v, %v; want %v", tc.key, tc.shift, got, ok, tc.want)
		}
	}
	if a, ok := sandbox.Lookup("Q", false); ok {
		t.Errorf("Lookup(Q) = %v; Q is not bound", a)
	}
}

// Every action has a key, each (key, Shift) pair is bound once, and every
// binding says what it does.
func TestKeyTableIsComplete(t *testing.T) {
	bound := map[sandbox.Action]bool{}
	type press struct {
		key   string
		shift bool
	}
	seen := map[press]sandbox.Action{}
	for _, b := range sandbox.Keys() {
		bound[b.Action] = true
		if b.Label == "" || b.Help == "" || len(b.Keys) == 0 {
			t.Errorf("binding for %v lacks a label, help or key: %+v", b.Action, b)
		}
		for _, k := range b.Keys {
			p := press{k, b.Shift}
			if prev, dup := seen[p]; dup {
				t.Errorf("%+v bound to both %v and %v", p, prev, b.Action)
			}
			seen[p] = b.Action
		}
	}
	for _, a := range sandbox.Actions() {
		if !bound[a] {
			t.Errorf("action %v has no key", a)
		}
	}
}

func TestActionNames(t *testing.T) {
	for _, a := range sandbox.Actions() {
		got, err := sandbox.ActionByName(a.String())
		if err != nil || got != a {
			t.Errorf("ActionByName(%q) = %v, %v; want %v", a.String(), got, err, a)
		}
	}
	if _, err := sandbox.ActionByName("fly"); err == nil {
		t.Error(`ActionByName("fly") succeeded`)
	}
}

// The sandbox has every action of the dev layer that any game gets
// (instrument.Action), under the same name and on a key of its own: the
// dev layer's F-keys and the sandbox's letters do the same things.
func TestDevActionsAreTheSandboxs(t *testing.T) {
	for _, a := range instrument.Actions() {
		s, err := sandbox.ActionByName(a.String())
		if err != nil {
			t.Errorf("the dev layer's %q: %v", a, err)
			continue
		}
		bound := false
		for _, b := range sandbox.Keys() {
			bound = bound || b.Action == s
		}
		if !bound {
			t.Errorf("the dev layer's %q: no key of the sandbox's binds it", a)
		}
	}
}
