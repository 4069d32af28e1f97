package instrument

import (
	"slices"
	"strings"
)

// Binding ties keys to an action. Keys are Ebitengine's key names
// (ebiten.Key's String: "Space", "Equal", "F4"), so that a table needs no
// Ebitengine; package tickbox/game/shell resolves them once (KeyMap).
type Binding struct {
	Label  string   // the key as F1 and the README show it: "Shift+H", "+"
	Keys   []string // key names that trigger it; any one will do
	Shift  bool     // only with Shift held
	Action Action
	Help   string // what the action does, for F1 and the README
}

// Bind returns the binding of the key labelled label to a. A label
// "Shift+X" binds X with Shift held. keys are the names of the keys that
// trigger it, if the label is not the one key's name ("Left" for
// "ArrowLeft"; "+" for "Equal" and "NumpadAdd").
func Bind(label string, a Action, help string, keys ...string) Binding {
	name, shift := strings.CutPrefix(label, "Shift+")
	if len(keys) == 0 {
		keys = []string{name}
	}
	return Binding{Label: label, Keys: keys, Shift: shift, Action: a, Help: help}
}

// KeyTable is a window's keys, in the order F1 lists them: the dev
// layer's (the function keys) and the sandbox's (letters) are two.
type KeyTable []Binding

// Lookup returns the action of the key called name, pressed with Shift
// held or not. A key with a Shift binding of its own (H, F4) needs Shift
// to match exactly; any other key ignores Shift, so that "+" works as
// Shift+Equal on keyboards where it is one.
func (t KeyTable) Lookup(name string, shift bool) (Action, bool) {
	var found *Binding // the latest that matches; a Shift binding before any other
	for i := range t {
		b := &t[i]
		if slices.Contains(b.Keys, name) && (shift || !b.Shift) && (found == nil || b.Shift || !found.Shift) {
			found = b
		}
	}
	if found == nil {
		return "", false
	}
	return found.Action, true
}

// Label returns the label of the first binding of a, "" if none binds it.
func (t KeyTable) Label(a Action) string {
	for _, b := range t {
		if b.Action == a {
			return b.Label
		}
	}
	return ""
}
