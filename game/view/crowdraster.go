//go:build !headless

package view

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/render/raster"
)

// crowdRaster is a rectangle of the screen whose pixels are drawn on the CPU
// (package raster: a sprite put by the thousand, filtered and blended as
// the GPU would) and uploaded once a frame, then drawn as one image in its
// place among its layer's shapes. It is how the browser draws a crowd of
// thousands of balls: there the GPU is software (SwiftShader, in a process
// of its own), and ten thousand triangles a frame cost that process more
// than everything else the frame draws (see game/web/README.md),
// where one image of the box's size costs it little.
type crowdRaster struct {
	img     *ebiten.Image
	layer   *raster.Layer
	brushes []*raster.Brush
	// what to take from a sprite's centre on the screen for its top left
	// corner in the layer: the layer's top left and the sprite's centre
	dx, dy float32
	at     image.Point // the layer's top left on the screen
}

// newCrowdRaster returns a raster over area of the screen that puts the
// sprite s of c's atlas in each of colours (Put's brush i is colours[i]).
// Its layer reaches past area by the sprite's size on every side, so that
// a sprite centred anywhere in area is never cut.
func newCrowdRaster(c *stage.Canvas, area image.Rectangle, s stage.Sprite, colours ...render.Colour) *crowdRaster {
	w, h := s.Src.Dx(), s.Src.Dy()
	area = image.Rect(area.Min.X-w, area.Min.Y-h, area.Max.X+w, area.Max.Y+h)
	r := &crowdRaster{
		img:   ebiten.NewImageWithOptions(image.Rect(0, 0, area.Dx(), area.Dy()), &ebiten.NewImageOptions{Unmanaged: true}),
		layer: raster.NewLayer(area.Dx(), area.Dy()),
		dx:    float32(area.Min.X) + s.CX,
		dy:    float32(area.Min.Y) + s.CY,
		at:    area.Min,
	}
	cover := c.Sprites.Cover(s)
	for _, col := range colours {
		p := col.Premultiplied()
		r.brushes = append(r.brushes, r.layer.Brush(cover, w, h, [4]float32{p.R, p.G, p.B, p.A}))
	}
	return r
}

// Clear makes the raster transparent, for a frame's sprites.
func (r *crowdRaster) Clear() { r.layer.Clear() }

// Put puts the sprite in colour i centred at (x, y) on the screen.
func (r *crowdRaster) Put(x, y float32, i int) { r.layer.Put(r.brushes[i], x-r.dx, y-r.dy) }

// Deallocate frees the raster's image at once, as SetSprites frees an
// atlas it replaces.
func (r *crowdRaster) Deallocate() { r.img.Deallocate() }

// draw adds r's pixels, as they are when c flushes, to c's current layer,
// over the shapes added before it and under those after.
func (r *crowdRaster) draw(c *stage.Canvas) {
	c.Image(r.img, float32(r.at.X), float32(r.at.Y), r)
}

// Upload writes the pixels put since the last Clear to the raster's
// image, as the canvas flushes (stage.Uploader).
func (r *crowdRaster) Upload() { r.img.WritePixels(r.layer.Bytes()) }
