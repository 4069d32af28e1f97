//go:build !headless

package view

import (
	"tickbox/game/stage"
	"tickbox/sim/bounce"
	"tickbox/sim/sandbox"
)

// twin adds where the desync lab's twin world (key D) has ball 1: a wide
// cyan halo, drawn at the same blend as the fixed world's ball 1 so that
// the two coincide until their roundings part, and a line to that ball 1
// once they do.
func (b *boxPainter) twin(t *sandbox.TwinMarker) {
	c := b.c
	fx, fy := b.at(t.Fixed)
	tx, ty := b.at(t.Ball1)
	c.Line(fx, fy, tx, ty, 2, stage.ColTwin.WithAlpha(0.6))
	c.Sprite(c.Sprites.Halo, tx, ty, stage.ColTwin)
	s := append(b.buf[:0], twinName(t.Build)...)
	// Below the halo, where the drift label (above the reference ring)
	// does not go, and inside the box.
	area, w := c.Layout.Box, c.TextWidth(s)
	lx := min(max(int(tx)-w/2, area.Min.X+4), area.Max.X-4-w)
	ly := int(ty) + int(b.ballR) + 10
	if ly > area.Max.Y-4-c.Font.Height {
		ly = int(ty) - int(b.ballR) - 10 - c.Font.Height
	}
	c.Text(lx, ly, s, stage.ColTwin)
	b.buf = s
}

// twinName names the twin by its build: "Clang twin", "GCC twin".
func twinName(b bounce.Build) string {
	switch b {
	case bounce.Clang:
		return "Clang twin"
	case bounce.GCC:
		return "GCC twin"
	}
	return "twin"
}
