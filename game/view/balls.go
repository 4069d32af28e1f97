//go:build !headless

package view

import (
	"image"
	"math"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/sandbox"
)

// ballColours tint the balls after ball 1, alternately, so that a crowd of
// balls still reads as separate bodies.
var ballColours = [2]render.Colour{stage.ColBall, stage.ColBallAlt}

// crowd adds every ball but ball 1 to the shapes batch, one triangle each
// (the crowd's sprite has room for one: stage.Sprite.Legs), before ball
// 1 so that ball 1 is on top. This is the batch the benchmark measures
// against one vector call a ball, and the loop of a frame that runs a
// million times, so it writes its triangles in place (Canvas.Shapes.Triangles),
// with the sprite's corner and legs converted to float32 once: at 100,000
// balls that took about 0.6 times as long as appending a quad a ball.
// Three vertices a ball instead of a quad's four (and three indices
// instead of six) is a quarter less of Ebitengine's work on every vertex,
// which in the browser is most of a frame's.
func (b *boxPainter) crowd(balls []sandbox.Point) {
	if len(balls) < 2 {
		return
	}
	if b.raster != nil {
		b.rasterCrowd(balls)
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

// rasterCrowd puts every ball but ball 1 on the box's raster, the
// crowd's sprite in the same two colours, and adds the raster to the
// shapes where crowd's triangles would be: under ball 1.
func (b *boxPainter) rasterCrowd(balls []sandbox.Point) {
	r := b.raster
	r.Clear()
	for i := 1; i < len(balls); i++ {
		x, y := b.at(balls[i])
		r.Put(x, y, i&1)
	}
	r.draw(b.c)
}

// rasterBalls is the least number of balls whose crowd a box puts on a
// crowdRaster instead of the GPU's triangles, where the renderer draws
// crowds on the CPU (Renderer.CrowdOnCPU). The raster costs the page a
// fixed part of every frame, clearing and uploading the box's pixels,
// and a put a ball; the triangles cost SwiftShader's process a few
// microseconds each. In headless Chromium on a 2-core machine
// (BenchmarkBrowserFrame, one run each way): at 1,000 balls the raster
// gave 17.6 fps against 15.9, for a Draw of 2.2 ms against 0.8 by the
// mean, too little for the cost; at 3,000 balls 17.2 fps against 12.2,
// the GPU process's frame 103 ms against 148.
const rasterBalls = 3000

// useRaster makes the box's raster for the world made from c, over the
// box's pixels, now that the sprites are drawn (stage.Canvas.SetSprites),
// freeing the old one; or none, where the box draws its crowd with
// triangles. A nil c frees the old one and makes none.
func (b *boxPainter) useRaster(c *bounce.Config) {
	if b.raster != nil {
		b.raster.Deallocate()
		b.raster = nil
	}
	if c == nil || !b.rasterOn || c.Balls < rasterBalls {
		return
	}
	x0, y0, x1, y1 := b.corners(c)
	down := func(v float32) int { return int(math.Floor(float64(v))) }
	up := func(v float32) int { return int(math.Ceil(float64(v))) }
	area := image.Rect(down(x0), down(y0), up(x1), up(y1)) // every pixel the floor touches
	b.raster = newCrowdRaster(b.c, area, b.c.Sprites.Crowd, ballColours[0], ballColours[1])
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
