//go:build !headless

package render_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
)

// A raster is drawn in its place among its layer's shapes, over the
// rectangle added before it and under the one added after, with the
// sprite put on it as the GPU draws that sprite as a triangle (within a
// level, TestTriangleDrawsTheQuadsPixels's), and nothing of it elsewhere.
func TestRasterDrawnInOrder(t *testing.T) {
	f := newFont(t)
	onGame(func() {
		c := render.NewCanvas(f)
		c.SetSprites(7, 3, 20)
		s := c.Sprites.Crowd
		r := c.NewRaster(image.Rect(10, 10, 40, 40), s, render.ColBall)
		// draw draws the floor, the crowd's sprite at (20.5, 20.25), on the
		// raster or as a triangle, and a rectangle over the right half.
		draw := func(raster bool) []byte {
			dst := ebiten.NewImage(64, 64)
			c.Clear()
			c.Rect(0, 0, 64, 64, render.ColPanel)
			if raster {
				r.Clear()
				r.Put(20.5, 20.25, 0)
				c.Raster(r)
			} else {
				drawTriangle(&c, s, 20.5, 20.25, render.ColBall)
			}
			c.Rect(21, 0, 43, 64, render.ColAccent)
			c.Flush(dst)
			pix := make([]byte, 4*64*64)
			dst.ReadPixels(pix)
			return pix
		}
		want, got := draw(false), draw(true)
		if n, most := differ(want, got); most > 1 {
			t.Errorf("%d bytes of the raster's picture differ from the triangle's, by up to %d levels; want at most 1", n, most)
		}
		c.Clear()
		c.Rect(0, 0, 64, 64, render.ColPanel)
		c.Rect(21, 0, 43, 64, render.ColAccent)
		bare := ebiten.NewImage(64, 64)
		c.Flush(bare)
		none := make([]byte, 4*64*64)
		bare.ReadPixels(none)
		if n, _ := differ(none, got); n == 0 {
			t.Error("the raster drew nothing between the rectangles")
		}
	})
}
