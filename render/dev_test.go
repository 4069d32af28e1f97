//go:build !headless

package render_test

import (
	"strings"
	"testing"

	"tickbox/render"
)

// Paused, the dev layer's state row names the key that runs one tick as
// the picture gives it (a game's Shift+F5), not the sandbox's N, which a
// game may not bind at all.
func TestDevStateNamesTheOneTickKey(t *testing.T) {
	var text []string
	onGame(func() {
		d, err := render.NewDev(nil)
		if err != nil {
			t.Fatal(err)
		}
		p := &render.DevPicture{OneTick: "Shift+F5"}
		p.Settings.Paused = true
		text = d.DevText(p, 1280, 720)
	})
	all := strings.Join(text, "\n")
	if want := "state      PAUSED (Shift+F5: one tick)"; !strings.Contains(all, want) {
		t.Errorf("no %q in the dev layer's figures:\n%s", want, all)
	}
}
