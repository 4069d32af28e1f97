//go:build !headless

package view

import (
	"math"

	"tickbox/render"
	"tickbox/sim/sandbox"
)

// drift adds where the fixed-step reference world puts ball 1 (a ring, at
// ref), a line to where the variable world has it (x, y, in pixels), and
// the distance between them: the drift a variable step causes.
func (b *boxPainter) drift(ref sandbox.Point, x, y float32) {
	c := b.c
	rx, ry := b.at(ref)
	c.Line(x, y, rx, ry, 2, render.ColReference.WithAlpha(0.6))
	c.Sprite(c.Sprites.Ring, rx, ry, render.ColReference)
	d := math.Hypot(float64(rx-x), float64(ry-y)) / b.space.Scale
	s := append(b.buf[:0], "drift "...)
	s = append(render.AppendFixed(s, d, 2), " m"...)
	// On the side of the ring away from ball 1 (above it when ball 1 is
	// below, else below), clear of both balls, and inside the box.
	area, w := c.Layout.Box, c.TextWidth(s)
	lx := min(max(int(rx)-w/2, area.Min.X+4), area.Max.X-4-w)
	above, below := int(ry)-24-c.Font.Height, int(ry)+24
	ly := above
	if y < ry {
		ly = below
	}
	if ly < area.Min.Y+4 || ly > area.Max.Y-4-c.Font.Height {
		ly = above + below - ly // the other side, which fits
	}
	c.Text(lx, ly, s, render.ColReference)
	b.buf = s
}
