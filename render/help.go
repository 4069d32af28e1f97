//go:build !headless

package render

import (
	"image"
	"math"

	"tickbox/sim/instrument"
)

// Help draws F1's panel over the picture: every binding of a key table
// (its Label and Help), in its order, in two columns, or one where the
// screen is narrow.
// The panel never reaches past the screen, and no text past the panel: a
// key's help too long for its column wraps at spaces onto the next lines
// (as the title does), so that nothing is cut.
type Help struct {
	c     *Canvas
	keys  instrument.KeyTable
	helps [][]byte // each key's Help as bytes, made once, for wrap
}

// NewHelp returns the painter of keys' panel on c.
func NewHelp(c *Canvas, keys instrument.KeyTable) Help {
	h := Help{c: c, keys: keys, helps: make([][]byte, len(keys))}
	for i, k := range keys {
		h.helps[i] = []byte(k.Help)
	}
	return h
}

// The panel's measures, in logical pixels or characters.
const (
	helpColumn = 560 // a column's width where the screen has room
	helpKeys   = 11  // the keys' column, in characters
	helpPad    = 20  // the panel's padding left and right, and between a column's text and the next
	helpMargin = 10  // the least room between the panel and the screen's edges
	helpTop    = 56  // from the panel's top to its first row (the title and a gap)
	helpFoot   = 24  // under its last row
)

// helpHead is the title, after "KEYS".
var helpHead = []byte("every key changes something you can see; a key that steps through values wraps round; F1 closes")

// helpBox is how the panel is laid out on the screen.
type helpBox struct {
	panel            image.Rectangle
	columns, width   int // the columns, and each one's width in pixels
	perLine, perHead int // characters a line of help, and of the title, holds
	head             int // lines of the title
	target           int // lines a column holds before the next starts
	lh               int // the line height
}

// box lays the panel out for the screen.
func (h Help) box() helpBox {
	c, lay, adv := h.c, &h.c.Layout, h.c.Font.Advance
	b := helpBox{columns: pick(lay.Width < 2*helpColumn+2*helpPad+2*helpMargin, 1, 2), target: math.MaxInt}
	b.width = min(helpColumn, (lay.Width-2*helpMargin-2*helpPad)/b.columns)
	b.perLine = max((b.width-helpPad)/adv-helpKeys, 1)
	b.perHead = max((b.columns*b.width-helpPad)/adv-len("KEYS   "), 1)
	b.head = lines(helpHead, b.perHead)
	b.target = (h.place(b, nil) + b.columns - 1) / b.columns // all in one column: every line
	n := max(h.place(b, nil)+b.head-1, 1)
	b.lh = max(min(c.Font.Height+4, (lay.Height-2*helpMargin-helpTop-helpFoot)/n), 1) // closer where the screen is short
	w, ht := b.columns*b.width+2*helpPad, n*b.lh+helpTop+helpFoot
	x0, y0 := (lay.Width-w)/2, (lay.Height-ht)/2
	b.panel = image.Rect(x0, y0, x0+w, y0+ht)
	return b
}

// place puts each key in its column and line, calling at for each with
// its column and first line, and returns the lines of the tallest column.
// A key starts the next column when it would take its column past the
// target and the column holds something.
func (h Help) place(b helpBox, at func(i, col, line int)) int {
	col, line, tallest := 0, 0, 0
	for i, help := range h.helps {
		n := lines(help, b.perLine)
		if line > 0 && line+n > b.target && col < b.columns-1 {
			col, line = col+1, 0
		}
		if at != nil {
			at(i, col, line)
		}
		line += n
		tallest = max(tallest, line)
	}
	return tallest
}

// Paint draws the panel, centred, over a veil that dims the picture.
func (h Help) Paint() {
	c, lay, b := h.c, &h.c.Layout, h.box()
	p := b.panel
	c.Rect(0, 0, float32(lay.Width), float32(lay.Height), ColBackground.WithAlpha(0.6))
	c.Rect(float32(p.Min.X), float32(p.Min.Y), float32(p.Dx()), float32(p.Dy()), ColPanel.WithAlpha(0.97))
	c.Outline(float32(p.Min.X), float32(p.Min.Y), float32(p.Dx()), float32(p.Dy()), 2, ColFrame)
	x := c.Label(p.Min.X+helpPad, p.Min.Y+16, "KEYS   ", ColAccent)
	c.paragraph(x, p.Min.Y+16, b.lh, b.perHead, helpHead, ColDim, false)
	top := p.Min.Y + helpTop + (b.head-1)*b.lh
	h.place(b, func(i, col, line int) {
		cx, cy := p.Min.X+helpPad+col*b.width, top+line*b.lh
		c.Label(cx, cy, h.keys[i].Label, ColAccent)
		c.paragraph(cx+helpKeys*c.Font.Advance, cy, b.lh, b.perLine, h.helps[i], ColText, false)
	})
}
