//go:build !headless

package render

import (
	"image"
	"slices"
)

// What a canvas holds once Build has run, read back for tests: where its
// glyphs and quads go and what they say, without a screen.

// GlyphRects returns where layer's glyphs are drawn (PictureLayer or
// HelpLayer): a quad's top left vertex first, its bottom right last.
func (c *Canvas) GlyphRects(layer int) []image.Rectangle {
	var rects []image.Rectangle
	for v := c.layers[layer].glyphs.vertices; len(v) >= 4; v = v[4:] {
		rects = append(rects, image.Rect(int(v[0].DstX), int(v[0].DstY), int(v[3].DstX), int(v[3].DstY)))
	}
	return rects
}

// LastGlyphColour returns the colour of the last character the picture's
// layer holds, Colour{} if none: premultiplied, as its vertices hold it,
// which for an opaque colour is the colour.
func (c *Canvas) LastGlyphColour() Colour {
	v := c.layers[PictureLayer].glyphs.vertices
	if len(v) == 0 {
		return Colour{}
	}
	l := v[len(v)-1]
	return Colour{l.ColorR, l.ColorG, l.ColorB, l.ColorA}
}

// Quads returns the quads (and the sprites drawn as one triangle) the
// picture's layer holds, shapes and text.
func (c *Canvas) Quads() int {
	l := c.layers[PictureLayer]
	return l.shapes.shapes() + l.glyphs.shapes()
}

// Capacity returns the capacity of every batch's vertices, indices and
// cuts together: what the canvas keeps from frame to frame.
func (c *Canvas) Capacity() int {
	n := 0
	for _, l := range c.layers {
		for _, b := range []*Batch{l.shapes, l.glyphs} {
			n += cap(b.vertices) + cap(b.indices) + cap(b.cuts)
		}
	}
	return n
}

// ReadText returns the picture layer's glyphs as text, a string a row,
// read back from the glyph atlas's cells that their quads sample, columns
// counted from x0: what a reader sees, with a space for each character's
// width where no glyph is drawn.
func (c *Canvas) ReadText(x0 int) []string {
	f := c.Font
	byCell := map[image.Point]rune{}
	var all []rune
	for r := rune(32); r < 127; r++ {
		all = append(all, r)
	}
	all = append(all, []rune(extraRunes)...)
	for i, cell := range f.cells {
		byCell[cell.Min] = all[i]
	}
	rows := map[int][]rune{}
	var ys []int
	for v := c.layers[PictureLayer].glyphs.vertices; len(v) >= 4; v = v[4:] {
		y, col := int(v[0].DstY), (int(v[0].DstX)-x0)/f.Advance
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

// Panel returns where F1's panel goes on the canvas' layout.
func (h Help) Panel() image.Rectangle { return h.box().panel }
