//go:build !headless

package render

import (
	"image"
	"math"
)

// DefaultPolicy is defaultPolicy, for TestDefaultPolicy.
const DefaultPolicy = defaultPolicy

// Wrap is wrap, for TestWrap.
var Wrap = wrap

// WrapList is wrapList, for TestWrapList.
var WrapList = wrapList

// DevText returns the dev layer's figures for p on a w × h screen as
// text, as OverlayText does the sandbox's.
func (d *Dev) DevText(p *DevPicture, w, h int) []string {
	q := *p
	q.Overlay, q.Timeline, q.Help = true, false, false
	d.Build(&q, w, h)
	return d.canvas.ReadText(d.canvas.Layout.Overlay.Min.X)
}

// DevQuads builds the dev layer's picture p on a w × h screen and returns
// where its quads fall: each glyph's cell and each shape, of the picture
// layer, and the layout.
func (d *Dev) DevQuads(p *DevPicture, w, h int) (glyphs, shapes []image.Rectangle, l Layout) {
	d.Build(p, w, h)
	pic := d.canvas.layers[PictureLayer]
	return quadRects(pic.glyphs), quadRects(pic.shapes), d.canvas.Layout
}

// quadRects returns the rectangle each of b's quads covers, rounded out.
func quadRects(b *Batch) []image.Rectangle {
	var out []image.Rectangle
	for v := b.vertices; len(v) >= 4; v = v[4:] {
		x0, y0, x1, y1 := v[0].DstX, v[0].DstY, v[0].DstX, v[0].DstY
		for _, e := range v[1:4] {
			x0, y0, x1, y1 = min(x0, e.DstX), min(y0, e.DstY), max(x1, e.DstX), max(y1, e.DstY)
		}
		out = append(out, image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))),
			int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1)))))
	}
	return out
}

// Shape is a quad of the picture layer: where it falls and its colour,
// premultiplied as its vertices hold it (for an opaque colour, the
// colour).
type Shape struct {
	Rect   image.Rectangle
	Colour Colour
}

// DevShapes builds the dev layer's picture p on a w × h screen and
// returns its picture layer's shapes, its text read from the left edge
// and the layout.
func (d *Dev) DevShapes(p *DevPicture, w, h int) ([]Shape, []string, Layout) {
	d.Build(p, w, h)
	var shapes []Shape
	for v := d.canvas.layers[PictureLayer].shapes.vertices; len(v) >= 4; v = v[4:] {
		r := quadRects(&Batch{vertices: v[:4]})[0]
		shapes = append(shapes, Shape{r, Colour{v[0].ColorR, v[0].ColorG, v[0].ColorB, v[0].ColorA}})
	}
	return shapes, d.canvas.ReadText(0), d.canvas.Layout
}

// The timeline's colours for what the clamp and the owed limit cut, for
// the tests that find them drawn.
var (
	ColClamp = colClamp
	ColOwed  = colOwed
)
