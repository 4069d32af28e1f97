//go:build !headless

package view

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/render/gametest"
)

// A raster is drawn in its place among its layer's shapes, over the
// rectangle added before it and under the one added after, with the
// sprite put on it as the GPU draws that sprite as a triangle (within a
// level, TestTriangleDrawsTheQuadsPixels's), and nothing of it elsewhere.
func TestRasterDrawnInOrder(t *testing.T) {
	gametest.Do(func() {
		f, err := render.NewFont(gomono.TTF, 15)
		if err != nil {
			t.Fatal(err)
		}
		c := stage.NewCanvas(f)
		c.SetSprites(7, 3, 20)
		s := c.Sprites.Crowd
		r := newCrowdRaster(&c, image.Rect(10, 10, 40, 40), s, stage.ColBall)
		// draw draws the floor, the crowd's sprite at (20.5, 20.25), on the
		// raster or as a triangle, and a rectangle over the right half.
		draw := func(raster bool) []byte {
			dst := ebiten.NewImage(64, 64)
			c.Clear()
			c.Rect(0, 0, 64, 64, render.ColPanel)
			if raster {
				r.Clear()
				r.Put(20.5, 20.25, 0)
				r.draw(&c)
			} else {
				drawTriangle(&c, s, 20.5, 20.25, stage.ColBall)
			}
			c.Rect(21, 0, 43, 64, render.ColAccent)
			c.Flush(dst)
			pix := make([]byte, 4*64*64)
			dst.ReadPixels(pix)
			return pix
		}
		want, got := draw(false), draw(true)
		if n, most := bytesDiffer(want, got); most > 1 {
			t.Errorf("%d bytes of the raster's picture differ from the triangle's, by up to %d levels; want at most 1", n, most)
		}
		c.Clear()
		c.Rect(0, 0, 64, 64, render.ColPanel)
		c.Rect(21, 0, 43, 64, render.ColAccent)
		bare := ebiten.NewImage(64, 64)
		c.Flush(bare)
		none := make([]byte, 4*64*64)
		bare.ReadPixels(none)
		if n, _ := bytesDiffer(none, got); n == 0 {
			t.Error("the raster drew nothing between the rectangles")
		}
	})
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

// bytesDiffer returns how many bytes of a and b differ, and by how many
// levels at most.
func bytesDiffer(a, b []byte) (n, most int) {
	for i := range a {
		if d := max(int(a[i])-int(b[i]), int(b[i])-int(a[i])); d > 0 {
			n, most = n+1, max(most, d)
		}
	}
	return n, most
}
