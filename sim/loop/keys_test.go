package loop_test

import (
	"testing"

	"tickbox/sim/loop"
)

// Every key of the table maps to its own action, with Shift as bound.
func TestKeysMapToTheirActions(t *testing.T) {
	for _, b := range loop.Keys() {
		for _, k := range b.Keys {
			got, ok := loop.Lookup(k, b.Shift)
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
		want  loop.Action
	}{
		{"Space", false, loop.Jump},
		{"H", false, loop.Hitch},
		{"H", true, loop.LongHitch},
		{"L", false, loop.LoadUp},
		{"L", true, loop.LoadDown},
		{"Equal", true, loop.ScaleUp}, // "+" is Shift+= on many keyboards
		{"NumpadAdd", false, loop.ScaleUp},
		{"Minus", false, loop.ScaleDown},
		{"Digit0", false, loop.ToggleFast},
		{"N", false, loop.OneTick},
		{"Escape", false, loop.Quit},
		{"Space", true, loop.Jump}, // Shift does not matter without a Shift binding
	} {
		got, ok := loop.Lookup(tc.key, tc.shift)
		if !ok || got != tc.want {
			t.Errorf("Lookup(%q, shift=%v) = %v, %v; want %v", tc.key, tc.shift, got, ok, tc.want)
		}
	}
	if a, ok := loop.Lookup("Q", false); ok {
		t.Errorf("Lookup(Q) = %v; Q is not bound", a)
	}
}

// Every action has a key, each (key, Shift) pair is bound once, and every
// binding says what it does.
func TestKeyTableIsComplete(t *testing.T) {
	bound := map[loop.Action]bool{}
	type press struct {
		key   string
		shift bool
	}
	seen := map[press]loop.Action{}
	for _, b := range loop.Keys() {
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
	for _, a := range loop.Actions() {
		if !bound[a] {
			t.Errorf("action %v has no key", a)
		}
	}
}

func TestActionNames(t *testing.T) {
	for _, a := range loop.Actions() {
		got, err := loop.ActionByName(a.String())
		if err != nil || got != a {
			t.Errorf("ActionByName(%q) = %v, %v; want %v", a.String(), got, err, a)
		}
	}
	if _, err := loop.ActionByName("fly"); err == nil {
		t.Error(`ActionByName("fly") succeeded`)
	}
}
