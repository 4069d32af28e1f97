//go:build !headless

package render

import "tickbox/sim/sandbox"

// KeyHelp is one row of F1's panel: a key as the panel shows it, and what
// it does.
type KeyHelp struct{ Label, Help string }

// helpPainter draws F1's panel over the picture: every row of a key
// table, in its order, in two columns, or one where the screen is narrow.
type helpPainter struct {
	c    *canvas
	keys []KeyHelp
}

// sandboxKeys returns F1's rows for the sandbox's key table.
func sandboxKeys() []KeyHelp {
	var rows []KeyHelp
	for _, b := range sandbox.Keys() {
		rows = append(rows, KeyHelp{b.Label, b.Help})
	}
	return rows
}

// paint draws the panel, centred, over a veil that dims the picture.
func (h helpPainter) paint() {
	c, lay, keys := h.c, &h.c.lay, h.keys
	const colWidth, keyChars = 560, 11
	columns := 2
	if lay.width < 2*colWidth+80 {
		columns = 1
	}
	perColumn := (len(keys) + columns - 1) / columns
	lh := min(c.font.height+4, (lay.height-100)/perColumn) // closer lines where the screen is short
	w, ht := columns*colWidth+40, perColumn*lh+80
	x0, y0 := (lay.width-w)/2, (lay.height-ht)/2
	c.rect(0, 0, float32(lay.width), float32(lay.height), colBackground.WithAlpha(0.6))
	c.rect(float32(x0), float32(y0), float32(w), float32(ht), colPanel.WithAlpha(0.97))
	c.outline(float32(x0), float32(y0), float32(w), float32(ht), 2, colFrame)
	x := c.label(x0+20, y0+16, "KEYS", colAccent)
	c.label(x, y0+16, "   every key changes something you can see; F1 closes", colDim)
	for i, b := range keys {
		cx := x0 + 20 + (i/perColumn)*colWidth
		cy := y0 + 56 + (i%perColumn)*lh
		c.label(cx, cy, b.Label, colAccent)
		c.label(cx+keyChars*c.font.advance, cy, b.Help, colText)
	}
}
