//go:build !headless

package rendertest_test

import (
	"image"
	"slices"
	"testing"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/render/rendertest"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// What a canvas holds reads back as it was written: its text, the
// characters beyond ASCII and a rune the font lacks ('?') included, with
// a space for each column nothing is drawn in; where its glyphs and shapes
// go; and the colour of the last character.
func TestReadBack(t *testing.T) {
	var text []string
	var glyphs []image.Rectangle
	var shapes []rendertest.Shape
	var last render.Colour
	var f *render.Font
	gametest.Do(func() {
		var err error
		if f, err = render.NewFont(gomono.TTF, 15); err != nil {
			t.Fatal(err)
		}
		c := render.NewCanvas(f)
		c.Label(0, 0, "tick 5  ×½ µs —…≥", render.ColText)
		c.Label(2*f.Advance, 30, "a ☃ b!", render.ColWarn)
		c.Rect(3, 4, 10, 20, render.ColPanel)
		text = rendertest.Text(&c, 0)
		glyphs = rendertest.Glyphs(&c, render.PictureLayer)
		shapes = rendertest.Shapes(&c, render.PictureLayer)
		last = rendertest.LastGlyphColour(&c)
	})
	if want := []string{"tick 5  ×½ µs —…≥", "  a ? b!"}; !slices.Equal(text, want) {
		t.Errorf("read back %q, want %q", text, want)
	}
	if len(glyphs) != 16 || glyphs[0] != image.Rect(0, 0, f.Advance, f.Height) {
		t.Errorf("%d glyphs, the first at %v; want 16, the first at (0, 0) one character in size", len(glyphs), glyphs[0])
	}
	if want := []rendertest.Shape{{image.Rect(3, 4, 13, 24), render.ColPanel}}; !slices.Equal(shapes, want) {
		t.Errorf("shapes %v, want %v", shapes, want)
	}
	if last != render.ColWarn {
		t.Errorf("last character in %v, want %v", last, render.ColWarn)
	}
}
