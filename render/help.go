//go:build !headless

package render

import "tickbox/sim/sandbox"

// help adds F1's panel over the picture: every binding of the key table,
// in its order, in two columns.
func (r *Renderer) help() {
	keys := sandbox.Keys()
	const colWidth, keyChars = 560, 11
	columns := 2
	if r.lay.width < 2*colWidth+80 { // a narrow screen: one column
		columns = 1
	}
	perColumn := (len(keys) + columns - 1) / columns
	lh := min(r.font.height+4, (r.lay.height-100)/perColumn) // closer lines where the screen is short
	w, h := columns*colWidth+40, perColumn*lh+80
	x0, y0 := (r.lay.width-w)/2, (r.lay.height-h)/2
	r.rect(0, 0, float32(r.lay.width), float32(r.lay.height), colBackground.WithAlpha(0.6))
	r.rect(float32(x0), float32(y0), float32(w), float32(h), colPanel.WithAlpha(0.97))
	r.outline(float32(x0), float32(y0), float32(w), float32(h), 2, colFrame)
	x := r.label(x0+20, y0+16, "KEYS", colAccent)
	r.label(x, y0+16, "   every key changes something you can see; F1 closes", colDim)
	for i, b := range keys {
		cx := x0 + 20 + (i/perColumn)*colWidth
		cy := y0 + 56 + (i%perColumn)*lh
		r.label(cx, cy, b.Label, colAccent)
		r.label(cx+keyChars*r.font.advance, cy, b.Help, colText)
	}
}
