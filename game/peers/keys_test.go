//go:build !headless

package peers

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/assets"
	"tickbox/game/shell"
	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// The help line names every key of the window's table (a Shift binding
// by its key and "Shift"), and every key of the player's, so that no key
// goes unshown.
func TestTheHelpLineNamesEveryKey(t *testing.T) {
	for _, k := range keys {
		name, shift := strings.CutPrefix(k.Label, "Shift+")
		if !strings.Contains(HelpLine, name) || shift && !strings.Contains(HelpLine, "Shift") {
			t.Errorf("the help line %q does not name %s (%s)", HelpLine, k.Label, k.Help)
		}
	}
	for _, name := range playKeyNames() {
		if !strings.Contains(HelpLine, name) {
			t.Errorf("the help line %q does not name %s", HelpLine, name)
		}
	}
}

// The help line fits the screen, from its left margin (12 pixels), so
// that its last key is not cut off.
func TestTheHelpLineFits(t *testing.T) {
	var f *render.Font
	var err error
	gametest.Do(func() { f, err = render.NewFont(assets.MonoTTF, FontSize) }) // it draws text
	if err != nil {
		t.Fatal(err)
	}
	w, _ := screenSize()
	if end := 12 + utf8.RuneCountInString(HelpLine)*f.Advance; end > w {
		t.Errorf("the help line ends at %d pixels on a screen %d wide: %q", end, w, HelpLine)
	}
}

// F1 lists every key: the window's table, the player's keys and Esc.
func TestF1ListsEveryKey(t *testing.T) {
	var labels strings.Builder
	for _, k := range helpKeys {
		labels.WriteString(k.Label + " | ")
	}
	for _, k := range keys {
		if !strings.Contains(labels.String(), k.Label+" | ") {
			t.Errorf("F1 (%s) does not list %s (%s)", labels.String(), k.Label, k.Help)
		}
	}
	for _, name := range append(playKeyNames(), "Esc") {
		if !strings.Contains(labels.String(), name) {
			t.Errorf("F1 (%s) does not list %s", labels.String(), name)
		}
	}
}

// A key means one thing across windows: every key the window binds that
// the sandbox's window binds too, with Shift or not, does the same
// action there.
func TestKeysMeanWhatTheyMeanInTheSandbox(t *testing.T) {
	shared := 0
	for _, k := range keys {
		for _, name := range k.Keys {
			a, ok := sandbox.Keys().Lookup(name, k.Shift)
			if !ok {
				continue
			}
			shared++
			if a != k.Action {
				t.Errorf("%s (%s) is %q here and %q in the sandbox", k.Label, name, k.Action, a)
			}
		}
	}
	if shared == 0 {
		t.Errorf("no key shared with the sandbox; want its -, +, P, Backspace and F1")
	}
	if _, ok := sandbox.Keys().Lookup("Backspace", false); !ok || keys.Label(restart) != "Backspace" {
		t.Errorf("restart is %q here; want the sandbox's reset key, Backspace", keys.Label(restart))
	}
}

// playKeyNames are the player's keys as the help writes them.
func playKeyNames() []string {
	names := map[string]string{"ArrowLeft": "←", "ArrowRight": "→"}
	var out []string
	for _, k := range playKeys {
		name := k.Key.String()
		if n, ok := names[name]; ok {
			name = n
		}
		out = append(out, name)
	}
	return out
}

// Every key name of the window's table is a key Ebitengine knows, and
// pressing that key alone, with Shift as bound, does the binding's action
// and nothing else: no two names are one key.
func TestKeyTableResolves(t *testing.T) {
	m, err := shell.NewKeyMap(keys)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range keys {
		for _, k := range b.Keys {
			var key ebiten.Key
			if err := key.UnmarshalText([]byte(k)); err != nil {
				t.Fatalf("%q: %v", k, err)
			}
			got := m.Pressed(nil, func(p ebiten.Key) bool { return p == key }, b.Shift)
			if !slices.Equal(got, []instrument.Action{b.Action}) {
				t.Errorf("%s (%q) does %v, want %v", b.Label, k, got, b.Action)
			}
		}
	}
}
