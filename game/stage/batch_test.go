//go:build !headless

package stage_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/render/gametest"
)

// These tests need Ebitengine running (a display: make test gives them
// Xvfb): they run beside a game (package gametest), on its goroutine.
func TestMain(m *testing.M) { gametest.Main(m) }

// onGame runs f inside the game's Update and waits for it.
func onGame(f func()) { gametest.Do(f) }

// The crowd's sprite drawn as one triangle (Canvas.Shapes.Triangles with its
// Legs) draws the pixels its quad draws, at whole and fractional positions
// and for whole and fractional radii: the triangle covers the quad, and
// the texels it samples beyond the quad are the atlas's transparent room,
// which blend to nothing. Within a level, not exactly: the GPU interpolates
// the texture coordinate across another triangle's corners, and software
// GL rounds it by an ulp otherwise now and then, which moves a bilinear
// weight by as much (one channel of one pixel in the 40 drawings here, by
// one level in 255).
func TestTriangleDrawsTheQuadsPixels(t *testing.T) {
	f := newFont(t)
	for _, r := range []float32{1.5, 2.3, 3, 4.7, 9} {
		t.Run(fmt.Sprintf("r=%v", r), func(t *testing.T) {
			onGame(func() { compareTriangle(t, stage.NewCanvas(f), r) })
		})
	}
}

// compareTriangle draws the crowd's sprite of radius r as a quad and as a
// triangle, at positions a seventh of a pixel apart, and compares them.
func compareTriangle(t *testing.T, c stage.Canvas, r float32) {
	c.SetSprites(7, r, 20)
	s, col := c.Sprites.Crowd, stage.ColBall.WithAlpha(0.8)
	quad, tri := ebiten.NewImage(64, 64), ebiten.NewImage(64, 64)
	q, p := make([]byte, 4*64*64), make([]byte, 4*64*64)
	for k := range 8 {
		x, y := 20+float32(k)/7, 30-float32(k)/7
		quad.Clear()
		tri.Clear()
		c.Clear()
		c.Sprite(s, x, y, col)
		c.Flush(quad)
		drawTriangle(&c, s, x, y, col)
		c.Flush(tri)
		quad.ReadPixels(q)
		tri.ReadPixels(p)
		if n, most := differ(q, p); most > 1 {
			t.Errorf("at (%v, %v): %d bytes of the triangle's pixels differ from the quad's, by up to %d levels; want at most 1", x, y, n, most)
		}
		if bytes.Count(q, []byte{0}) == len(q) {
			t.Fatalf("at (%v, %v): the quad drew nothing", x, y)
		}
	}
}

// differ returns how many bytes of a and b differ, and by how much at most.
func differ(a, b []byte) (n, most int) {
	for i := range a {
		if d := max(int(a[i])-int(b[i]), int(b[i])-int(a[i])); d > 0 {
			n, most = n+1, max(most, d)
		}
	}
	return n, most
}

// drawTriangle adds s centred on (x, y) as the crowd's painter does: one
// triangle.
func drawTriangle(c *stage.Canvas, s stage.Sprite, x, y float32, col render.Colour) {
	sx, sy := float32(s.Src.Min.X), float32(s.Src.Min.Y)
	w, h := s.Legs()
	x, y = x-s.CX, y-s.CY
	v, p := c.Shapes.Triangles(1), col.Premultiplied()
	render.SetVertex(&v[0], x, y, sx, sy, p)
	render.SetVertex(&v[1], x+w, y, sx+w, sy, p)
	render.SetVertex(&v[2], x, y+h, sx, sy+h, p)
}

// A batch of more vertices than one DrawTriangles call can index is drawn
// in several, each shape whole in one: the last triangle of the crowd,
// past the first call's 65,536 vertices, and a quad after it are drawn
// where they were put.
func TestBatchCutsIntoCalls(t *testing.T) {
	f := newFont(t)
	onGame(func() {
		c := stage.NewCanvas(f)
		c.SetSprites(7, 3, 20)
		s, col := c.Sprites.Crowd, stage.ColBall
		const n = 65536/3 + 1 // the last one in a call of its own
		dst := ebiten.NewImage(64, 64)
		for i := range n {
			x := float32(10)
			if i == n-1 {
				x = 50
			}
			drawTriangle(&c, s, x, 10, col)
		}
		c.Rect(40, 40, 4, 4, col)
		c.Flush(dst)
		for _, at := range [][2]int{{10, 10}, {50, 10}, {42, 42}} {
			if _, _, _, a := dst.At(at[0], at[1]).RGBA(); a == 0 {
				t.Errorf("nothing drawn at %v", at)
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
