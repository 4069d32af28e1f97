//go:build !headless

package render

import (
	"math"

	"tickbox/sim"
	"tickbox/sim/blend"
)

// ballColours tint the balls after ball 1, alternately, so that a crowd of
// balls still reads as separate bodies.
var ballColours = [2]Colour{colBall, colBallAlt}

// addBalls adds every ball of w, drawn at previous + (current-previous)·k,
// to the shapes batch as one quad each, ball 1 last so that it is on top.
// This is the batch the benchmark measures against one vector call a ball.
func (r *Renderer) addBalls(w *sim.World, k float64) {
	b := &w.Balls
	s := r.sprites.crowd
	sw, sh := float32(s.src.Dx()), float32(s.src.Dy())
	for i := 1; i < b.Len(); i++ {
		x, y := r.box.point(blend.Between(b.PrevX[i], b.X[i], k), blend.Between(b.PrevY[i], b.Y[i], k))
		r.shapes.quad(s.src, x-s.cx, y-s.cy, sw, sh, ballColours[i&1])
	}
}

// ball1 returns where ball 1 of w is drawn at k, in pixels.
func (r *Renderer) ball1(w *sim.World, k float64) (float32, float32) {
	b := &w.Balls
	return r.box.point(blend.Between(b.PrevX[0], b.X[0], k), blend.Between(b.PrevY[0], b.Y[0], k))
}

// crowdRadius returns the radius, in pixels, to draw the balls after ball 1
// with: their true radius, unless so many fill the box that they would
// cover it many times over (100,000 true-size balls cover it 125 times).
// Then they are drawn smaller, down to 1.5 pixels, so that together they
// cover about a third of it: the crowd stays legible as a density, and the
// pixels to fill stay about one box's worth however many balls there are.
// Only the picture changes: the simulation keeps the true radius, and
// ball 1 is always drawn at its true size.
func crowdRadius(ballR, boxArea float32, balls int) float32 {
	if balls <= 1 {
		return ballR
	}
	fit := float32(math.Sqrt(float64(boxArea) / (3 * math.Pi * float64(balls))))
	return min(ballR, max(fit, 1.5))
}
