//go:build !headless

package view

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// F1's panel draws every character of every key's help, the title's too,
// inside the panel, and the panel inside the screen, on the sandbox's
// smallest window (640×400) and others, and on the small screens a dev
// layer may draw over (a game's own logical size); help too long for a
// line wraps, and no text runs into the next column. C's help once ran
// about 140 px past the panel's right edge at 640×400 (a fixed column of
// 560 px, its text never measured).
func TestHelpStaysInItsPanel(t *testing.T) {
	s := newScene(t, nil)
	long := instrument.Binding{Label: "Shift+F12", Help: strings.Repeat("a help much longer than any line of the panel ", 4)}
	tables := map[string]instrument.KeyTable{
		"the sandbox's":          sandbox.Keys(),
		"with a long help":       append(sandbox.Keys()[:3:3], long),
		"with a word for a line": {{Label: "X", Help: strings.Repeat("x", 200)}},
	}
	var screens [][2]int
	for _, win := range [][2]int{{640, 400}, {800, 900}, {1280, 720}} {
		w, h := Fit(win[0], win[1])
		screens = append(screens, [2]int{w, h})
	}
	screens = append(screens, [2]int{320, 240}, [2]int{640, 480}, [2]int{1199, 700})
	for name, keys := range tables {
		title := "KEYS every key changes something you can see; a key that steps through values wraps round; F1 closes"
		want := len([]rune(strings.ReplaceAll(title, " ", "")))
		for _, k := range keys {
			want += len([]rune(strings.ReplaceAll(k.Label+k.Help, " ", "")))
		}
		for _, sc := range screens {
			var glyphs []image.Rectangle
			var panel image.Rectangle
			onGame(func() { glyphs, panel = s.r.helpGlyphs(keys, sc[0], sc[1]) })
			where := fmt.Sprintf("%s keys on %d×%d", name, sc[0], sc[1])
			if !panel.In(image.Rect(0, 0, sc[0], sc[1])) {
				t.Errorf("%s: the panel %v is not inside the screen", where, panel)
			}
			if len(glyphs) != want {
				t.Errorf("%s: %d characters drawn: want all %d", where, len(glyphs), want)
			}
			for i, g := range glyphs {
				if !g.In(panel) {
					t.Errorf("%s: a character at %v is outside the panel %v", where, g, panel)
					break
				}
				if j := overlaps(glyphs, i); j >= 0 {
					t.Errorf("%s: characters at %v and %v overlap: text ran into the next column", where, g, glyphs[j])
					break
				}
			}
		}
	}
}

// overlaps returns the index of a glyph after i on its row that overlaps
// glyph i, or -1.
func overlaps(glyphs []image.Rectangle, i int) int {
	for j := i + 1; j < len(glyphs); j++ {
		if glyphs[j].Min.Y == glyphs[i].Min.Y && glyphs[j].Overlaps(glyphs[i]) {
			return j
		}
	}
	return -1
}
