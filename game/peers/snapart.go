//go:build !headless

package peers

import (
	"fmt"
	"math"

	"tickbox/game/stage"
	"tickbox/render"
)

// Colours of a snap: the wrong path is ball 1's own colour, faint, as a
// ghost of what the peer showed; the snap back is the warning red.
var (
	colGhost = render.ColAccent
	colSnap  = render.ColWarn
)

// ghostAlpha is a fresh ghost's opacity: faint enough that the live ball
// stands out over it.
const ghostAlpha = 0.5

// snaps draws peer i's snaps of the last snapFade, oldest first, each
// fading as it ages: the wrong path as a ghost, and the snap back as a
// red line from the predicted place to the corrected one, ringing the
// live ball while the newest is fresh. at maps world metres to pixels.
func (p *painter) snaps(i int, m view, at func(x, y float64) (float32, float32)) {
	v := m.Snaps(i)
	for k := range v.Len() {
		s := v.At(k)
		fade := float32(1 - float64(s.Age(m.Now()))/float64(snapFade))
		p.ghost(s, fade, at)
	}
	if n := v.Len(); n > 0 {
		s := v.At(n - 1)
		fade := float32(1 - float64(s.Age(m.Now()))/float64(snapFade))
		w := m.World(i)
		x, y := at(w.Balls.X[0], w.Balls.Y[0])
		p.c.Sprite(p.c.Sprites.Ring, x, y, colSnap.WithAlpha(fade))
		d := math.Hypot(s.Corrected.X-s.Predicted.X, s.Corrected.Y-s.Predicted.Y)
		line := fmt.Sprintf("snap back %.2f m, %d ticks run again", d, s.To-s.From)
		lx := i*panelW + 24 + (len("fingerprints ")+len(m.Figures(i).Agreement())+3)*p.c.Font.Advance
		p.c.Label(lx, figuresTop+3*(p.c.Font.Height+6), line, colSnap.WithAlpha(fade)) // after the figures' last line
	}
}

// ghost draws one snap at opacity fade: ball 1's wrong path and its
// predicted place, faint; the jumper's predicted place as an outline;
// a red line from each predicted place to the corrected one.
func (p *painter) ghost(s *snap, fade float32, at func(x, y float64) (float32, float32)) {
	c, g := p.c, colGhost.WithAlpha(ghostAlpha*fade)
	path := s.Path()
	for k := range path {
		x, y := at(path[k].X, path[k].Y)
		c.Sprite(c.Sprites.Dot, x, y, g)
		if k > 0 {
			x0, y0 := at(path[k-1].X, path[k-1].Y)
			c.Line(x0, y0, x, y, 2, g)
		}
	}
	px, py := at(s.Predicted.X, s.Predicted.Y)
	c.Sprite(c.Sprites.Ball, px, py, g)
	cx, cy := at(s.Corrected.X, s.Corrected.Y)
	c.Line(px, py, cx, cy, 3, colSnap.WithAlpha(fade))
	c.Sprite(c.Sprites.Dot, cx, cy, colSnap.WithAlpha(fade))
	if s.Predicted.JumperY != s.Corrected.JumperY {
		side := p.space[0].Length(0.6)
		jx, jy := at(-jumperColumn/2, s.Predicted.JumperY)
		_, cy := at(0, s.Corrected.JumperY)
		c.Outline(jx-side/2, jy-side, side, side, 2, stage.ColJumper.WithAlpha(ghostAlpha*fade))
		c.Line(jx, jy-side/2, jx, cy-side/2, 3, colSnap.WithAlpha(fade))
	}
}
