//go:build !headless

package render

import (
	"tickbox/sim"
	"tickbox/sim/blend"
	"tickbox/sim/sandbox"
)

// jumperSize is the jumper's width and height, in metres.
const jumperSize = 0.16

// drawJumper adds the jumper's column: a scale in metres, the exact peak
// of a jump (v²/2g, what an exact integration reaches), the best and the
// current peak, and the jumper itself; in variable mode, the fixed-step
// reference jumper beside it as an outline.
func (r *Renderer) drawJumper(sb sandbox.Scene) {
	w := sb.World()
	c := &w.Config
	r.drawScale()
	row := 0
	exact := c.JumpSpeed * c.JumpSpeed / (2 * c.Gravity)
	r.peak(&row, exact, "v²/2g ", colDim)
	current, best := sb.Peak()
	r.peak(&row, best, "best  ", colAccent)
	r.peak(&row, current, "jump  ", colJumper)
	if ref := sb.Reference(); ref != nil {
		_, refBest := sb.ReferencePeak()
		r.peak(&row, refBest, "fixed ", colReference)
		r.jumperBody(&ref.Jumper, sb.ReferenceBlend(), 64, colReference, true)
	}
	r.jumperBody(&w.Jumper, sb.Blend(), 0, colJumper, false)
	r.label(r.lay.jumper.Min.X, r.lay.jumper.Min.Y-20, "jumper (Space)", colDim)
}

// drawScale adds the vertical axis with a mark every 0.1 m and a label
// every 0.5 m, and the ground.
func (r *Renderer) drawScale() {
	x0, ground := r.jumper.point(0, 0)
	_, top := r.jumper.point(0, 1.5)
	r.rect(x0-1, top, 1, ground-top, colFrame)
	for i := 0; i <= 15; i++ {
		_, y := r.jumper.point(0, float64(i)/10)
		long := float32(4)
		if i%5 == 0 {
			long = 9
			r.buf = appendFixed(r.buf[:0], float64(i)/10, 1)
			r.write(int(x0)-44, int(y)-r.font.height/2, colDim)
		}
		r.rect(x0-long, y, long, 1, colFrame)
	}
	r.rect(x0-10, ground, 180, 2, colFrame)
}

// peak adds a horizontal line across the column at height m, and a row
// of the legend above the column with its name and value.
func (r *Renderer) peak(row *int, m float64, name string, c Colour) {
	x0, y := r.jumper.point(0, m)
	r.rect(x0, y, 150, 1, c.WithAlpha(0.8))
	lx, ly := r.lay.jumper.Min.X, r.lay.jumper.Min.Y+*row*r.font.height
	*row++
	r.rect(float32(lx), float32(ly+r.font.height/2), 14, 2, c)
	x := r.label(lx+20, ly, name, c)
	r.buf = appendFixed(r.buf[:0], m, 3)
	r.buf = append(r.buf, " m"...)
	r.write(x, ly, c)
}

// jumperBody adds the jumper drawn at previous + (current-previous)·k,
// dx pixels right of the axis; hollow draws an outline only.
func (r *Renderer) jumperBody(j *sim.Jumper, k float64, dx float32, c Colour, hollow bool) {
	y := blend.Between(j.PreviousY, j.Y, k)
	x0, y0 := r.jumper.point(0, y+jumperSize)
	size := r.jumper.length(jumperSize)
	x0 += 14 + dx
	if hollow {
		r.outline(x0, y0, size, size, 2, c)
		return
	}
	r.rect(x0, y0, size, size, c)
}
