//go:build !headless

package render

import (
	"tickbox/sim"
	"tickbox/sim/sandbox"
)

// drawTwin adds where the desync lab's twin world (key D) has ball 1: a
// wide cyan halo, drawn at the same blend as the real ball so that the
// two coincide until their roundings part, and a line to the real ball 1
// of the fixed world once they do.
func (r *Renderer) drawTwin(sb sandbox.Scene, twin *sim.World) {
	if twin.Balls.Len() == 0 {
		return
	}
	k := sb.TwinBlend()
	fixed := sb.Reference() // the fixed world, in variable mode
	if fixed == nil {
		fixed = sb.World()
	}
	fx, fy := r.ball1(fixed, k)
	tx, ty := r.ball1(twin, k)
	r.line(fx, fy, tx, ty, 2, colTwin.WithAlpha(0.6))
	r.sprite(r.sprites.halo, tx, ty, colTwin)
	r.buf = append(r.buf[:0], twinName(twin)...)
	// Below the halo, where the drift label (above the reference ring)
	// does not go, and inside the box.
	w := r.font.width(r.buf)
	lx := min(max(int(tx)-w/2, r.lay.box.Min.X+4), r.lay.box.Max.X-4-w)
	ly := int(ty) + int(r.ballR) + 10
	if ly > r.lay.box.Max.Y-4-r.font.height {
		ly = int(ty) - int(r.ballR) - 10 - r.font.height
	}
	r.font.text(r.glyphs, lx, ly, r.buf, colTwin)
}

// twinField: how far the twin's ball 1 is from the real one, in the
// balls row's second column, under the twin's name; "off" until D.
func (r *Renderer) twinField(row int, sb sandbox.Scene) {
	twin := sb.Twin()
	if twin == nil {
		r.buf = append(r.buf[:0], "off (D)"...)
		r.field(row, 1, "twin", colDim)
		return
	}
	if sb.World().Balls.Len() == 0 { // no ball 1 to be apart
		r.buf = append(r.buf[:0], "no balls"...)
		r.field(row, 1, twinName(twin), colDim)
		return
	}
	d := sb.TwinApart()
	r.buf = appendLength(r.buf[:0], d)
	r.field(row, 1, twinName(twin), warnIf(d > 0, colTwin))
}

// twinName names the twin by its build: "Clang twin", "GCC twin".
func twinName(twin *sim.World) string {
	switch twin.Config.Build {
	case sim.Clang:
		return "Clang twin"
	case sim.GCC:
		return "GCC twin"
	}
	return "twin"
}
