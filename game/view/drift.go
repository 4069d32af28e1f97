//go:build !headless

package view

import (
	"image"
	"math"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/sandbox"
)

// drift adds where the fixed-step reference world puts ball 1 (a ring, at
// ref), a line to where the variable world has it (x, y, in pixels), and
// the distance between them: the drift a variable step causes. trail says
// the ghost trail shows, whose dots the label keeps clear of.
func (b *boxPainter) drift(ref sandbox.Point, x, y float32, trail bool) {
	c := b.c
	rx, ry := b.at(ref)
	c.Line(x, y, rx, ry, 2, stage.ColReference.WithAlpha(0.6))
	c.Sprite(c.Sprites.Ring, rx, ry, stage.ColReference)
	d := math.Hypot(float64(rx-x), float64(ry-y)) / b.space.Scale
	s := append(b.buf[:0], "drift "...)
	s = append(render.AppendFixed(s, d, 2), " m"...)
	at := b.driftLabel(rx, ry, y, c.TextWidth(s), trail)
	c.Text(at.X, at.Y, s, stage.ColReference)
	b.buf = s
}

// driftLabel returns where the drift label, w pixels wide, goes: beside
// the ring at (rx, ry), clear of both balls, inside the box, and clear of
// the ghost trail's dots where trail shows them. It tries the side of the
// ring away from ball 1 (drawn at height y: above the ring when ball 1 is
// below, else below), then the other side, then right and left of it, and
// takes the first that is clear; if none is, the first inside the box.
func (b *boxPainter) driftLabel(rx, ry, y float32, w int, trail bool) image.Point {
	c := b.c
	area, h := c.Layout.Box, c.Font.Height
	cx, cy := int(rx), int(ry)
	above, below := image.Pt(cx-w/2, cy-24-h), image.Pt(cx-w/2, cy+24)
	if y < ry {
		above, below = below, above
	}
	var first image.Point
	found := false
	for _, at := range [...]image.Point{above, below, image.Pt(cx+24, cy-h/2), image.Pt(cx-24-w, cy-h/2)} {
		at.X = min(max(at.X, area.Min.X+4), area.Max.X-4-w)
		r := image.Rect(at.X, at.Y, at.X+w, at.Y+h)
		if !r.In(area.Inset(4)) {
			continue
		}
		if !trail || !b.ghost.touches(r) {
			return at
		}
		if !found {
			first, found = at, true
		}
	}
	if !found {
		first = above // the box is smaller than the label's room: as before
	}
	return first
}
