//go:build !headless

package render

import "tickbox/sim/sandbox"

// jumperSize is the jumper's width and height, in metres.
const jumperSize = 0.16

// jumperPainter draws the jumper's column: a scale in metres, the exact
// peak of a jump (v²/2g, what an exact integration reaches), the best and
// the current peak, and the jumper itself; in variable mode, the
// fixed-step reference jumper beside it as an outline.
type jumperPainter struct {
	c     *canvas
	space space  // the column, metres to pixels: larger than the box's, so that a few centimetres of lost height show
	buf   []byte // the scale's and the peaks' numbers
}

// paint draws p's jumper, with a legend of the peaks above the column,
// one row each.
func (j *jumperPainter) paint(p *sandbox.Picture) {
	j.scale()
	w := &p.World
	j.peak(0, w.JumpSpeed*w.JumpSpeed/(2*w.Gravity), "v²/2g ", colDim)
	j.peak(1, p.Jumper.Best, "best  ", colAccent)
	j.peak(2, p.Jumper.Peak, "jump  ", colJumper)
	if ref := &p.Reference; ref.On {
		j.peak(3, ref.Jumper.Best, "fixed ", colReference)
		j.body(ref.Jumper.Y, 64, colReference, true)
	}
	j.body(p.Jumper.Y, 0, colJumper, false)
	j.c.text(j.c.lay.jumper.Min.X, j.c.lay.jumper.Min.Y-20, jumperLabel, colDim)
}

// jumperLabel names the column, over its legend.
var jumperLabel = []byte("jumper (Space)")

// scale adds the vertical axis with a mark every 0.1 m and a label every
// 0.5 m, and the ground.
func (j *jumperPainter) scale() {
	c := j.c
	x0, ground := j.space.point(0, 0)
	_, top := j.space.point(0, 1.5)
	c.rect(x0-1, top, 1, ground-top, colFrame)
	for i := 0; i <= 15; i++ {
		_, y := j.space.point(0, float64(i)/10)
		long := float32(4)
		if i%5 == 0 {
			long = 9
			j.buf = appendFixed(j.buf[:0], float64(i)/10, 1)
			c.text(int(x0)-44, int(y)-c.font.height/2, j.buf, colDim)
		}
		c.rect(x0-long, y, long, 1, colFrame)
	}
	c.rect(x0-10, ground, 180, 2, colFrame)
}

// peak adds a horizontal line across the column at height m, and row
// row of the legend above the column, with its name and value.
func (j *jumperPainter) peak(row int, m float64, name string, col Colour) {
	c := j.c
	x0, y := j.space.point(0, m)
	c.rect(x0, y, 150, 1, col.WithAlpha(0.8))
	lx, ly := c.lay.jumper.Min.X, c.lay.jumper.Min.Y+row*c.font.height
	c.rect(float32(lx), float32(ly+c.font.height/2), 14, 2, col)
	x := c.label(lx+20, ly, name, col)
	j.buf = append(appendFixed(j.buf[:0], m, 3), " m"...)
	c.text(x, ly, j.buf, col)
}

// body adds the jumper with its bottom at height y, dx pixels right of
// the axis; hollow draws an outline only.
func (j *jumperPainter) body(y float64, dx float32, col Colour, hollow bool) {
	x0, y0 := j.space.point(0, y+jumperSize)
	size := j.space.length(jumperSize)
	x0 += 14 + dx
	if hollow {
		j.c.outline(x0, y0, size, size, 2, col)
		return
	}
	j.c.rect(x0, y0, size, size, col)
}
