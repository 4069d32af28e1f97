package sandbox

import (
	"testing"

	"tickbox/sim/instrument"
)

// Every key of the table maps to its own action, with Shift as bound.
func TestKeysMapToTheirActions(t *testing.T) {
	for _, b := range Keys() {
		for _, k := range b.Keys {
			got, ok := Lookup(k, b.Shift)
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
		want  instrument.Action
	}{
		{"Space", false, Jump},
		{"H", false, instrument.Hitch},
		{"H", true, instrument.LongHitch},
		{"L", false, instrument.LoadUp},
		{"L", true, instrument.LoadDown},
		{"Equal", true, instrument.ScaleUp}, // "+" is Shift+= on many keyboards
		{"NumpadAdd", false, instrument.ScaleUp},
		{"Minus", false, instrument.ScaleDown},
		{"Digit0", false, ToggleFast},
		{"N", false, instrument.OneTick},
		{"Escape", false, Quit},
		{"Space", true, Jump}, // Shift does not matter without a Shift binding
	} {
		got, ok := Lookup(tc.key, tc.shift)
		if !ok || got != tc.want {
			t.Errorf("Lookup(%q, shift=%v) = %v, %v; want %v", tc.key, tc.shift, got, ok, tc.want)
		}
	}
	if a, ok := Lookup("Q", false); ok {
		t.Errorf("Lookup(Q) = %v; Q is not bound", a)
	}
}

// Every action of the loop's has a key, no action has two, each (key,
// Shift) pair is bound once, and every binding says what it does: the
// sandbox does every action any game's dev layer does, on a key of its own.
func TestKeyTableIsComplete(t *testing.T) {
	bound := map[instrument.Action]bool{}
	type press struct {
		key   string
		shift bool
	}
	seen := map[press]instrument.Action{}
	for _, b := range Keys() {
		if bound[b.Action] {
			t.Errorf("%v has two keys", b.Action)
		}
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
	for _, a := range instrument.Actions() {
		if !bound[a] {
			t.Errorf("the loop's action %v has no key", a)
		}
	}
}

func TestActionNames(t *testing.T) {
	for _, a := range actions() {
		got, err := ActionByName(string(a))
		if err != nil || got != a {
			t.Errorf("ActionByName(%q) = %v, %v; want %v", a, got, err, a)
		}
	}
	if _, err := ActionByName("fly"); err == nil {
		t.Error(`ActionByName("fly") succeeded`)
	}
}
