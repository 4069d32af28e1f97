//go:build !headless

package peers_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"tickbox/assets"
	"tickbox/game/peers"
	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/sim/sandbox"
)

// The help line names every key of the window's table (a Shift binding
// by its key and "Shift"), and every key of the player's, so that no key
// goes unshown.
func TestTheHelpLineNamesEveryKey(t *testing.T) {
	for _, k := range peers.Keys() {
		name, shift := strings.CutPrefix(k.Label, "Shift+")
		if !strings.Contains(peers.HelpLine, name) || shift && !strings.Contains(peers.HelpLine, "Shift") {
			t.Errorf("the help line %q does not name %s (%s)", peers.HelpLine, k.Label, k.Help)
		}
	}
	for _, name := range playKeyNames() {
		if !strings.Contains(peers.HelpLine, name) {
			t.Errorf("the help line %q does not name %s", peers.HelpLine, name)
		}
	}
}

// The help line fits the screen, from its left margin (12 pixels), so
// that its last key is not cut off.
func TestTheHelpLineFits(t *testing.T) {
	var f *render.Font
	var err error
	gametest.Do(func() { f, err = render.NewFont(assets.MonoTTF, peers.FontSize) }) // it draws text
	if err != nil {
		t.Fatal(err)
	}
	w, _ := peers.ScreenSize()
	if end := 12 + utf8.RuneCountInString(peers.HelpLine)*f.Advance; end > w {
		t.Errorf("the help line ends at %d pixels on a screen %d wide: %q", end, w, peers.HelpLine)
	}
}

// F1 lists every key: the window's table, the player's keys and Esc.
func TestF1ListsEveryKey(t *testing.T) {
	var labels strings.Builder
	for _, k := range peers.HelpKeys() {
		labels.WriteString(k.Label + " | ")
	}
	for _, k := range peers.Keys() {
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
	for _, k := range peers.Keys() {
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
	if _, ok := sandbox.Keys().Lookup("Backspace", false); !ok || peers.Keys().Label(peers.Restart) != "Backspace" {
		t.Errorf("restart is %q here; want the sandbox's reset key, Backspace", peers.Keys().Label(peers.Restart))
	}
}

// playKeyNames are the player's keys as the help writes them.
func playKeyNames() []string {
	names := map[string]string{"ArrowLeft": "←", "ArrowRight": "→"}
	var out []string
	for _, k := range peers.PlayKeys() {
		name := k.Key.String()
		if n, ok := names[name]; ok {
			name = n
		}
		out = append(out, name)
	}
	return out
}
