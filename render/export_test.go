//go:build !headless

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim"
)

// DrawBalls draws every ball but ball 1 of w the way a frame does: one
// quad each into the shapes batch, then its DrawTriangles calls.
func (r *Renderer) DrawBalls(dst *ebiten.Image, w *sim.World) {
	r.use(0)
	r.addBalls(w, 1)
	r.shapes.flush(dst)
}

// BallAt returns a ball's radius in pixels and where ball i is drawn.
func (r *Renderer) BallAt(w *sim.World, i int) (x, y, radius float32) {
	x, y = r.box.point(w.Balls.X[i], w.Balls.Y[i])
	return x, y, r.crowdR
}

// Quads returns the quads the picture's layer holds, shapes and text.
func (r *Renderer) Quads() int { return r.layers[0].shapes.quads() + r.layers[0].glyphs.quads() }
