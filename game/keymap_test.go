//go:build !headless

package game

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/instrument"
)

// Every key name of the window's table and the dev layer's (the peers'
// window's: package peers) is a key
// Ebitengine knows, and pressing that key alone, with Shift as bound,
// does the binding's action and nothing else: no two names are one key.
func TestKeyTablesResolve(t *testing.T) {
	for name, table := range map[string]instrument.KeyTable{"the window's": bindings(), "the dev layer's": shell.DevKeys()} {
		m, err := shell.NewKeyMap(table)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, b := range table {
			for _, k := range b.Keys {
				var key ebiten.Key
				if err := key.UnmarshalText([]byte(k)); err != nil {
					t.Fatalf("%s: %q: %v", name, k, err)
				}
				got := m.Pressed(nil, func(p ebiten.Key) bool { return p == key }, b.Shift)
				if !slices.Equal(got, []instrument.Action{b.Action}) {
					t.Errorf("%s: %s (%q) does %v, want %v", name, b.Label, k, got, b.Action)
				}
			}
		}
	}
	if _, err := shell.NewKeyMap(instrument.KeyTable{instrument.Bind("?", "x", "x", "NoSuchKey")}); err == nil {
		t.Error("NewKeyMap accepted a key Ebitengine does not know")
	}
}
