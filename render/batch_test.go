//go:build !headless

package render_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/render"
)

// A translucent shape is drawn as Ebitengine draws its straight-alpha
// colour: the batch's vertices hold it premultiplied and tell Ebitengine
// so, which must not darken it by alpha a second time.
func TestTranslucentShapeAsEbitengineDrawsIt(t *testing.T) {
	f := newFont(t)
	onGame(func() {
		c := render.NewCanvas(f)
		for _, a := range []float32{1, 0.6, 0.25} {
			col := render.ColAccent.WithAlpha(a)
			got, want := ebiten.NewImage(8, 8), ebiten.NewImage(8, 8)
			c.Clear()
			c.Rect(0, 0, 8, 8, col)
			c.Flush(got)
			white := ebiten.NewImage(1, 1)
			white.Fill(color.White)
			v := func(x, y float32) ebiten.Vertex {
				return ebiten.Vertex{DstX: x, DstY: y, SrcX: 0.5, SrcY: 0.5, ColorR: col.R, ColorG: col.G, ColorB: col.B, ColorA: col.A}
			}
			want.DrawTriangles([]ebiten.Vertex{v(0, 0), v(8, 0), v(0, 8), v(8, 8)}, []uint16{0, 1, 2, 1, 3, 2}, white, nil)
			if g, w := got.At(4, 4), want.At(4, 4); g != w {
				t.Errorf("at alpha %v: drawn %v, Ebitengine draws %v", a, g, w)
			}
		}
	})
}

// newFont makes the monospace font on the game's goroutine: drawing its
// glyphs there (NewFont measures them) races Ebitengine's own start-up
// with the race detector on.
func newFont(t *testing.T) *render.Font {
	t.Helper()
	var f *render.Font
	var err error
	onGame(func() { f, err = render.NewFont(gomono.TTF, 15) })
	if err != nil {
		t.Fatal(err)
	}
	return f
}
