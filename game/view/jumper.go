//go:build !headless

package view

import (
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/sandbox"
)

// jumperSize is the jumper's width and height, in metres.
const jumperSize = 0.16

// jumperPainter draws the jumper's column: a scale in metres, the exact
// peak of a jump (v²/2g, what an exact integration reaches), the best and
// the current peak, and the jumper itself; in variable mode, the
// fixed-step reference jumper beside it as an outline.
type jumperPainter struct {
	c     *stage.Canvas
	space stage.Space // the column, metres to pixels: larger than the box's, so that a few centimetres of lost height show
	buf   []byte      // the scale's and the peaks' numbers
}

// paint draws p's jumper, with a legend of the peaks above the column,
// one row each.
func (j *jumperPainter) paint(p *sandbox.Picture) {
	j.scale()
	w := &p.World
	j.peak(0, w.JumpSpeed*w.JumpSpeed/(2*w.Gravity), "v²/2g ", render.ColDim)
	j.peak(1, p.Jumper.Best, "best  ", render.ColAccent)
	j.peak(2, p.Jumper.Peak, "jump  ", stage.ColJumper)
	if ref := &p.Reference; ref.On {
		j.peak(3, ref.Jumper.Best, "fixed ", stage.ColReference)
		j.body(ref.Jumper.Y, 64, stage.ColReference, true)
	}
	j.body(p.Jumper.Y, 0, stage.ColJumper, false)
	j.c.Text(j.c.Layout.Jumper.Min.X, j.c.Layout.Jumper.Min.Y-20, jumperLabel, render.ColDim)
}

// jumperLabel names the column, over its legend.
var jumperLabel = []byte("jumper (Space)")

// scale adds the vertical axis with a mark every 0.1 m and a label every
// 0.5 m, and the ground.
func (j *jumperPainter) scale() {
	c := j.c
	x0, ground := j.space.Point(0, 0)
	_, top := j.space.Point(0, 1.5)
	c.Rect(x0-1, top, 1, ground-top, render.ColFrame)
	for i := 0; i <= 15; i++ {
		_, y := j.space.Point(0, float64(i)/10)
		long := float32(4)
		if i%5 == 0 {
			long = 9
			j.buf = render.AppendFixed(j.buf[:0], float64(i)/10, 1)
			c.Text(int(x0)-44, int(y)-c.Font.Height/2, j.buf, render.ColDim)
		}
		c.Rect(x0-long, y, long, 1, render.ColFrame)
	}
	c.Rect(x0-10, ground, 180, 2, render.ColFrame)
}

// peak adds a horizontal line across the column at height m, and row
// row of the legend above the column, with its name and value.
func (j *jumperPainter) peak(row int, m float64, name string, col render.Colour) {
	c := j.c
	x0, y := j.space.Point(0, m)
	c.Rect(x0, y, 150, 1, col.WithAlpha(0.8))
	lx, ly := c.Layout.Jumper.Min.X, c.Layout.Jumper.Min.Y+row*c.Font.Height
	c.Rect(float32(lx), float32(ly+c.Font.Height/2), 14, 2, col)
	x := c.Label(lx+20, ly, name, col)
	j.buf = append(render.AppendFixed(j.buf[:0], m, 3), " m"...)
	c.Text(x, ly, j.buf, col)
}

// body adds the jumper with its bottom at height y, dx pixels right of
// the axis; hollow draws an outline only.
func (j *jumperPainter) body(y float64, dx float32, col render.Colour, hollow bool) {
	x0, y0 := j.space.Point(0, y+jumperSize)
	size := j.space.Length(jumperSize)
	x0 += 14 + dx
	if hollow {
		j.c.Outline(x0, y0, size, size, 2, col)
		return
	}
	j.c.Rect(x0, y0, size, size, col)
}
