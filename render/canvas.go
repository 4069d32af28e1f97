//go:build !headless

package render

import "github.com/hajimehoshi/ebiten/v2"

// Canvas is what every painter draws on: the layout of the logical screen,
// the sprite and glyph atlases, and the batches that collect the quads of
// each layer. It is shared so that the whole picture, whoever painted
// which part, is a few DrawTriangles calls: one batch of shapes and one of
// text per layer.
type Canvas struct {
	Layout  Layout // where each part goes on the logical screen
	Sprites *SpriteAtlas
	Font    *Font
	layers  [2]layer   // the picture, then F1's help over it
	Shapes  *Batch     // the current layer's shapes
	glyphs  *Batch     // the current layer's text
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
	c.Shapes.drawImage(img, x, y)
	if u != nil {
		c.uploads = append(c.uploads, u)
	}
}

// The layers, in the order they are drawn.
const (
	PictureLayer = iota
	HelpLayer
)

// layer is what is drawn in one pass: shapes, then text over them.
type layer struct{ shapes, glyphs *Batch }

func NewCanvas(f *Font) Canvas {
	c := Canvas{Font: f}
	for i := range c.layers {
		c.layers[i] = layer{
			shapes: newBatch(nil, ebiten.FilterLinear),
			glyphs: newBatch(f.atlas, ebiten.FilterNearest),
		}
	}
	c.Use(PictureLayer)
	return c
}

// Use makes layer i the one shapes and text are added to.
func (c *Canvas) Use(i int) { c.Shapes, c.glyphs = c.layers[i].shapes, c.layers[i].glyphs }

// SetSprites draws the sprite atlas for ball 1 of radius ballR, the other
// balls of radius crowdR and a bumper of radius bumperR, in pixels,
// replacing the old one. The old one is freed first, at once rather than
// at a collection, so that the new one takes its place among Ebitengine's
// own textures: where it lands sets the texture coordinates the sprites
// are sampled at, and with them, by a level here and there, the pixels.
func (c *Canvas) SetSprites(ballR, crowdR, bumperR float32) {
	if c.Sprites != nil {
		c.Sprites.img.Deallocate()
	}
	c.Sprites = newSpriteAtlas(float64(ballR), float64(crowdR), float64(bumperR))
	for _, l := range c.layers {
		l.shapes.setSource(c.Sprites.img)
	}
}

// Deallocate frees the sprite atlas at once, for a canvas that draws no
// more; the font is the caller's.
func (c *Canvas) Deallocate() {
	if c.Sprites != nil {
		c.Sprites.img.Deallocate()
	}
}

// Clear empties every layer and makes the picture's current.
func (c *Canvas) Clear() {
	for _, l := range c.layers {
		l.shapes.clear()
		l.glyphs.clear()
	}
	c.uploads = c.uploads[:0]
	c.Use(PictureLayer)
}

// Flush draws every layer onto screen, text over shapes, and empties them.
// screen is an image or the window's final screen (an *ebiten.Image is
// both), so that a dev layer can draw at the window's pixels.
func (c *Canvas) Flush(screen ebiten.FinalScreen) {
	for _, u := range c.uploads {
		u.Upload()
	}
	c.uploads = c.uploads[:0]
	for _, l := range c.layers {
		l.shapes.Flush(screen)
		l.glyphs.Flush(screen)
	}
}

// SetMipmaps has Ebitengine check every triangle for a mipmap level on
// each DrawTriangles call again (on), as it does by default, or not (off,
// as the canvas draws: every quad is drawn at its source's size or
// larger, so the level is always 0). It is there for BenchmarkFlush, to
// time both in one run.
func (c *Canvas) SetMipmaps(on bool) {
	for _, l := range c.layers {
		l.shapes.options.DisableMipmaps = !on
		l.glyphs.options.DisableMipmaps = !on
	}
}
