//go:build !headless

package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Canvas is what every painter draws on: the layout of the logical screen,
// the glyph atlas, the image shapes are drawn from, and the batches that
// collect the quads of each layer. It is shared so that the whole picture,
// whoever painted which part, is a few DrawTriangles calls: one batch of
// shapes and one of text per layer.
type Canvas struct {
	Layout Layout // where each part goes on the logical screen
	Font   *Font
	white  image.Rectangle // the texels of the shapes' source that Rect stretches: white
	// batches are the layers' in the order they are drawn: the picture's
	// shapes, then its text over them, then F1's help's over both.
	batches [4]*batch
	Shapes  *batch // the current layer's shapes
	glyphs  *batch // the current layer's text
}

// The layers, in the order they are drawn.
const (
	PictureLayer = iota
	HelpLayer
)

// NewCanvas returns a canvas that draws text in f and shapes from f's
// white texels, until SetSource gives it another source.
func NewCanvas(f *Font) Canvas {
	c := Canvas{Font: f, white: f.white}
	for i := 0; i < len(c.batches); i += 2 {
		c.batches[i], c.batches[i+1] = newBatch(f.atlas, ebiten.FilterLinear), newBatch(f.atlas, ebiten.FilterNearest)
	}
	c.Use(PictureLayer)
	return c
}

// Use makes layer i the one shapes and text are added to.
func (c *Canvas) Use(i int) { c.Shapes, c.glyphs = c.batches[2*i], c.batches[2*i+1] }

// SetSource makes img the image every layer's shapes are drawn from, and
// its rectangle white, which must be white with a white texel around it,
// what Rect stretches: the sandbox's sprite atlas (package tickbox/game/stage)
// holds its rectangles and its discs, drawn in one call.
func (c *Canvas) SetSource(img *ebiten.Image, white image.Rectangle) {
	c.white = white
	for i := 0; i < len(c.batches); i += 2 {
		c.batches[i].src = img
	}
}

// Vertices returns the vertices layer i holds, its shapes' and its text's,
// as the painters left them: what package tickbox/render/rendertest reads
// back for tests, with no screen.
func (c *Canvas) Vertices(i int) (shapes, text []ebiten.Vertex) {
	return c.batches[2*i].vertices, c.batches[2*i+1].vertices
}

// Clear empties every layer and makes the picture's current.
func (c *Canvas) Clear() {
	for _, b := range c.batches {
		b.clear()
	}
	c.Use(PictureLayer)
}

// Flush draws every layer onto screen, text over shapes, and empties them.
// screen is an image or the window's final screen (an *ebiten.Image is
// both), so that a dev layer can draw at the window's pixels.
func (c *Canvas) Flush(screen ebiten.FinalScreen) {
	for _, b := range c.batches {
		b.flush(screen)
	}
}
