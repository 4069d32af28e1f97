package sandbox_test

import (
	"testing"

	"tickbox/sim/sandbox"
)

// TestBrowserKeysLookUp checks that the browser's extra keys act like the
// keys they stand in for, and take no key of the window's table.
func TestBrowserKeysLookUp(t *testing.T) {
	for _, b := range sandbox.BrowserKeys() {
		for _, name := range b.Keys {
			if a, ok := sandbox.Lookup(name, false); !ok || a != b.Action {
				t.Errorf("Lookup(%q) = %v, %v; want %v", name, a, ok, b.Action)
			}
			for _, w := range sandbox.Keys() {
				for _, k := range w.Keys {
					if k == name {
						t.Errorf("browser key %q is already %s's in the window's table", name, w.Label)
					}
				}
			}
		}
	}
	if len(sandbox.BrowserKeys()) == 0 {
		t.Error("no browser keys: F12 needs a stand-in")
	}
}
