//go:build !headless

package view

import (
	"image"

	"tickbox/game/stage"
	"tickbox/render"
)

// ghostLength is how many frames the trail remembers.
const ghostLength = 48

// ghostTrail remembers where ball 1 was drawn on recent frames, in pixels.
// Drawn as fading dots, it shows pacing at a glance: evenly spaced dots
// mean smooth motion; bunched dots and gaps mean stutter.
type ghostTrail struct {
	x, y [ghostLength]float32
	next int
	n    int
	tick int64 // the world's tick when the newest dot was added
}

// follow forgets the trail when the world has gone back in time (a reset,
// a replay from its start): its dots belong to the world that was.
func (g *ghostTrail) follow(tick int64) {
	if tick < g.tick {
		*g = ghostTrail{}
	}
	g.tick = tick
}

// add remembers (x, y), ball 1's position this frame. Frames that draw it
// where it was are kept too: a dot drawn twice is exactly the stutter the
// trail is there to show.
func (g *ghostTrail) add(x, y float32) {
	g.x[g.next], g.y[g.next] = x, y
	g.next = (g.next + 1) % ghostLength
	g.n = min(g.n+1, ghostLength)
}

// back returns the i-th most recent position: back(0) is the newest.
func (g *ghostTrail) back(i int) (float32, float32) {
	j := (g.next - 1 - i + 2*ghostLength) % ghostLength
	return g.x[j], g.y[j]
}

// paint adds the trail, oldest faintest; ball 1 is drawn over it. Dots
// above top, the box's top edge, are left out: extrapolation draws ball 1
// past a wall for a frame, and its dots would cover the box's caption. The
// ball itself is drawn wherever it is, out of the box too, which is what
// extrapolation is there to show.
func (g *ghostTrail) paint(c *stage.Canvas, top float32) {
	for i := g.n - 1; i >= 1; i-- {
		x, y := g.back(i)
		if y < top {
			continue
		}
		fade := 1 - float32(i)/ghostLength
		c.Sprite(c.Sprites.Dot, x, y, render.ColAccent.WithAlpha(0.15+0.55*fade))
	}
}

// touches reports whether a dot the trail draws (all but the newest,
// which ball 1 covers) lies within r or a dot's radius of it.
func (g *ghostTrail) touches(r image.Rectangle) bool {
	const pad = stage.DotRadius
	for i := 1; i < g.n; i++ {
		x, y := g.back(i)
		if x >= float32(r.Min.X)-pad && x <= float32(r.Max.X)+pad && y >= float32(r.Min.Y)-pad && y <= float32(r.Max.Y)+pad {
			return true
		}
	}
	return false
}
