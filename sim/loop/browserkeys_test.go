package loop_test

import (
	"testing"

	"tickbox/sim/loop"
)

// TestBrowserKeysLookUp checks that the browser's extra keys act like the
// keys they stand in for, and take no key of the window's table.
func TestBrowserKeysLookUp(t *testing.T) {
	for _, b := range loop.BrowserKeys() {
		for _, name := range b.Keys {
			if a, ok := loop.Lookup(name, false); !ok || a != b.Action {
				t.Errorf("Lookup(%q) = %v, %v; want %v", name, a, ok, b.Action)
			}
			for _, w := range loop.Keys() {
				for _, k := range w.Keys {
					if k == name {
						t.Errorf("browser key %q is already %s's in the window's table", name, w.Label)
					}
				}
			}
		}
	}
	if len(loop.BrowserKeys()) == 0 {
		t.Error("no browser keys: F12 needs a stand-in")
	}
}
