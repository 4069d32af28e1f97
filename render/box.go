//go:build !headless

package render

import (
	"math"

	"tickbox/sim"
	"tickbox/sim/sandbox"
)

// scene adds the box with its bumper and balls, ball 1 with its ghost
// trail, the fixed-step reference in variable mode, and the jumper.
func (r *Renderer) scene(sb sandbox.Scene, ghost bool) {
	w := sb.World()
	r.drawBox(&w.Config)
	k := sb.Blend()
	r.addBalls(w, k)
	r.ghost.follow(sb.Tick())
	if w.Balls.Len() > 0 {
		x, y := r.ball1(w, k)
		// Paused, the trail keeps the last motion instead of filling up
		// with one place; a single step still adds its frame.
		if st := sb.Stats(); !st.Frame.Paused || st.Frame.Ticks > 0 {
			r.ghost.add(x, y)
		}
		if ghost {
			r.drawGhost()
		}
		if ref := sb.Reference(); ref != nil {
			r.drawDrift(ref, sb.ReferenceBlend(), x, y)
		}
		if twin := sb.Twin(); twin != nil {
			r.drawTwin(sb, twin)
		}
		r.sprite(r.sprites.ball, x, y, colAccent)
	}
	r.drawJumper(sb)
}

// drawBox adds the box's floor, a one-metre grid, its walls and the bumper.
func (r *Renderer) drawBox(c *sim.Config) {
	x0, y0 := r.box.point(0, c.Height)
	x1, y1 := r.box.point(c.Width, 0)
	r.rect(x0, y0, x1-x0, y1-y0, colPanel)
	for m := 1.0; m < c.Width; m++ {
		gx, _ := r.box.point(m, 0)
		r.rect(gx, y0, 1, y1-y0, colGrid)
	}
	for m := 1.0; m < c.Height; m++ {
		_, gy := r.box.point(0, m)
		r.rect(x0, gy, x1-x0, 1, colGrid)
	}
	r.outline(x0-2, y0-2, x1-x0+4, y1-y0+4, 2, colFrame)
	bx, by := r.box.point(c.BumperX, c.BumperY)
	r.sprite(r.sprites.bumper, bx, by, colBumper)
	r.buf = appendFixed(r.buf[:0], c.Width, 0)
	r.buf = append(r.buf, " × "...)
	r.buf = appendFixed(r.buf, c.Height, 0)
	r.buf = append(r.buf, " m box · 1 m grid"...)
	if c.Balls > 0 {
		r.buf = append(r.buf, " · ball 1 amber"...)
	} else {
		r.buf = append(r.buf, " · no balls"...)
	}
	if r.crowdR < r.ballR {
		r.buf = append(r.buf, " · crowd drawn small"...)
	}
	if c.Model == sim.Lesson {
		r.buf = append(r.buf, " · the lesson's world"...)
	}
	if c.Build != sim.Strict {
		r.buf = append(r.buf, " · "...)
		r.buf = append(r.buf, c.Build.Title()...)
		r.buf = append(r.buf, " build"...)
	}
	// Over the box, moved left where the box is narrower than the caption,
	// and cut where even the screen is.
	r.buf = cut(r.buf, (r.lay.width-32)/r.font.advance)
	x := min(int(x0), r.lay.width-16-r.font.width(r.buf))
	r.write(x, int(y0)-20, colDim)
}

// drawDrift adds where the fixed-step reference world puts ball 1 (a
// ring), a line to where the variable world has it, and the distance.
func (r *Renderer) drawDrift(ref *sim.World, k float64, x, y float32) {
	rx, ry := r.ball1(ref, k)
	r.line(x, y, rx, ry, 2, colReference.WithAlpha(0.6))
	r.sprite(r.sprites.ring, rx, ry, colReference)
	d := math.Hypot(float64(rx-x), float64(ry-y)) / r.box.scale
	r.buf = append(r.buf[:0], "drift "...)
	r.buf = appendFixed(r.buf, d, 2)
	r.buf = append(r.buf, " m"...)
	// On the side of the ring away from ball 1 (above it when ball 1 is
	// below, else below), clear of both balls, and inside the box.
	w := r.font.width(r.buf)
	lx := min(max(int(rx)-w/2, r.lay.box.Min.X+4), r.lay.box.Max.X-4-w)
	above, below := int(ry)-24-r.font.height, int(ry)+24
	ly := above
	if y < ry {
		ly = below
	}
	if ly < r.lay.box.Min.Y+4 || ly > r.lay.box.Max.Y-4-r.font.height {
		ly = above + below - ly // the other side, which fits
	}
	r.font.text(r.glyphs, lx, ly, r.buf, colReference)
}
