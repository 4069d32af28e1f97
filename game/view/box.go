//go:build !headless

package view

import (
	"image"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/sandbox"
)

// boxPainter draws the balls' box: its floor, grid, walls and bumper, the
// balls, ball 1 with its ghost trail, and the markers of the other worlds
// (the fixed-step reference, the twin) around ball 1.
type boxPainter struct {
	c      *stage.Canvas
	space  stage.Space // the box, metres to pixels
	ballR  float32     // ball 1's radius in pixels: its true size
	crowdR float32     // the other balls' drawn radius; see crowdRadius
	ghost  ghostTrail
	buf    []byte // the caption and the markers' labels
	// the crowd's pixels, drawn on the CPU where rasterOn (see useRaster
	// and Renderer.CrowdOnCPU); nil where the crowd is triangles
	raster   *crowdRaster
	rasterOn bool
}

// fit sizes the box of the world made from c for the pixel rectangle area,
// and forgets the ghost trail, whose dots were placed for the old size.
func (b *boxPainter) fit(c *bounce.Config, area image.Rectangle) {
	b.space = stage.FitSpace(c.Width, c.Height, area.Min.X, area.Min.Y, area.Max.X, area.Max.Y)
	// A point ball (the lesson's world) is drawn as a small disc, to be seen.
	b.ballR = max(b.space.Length(c.BallRadius), pointRadius)
	b.crowdR = crowdRadius(b.ballR, b.space.Length(c.Width)*b.space.Length(c.Height), c.Balls)
	b.ghost = ghostTrail{}
}

// pointRadius is the least radius ball 1 is drawn with, in pixels: the
// lesson's balls are points (radius 0). It is well over the ghost trail's
// dots' (stage.DotRadius), so that the ball is not taken for one of its dots.
const pointRadius = 6

// paint draws the box of p, the balls, and ball 1 last, over its trail
// and the markers.
func (b *boxPainter) paint(p *sandbox.Picture) {
	b.walls(&p.World)
	b.crowd(p.Balls)
	ticked := p.Tick != b.ghost.tick
	b.ghost.follow(p.Tick)
	if len(p.Balls) == 0 {
		return
	}
	x, y := b.at(p.Balls[0])
	// Paused, the trail keeps the last motion instead of filling up with
	// one place; a single step still adds its frame. (The figures stand
	// still while paused, so the tick tells a step, not Stats.Frame.)
	if !p.Settings.Paused || ticked {
		b.ghost.add(x, y)
	}
	if p.View.Ghost {
		_, top := b.space.Point(0, p.World.Height)
		b.ghost.paint(b.c, top)
	}
	if p.Reference.On {
		b.drift(p.Reference.Ball1, x, y, p.View.Ghost)
	}
	if p.Twin.On {
		b.twin(&p.Twin)
	}
	b.c.Sprite(b.c.Sprites.Ball, x, y, render.ColAccent)
}

// walls adds the box's floor, a one-metre grid, its walls, the bumper and
// the caption.
func (b *boxPainter) walls(w *bounce.Config) {
	c := b.c
	x0, y0, x1, y1 := b.corners(w)
	c.Rect(x0, y0, x1-x0, y1-y0, render.ColPanel)
	for m := 1.0; m < w.Width; m++ {
		gx, _ := b.space.Point(m, 0)
		c.Rect(gx, y0, 1, y1-y0, render.ColGrid)
	}
	for m := 1.0; m < w.Height; m++ {
		_, gy := b.space.Point(0, m)
		c.Rect(x0, gy, x1-x0, 1, render.ColGrid)
	}
	c.Outline(x0-2, y0-2, x1-x0+4, y1-y0+4, 2, render.ColFrame)
	bx, by := b.space.Point(w.BumperX, w.BumperY)
	c.Sprite(c.Sprites.Bumper, bx, by, stage.ColBumper)
	b.caption(w, int(x0), int(y0))
}

// corners returns the pixels of the top left and bottom right corners of
// the box of the world made from w: its floor's edges.
func (b *boxPainter) corners(w *bounce.Config) (x0, y0, x1, y1 float32) {
	x0, y0 = b.space.Point(0, w.Height)
	x1, y1 = b.space.Point(w.Width, 0)
	return x0, y0, x1, y1
}

// caption adds what the box shows over its top left corner (x0, y0),
// moved left where the box is narrower than the caption, as far as the
// row is free (see captionLeft), and cut where even that is too narrow.
func (b *boxPainter) caption(w *bounce.Config, x0, y0 int) {
	s := render.AppendFixed(b.buf[:0], w.Width, 0)
	s = append(s, " × "...)
	s = render.AppendFixed(s, w.Height, 0)
	s = append(s, " m box · 1 m grid"...)
	if w.Balls > 0 {
		s = append(s, " · ball 1 amber"...)
	} else {
		s = append(s, " · no balls"...)
	}
	if small, cpu := b.crowdR < b.ballR, b.raster != nil; small || cpu {
		s = append(s, " · crowd drawn"...)
		if small {
			s = append(s, " small"...)
		}
		if cpu {
			s = append(s, " on the CPU"...)
		}
	}
	if w.Model == bounce.Lesson {
		s = append(s, " · the lesson's world"...)
	}
	if w.Build != bounce.Strict {
		s = append(append(append(s, " · "...), w.Build.Title()...), " build"...)
	}
	c, left := b.c, b.captionLeft()
	s = render.Cut(s, (c.Layout.Width-16-left)/c.Font.Advance)
	c.Text(max(left, min(x0, c.Layout.Width-16-c.TextWidth(s))), y0-20, s, render.ColDim)
	b.buf = s
}

// captionLeft returns the leftmost x the caption may start at: past the
// jumper's label where the jumper's column starts on the box's row, past
// the overlay where the box is beside it (a tall screen), else the
// screen's margin.
func (b *boxPainter) captionLeft() int {
	c, lay := b.c, &b.c.Layout
	switch {
	case lay.Jumper.Min.Y == lay.Box.Min.Y:
		return lay.Jumper.Min.X + c.TextWidth(jumperLabel) + 2*c.Font.Advance
	case lay.Box.Min.Y < lay.Overlay.Max.Y:
		return lay.Overlay.Max.X
	}
	return 16
}
