//go:build !headless

package stage

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
)

// Canvas is a render.Canvas whose shapes are drawn from a sprite atlas:
// its rectangles from the atlas's white square, so that a world's
// rectangles, sprites and lines, and every painter's shapes after them,
// are one DrawTriangles call.
type Canvas struct {
	render.Canvas
	Sprites *Atlas     // nil until SetSprites
	uploads []Uploader // those of the images added since the last flush
}

// Uploader writes the pixels of an image drawn on the CPU before a canvas
// flushes (the sandbox's crowd, where the browser's GPU is software:
// package tickbox/game/view), so that the image is drawn as it is then.
type Uploader interface{ Upload() }

// Image adds img, its top left corner at (x, y), to the current layer,
// over the shapes added before it and under those after; u, if not nil,
// writes its pixels as the canvas flushes, before the batches draw it.
func (c *Canvas) Image(img *ebiten.Image, x, y float32, u Uploader) {
	c.Shapes.Image(img, x, y)
	if u != nil {
		c.uploads = append(c.uploads, u)
	}
}

// Clear empties every layer, and forgets the images' uploads.
func (c *Canvas) Clear() {
	c.Canvas.Clear()
	c.uploads = c.uploads[:0]
}

// Flush writes the pixels of the images added, then draws every layer onto
// screen and empties them (render.Canvas.Flush).
func (c *Canvas) Flush(screen ebiten.FinalScreen) {
	for _, u := range c.uploads {
		u.Upload()
	}
	c.uploads = c.uploads[:0]
	c.Canvas.Flush(screen)
}

// NewCanvas returns a canvas that draws text in f, with no sprites until
// SetSprites.
func NewCanvas(f *render.Font) Canvas { return Canvas{Canvas: render.NewCanvas(f)} }

// SetSprites draws the sprite atlas for ball 1 of radius ballR, the other
// balls of radius crowdR and a bumper of radius bumperR, in pixels,
// replacing the old one. The old one is freed first, at once rather than
// at a collection, so that the new one takes its place among Ebitengine's
// own textures: where it lands sets the texture coordinates the sprites
// are sampled at, and with them, by a level here and there, the pixels.
func (c *Canvas) SetSprites(ballR, crowdR, bumperR float32) {
	c.Deallocate()
	c.Sprites = newAtlas(float64(ballR), float64(crowdR), float64(bumperR))
	c.SetSource(c.Sprites.img, c.Sprites.White.Src.Inset(1))
}

// Deallocate frees the sprite atlas at once, for a canvas that draws no
// more; the font is the caller's.
func (c *Canvas) Deallocate() {
	if c.Sprites != nil {
		c.Sprites.img.Deallocate()
	}
}

// Sprite adds s centred on (x, y) in col.
func (c *Canvas) Sprite(s Sprite, x, y float32, col render.Colour) {
	w, h := float32(s.Src.Dx()), float32(s.Src.Dy())
	c.Shapes.Quad(s.Src, x-s.CX, y-s.CY, w, h, col)
}

// Line adds a line t pixels thick from (x0, y0) to (x1, y1).
func (c *Canvas) Line(x0, y0, x1, y1, t float32, col render.Colour) {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	// (px, py) is half the thickness, across the line.
	px, py := -dy/n*t/2, dx/n*t/2
	src := c.Sprites.White.Src.Inset(1)
	sx, sy := float32(src.Min.X), float32(src.Min.Y)
	p := col.Premultiplied()
	v := c.Shapes.Corners()
	render.SetVertex(&v[0], x0+px, y0+py, sx, sy, p)
	render.SetVertex(&v[1], x1+px, y1+py, sx, sy, p)
	render.SetVertex(&v[2], x0-px, y0-py, sx, sy, p)
	render.SetVertex(&v[3], x1-px, y1-py, sx, sy, p)
}
