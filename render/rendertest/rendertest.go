//go:build !headless

// Package rendertest reads back, for tests, what a render.Canvas holds
// once its painters have run: where its glyphs and shapes go, their
// colours and the text the glyphs spell, with no screen and no pixels
// read. It reads the vertices the canvas gives it (Canvas.Vertices), so
// that a game's dev layer links none of it.
package rendertest

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
)

// Shape is a quad of a canvas: where it falls, rounded out to whole
// pixels, and its colour, premultiplied as its vertices hold it (for an
// opaque colour, the colour).
type Shape struct {
	Rect   image.Rectangle
	Colour render.Colour
}

// Shapes returns the quads of layer's shapes (render.PictureLayer or
// HelpLayer), in the order added; the layer must hold quads only (a
// crowd's triangles would shift them).
func Shapes(c *render.Canvas, layer int) []Shape {
	v, _ := c.Vertices(layer)
	return quads(v)
}

// Glyphs returns where layer's characters are drawn, in the order added.
func Glyphs(c *render.Canvas, layer int) []image.Rectangle {
	_, v := c.Vertices(layer)
	var rects []image.Rectangle
	for _, q := range quads(v) {
		rects = append(rects, q.Rect)
	}
	return rects
}

// quads returns the quad each four of v draw.
func quads(v []ebiten.Vertex) []Shape {
	var out []Shape
	for ; len(v) >= 4; v = v[4:] {
		x0, y0, x1, y1 := v[0].DstX, v[0].DstY, v[0].DstX, v[0].DstY
		for _, e := range v[1:4] {
			x0, y0, x1, y1 = min(x0, e.DstX), min(y0, e.DstY), max(x1, e.DstX), max(y1, e.DstY)
		}
		r := image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))),
			int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))))
		out = append(out, Shape{r, render.Colour{R: v[0].ColorR, G: v[0].ColorG, B: v[0].ColorB, A: v[0].ColorA}})
	}
	return out
}

// LastGlyphColour returns the colour of the last character the picture's
// layer holds, Colour{} if none: premultiplied, as its vertices hold it.
func LastGlyphColour(c *render.Canvas) render.Colour {
	_, v := c.Vertices(render.PictureLayer)
	if len(v) == 0 {
		return render.Colour{}
	}
	return quads(v[len(v)-4:])[0].Colour
}

// Vertices returns how many vertices the picture's layer holds, shapes
// and text: four a quad, three a crowd's triangle.
func Vertices(c *render.Canvas) int {
	s, t := c.Vertices(render.PictureLayer)
	return len(s) + len(t)
}

// Capacity returns the capacity of every layer's vertices: what the
// canvas keeps from frame to frame.
func Capacity(c *render.Canvas) int {
	n := 0
	for _, layer := range []int{render.PictureLayer, render.HelpLayer} {
		s, t := c.Vertices(layer)
		n += cap(s) + cap(t)
	}
	return n
}

// Text returns the picture layer's glyphs as text, a string a row, read
// back from the glyph atlas's cells their quads sample, columns counted
// from x0: what a reader sees, with a space for each character's width
// where no glyph is drawn.
func Text(c *render.Canvas, x0 int) []string {
	byCell := cells(c.Font)
	rows := map[int][]rune{}
	var ys []int
	_, v := c.Vertices(render.PictureLayer)
	for ; len(v) >= 4; v = v[4:] {
		y, col := int(v[0].DstY), (int(v[0].DstX)-x0)/c.Font.Advance
		if rows[y] == nil {
			ys = append(ys, y)
		}
		for len(rows[y]) <= col {
			rows[y] = append(rows[y], ' ')
		}
		rows[y][col] = byCell[image.Pt(int(v[0].SrcX), int(v[0].SrcY))]
	}
	slices.Sort(ys)
	text := make([]string, len(ys))
	for i, y := range ys {
		text[i] = string(rows[y])
	}
	return text
}

// lastRune is past every character the font's atlas holds (the arrows
// and "≥" are its last): the others draw its '?'.
const lastRune = 0x2300

// cells returns the rune each cell of f's atlas draws, found by drawing
// every rune up to lastRune on a canvas of its own: the first to sample a
// cell names it, so the cell of '?' is '?', not a rune the font lacks.
func cells(f *render.Font) map[image.Point]rune {
	c := render.NewCanvas(f)
	byCell := map[image.Point]rune{}
	for r := rune('!'); r < lastRune; r++ {
		c.Clear()
		c.Label(0, 0, string(r), render.ColText)
		_, v := c.Vertices(render.PictureLayer)
		at := image.Pt(int(v[0].SrcX), int(v[0].SrcY))
		if _, ok := byCell[at]; !ok {
			byCell[at] = r
		}
	}
	return byCell
}
