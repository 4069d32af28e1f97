package sandbox

import (
	"strings"
	"testing"

	"tickbox/sim/instrument"
)

// TestBrowserKeysLookUp checks that the browser's extra keys act like the
// keys they stand in for, and take no key of the window's table.
func TestBrowserKeysLookUp(t *testing.T) {
	for _, b := range browserKeys {
		for _, name := range b.Keys {
			if a, ok := Lookup(name, false); !ok || a != b.Action {
				t.Errorf("Lookup(%q) = %v, %v; want %v", name, a, ok, b.Action)
			}
			for _, w := range Keys() {
				for _, k := range w.Keys {
					if k == name {
						t.Errorf("browser key %q is already %s's in the window's table", name, w.Label)
					}
				}
			}
		}
	}
	if len(browserKeys) == 0 {
		t.Error("no browser keys: F12 needs a stand-in")
	}
}

// The page's key table is the window's in its order, with O's screenshot
// (a download) where F12's is, and no Esc: F1 in the browser says what
// its keys do there, and Esc does not end the page's game.
func TestPageKeys(t *testing.T) {
	var want []string
	for _, b := range Keys() {
		switch b.Action {
		case instrument.Screenshot:
			want = append(want, "O")
		case Quit:
		default:
			want = append(want, b.Label)
		}
	}
	var got []string
	for _, b := range PageKeys() {
		got = append(got, b.Label)
		if b.Action == Quit || strings.Contains(b.Help, "shots folder") {
			t.Errorf("the page's %s: %q, an action a page does not have", b.Label, b.Help)
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the page's keys: %v\nwant %v", got, want)
	}
}
