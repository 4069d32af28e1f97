//go:build !headless

package view

import (
	"math"

	"tickbox/render"
	"tickbox/sim/sandbox"
)

// ballColours tint the balls after ball 1, alternately, so that a crowd of
// balls still reads as separate bodies.
var ballColours = [2]render.Colour{render.ColBall, render.ColBallAlt}

// crowd adds every ball but ball 1 to the shapes batch, one triangle each
// (the crowd's sprite has room for one: render.Sprite.Legs), before ball
// 1 so that ball 1 is on top. This is the batch the benchmark measures
// against one vector call a ball, and the loop of a frame that runs a
// million times, so it writes its triangles in place (Batch.Triangles),
// with the sprite's corner and legs converted to float32 once: at 100,000
// balls that took about 0.6 times as long as appending a quad a ball.
// Three vertices a ball instead of a quad's four (and three indices
// instead of six) is a quarter less of Ebitengine's work on every vertex,
// which in the browser is most of a frame's.
func (b *boxPainter) crowd(balls []sandbox.Point) {
	if len(balls) < 2 {
		return
	}
	s := b.c.Sprites.Crowd
	sx, sy := float32(s.Src.Min.X), float32(s.Src.Min.Y)
	w, h := s.Legs()
	colours := [2]render.Premultiplied{ballColours[0].Premultiplied(), ballColours[1].Premultiplied()}
	vs := b.c.Shapes.Triangles(len(balls) - 1)
	for i := 1; i < len(balls); i++ {
		x, y := b.at(balls[i])
		x, y = x-s.CX, y-s.CY
		c := colours[i&1]
		t := vs[3*(i-1) : 3*i : 3*i]
		render.SetVertex(&t[0], x, y, sx, sy, c)
		render.SetVertex(&t[1], x+w, y, sx+w, sy, c)
		render.SetVertex(&t[2], x, y+h, sx, sy+h, c)
	}
}

// at returns the pixel of a position in the box.
func (b *boxPainter) at(p sandbox.Point) (float32, float32) { return b.space.Point(p.X, p.Y) }

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
