//go:build !headless

package render

import (
	"image"

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

// Discard empties the batches as Flush does, without drawing them: a test
// can then build frame after frame, steady state, without a screen.
func (r *Renderer) Discard() {
	for _, l := range r.layers {
		l.shapes.vertices = l.shapes.vertices[:0]
		l.glyphs.vertices = l.glyphs.vertices[:0]
	}
}

// Buffers returns what the renderer keeps from frame to frame: the
// positions the ghost trail holds and can hold, and the capacity of every
// batch's vertices and indices together.
func (r *Renderer) Buffers() (ghost, ghostCap, batchCap int) {
	for _, l := range r.layers {
		for _, b := range []*batch{l.shapes, l.glyphs} {
			batchCap += cap(b.vertices) + cap(b.indices)
		}
	}
	return r.ghost.n, len(r.ghost.x), batchCap
}

// Quads returns the quads the picture's layer holds, shapes and text.
func (r *Renderer) Quads() int { return r.layers[0].shapes.quads() + r.layers[0].glyphs.quads() }

// Wrap is wrap, for TestWrap.
var Wrap = wrap

// Areas returns where the overlay, the jumper, the box and the timeline go
// on a w × h logical screen.
func Areas(w, h int) [4]image.Rectangle {
	l := newLayout(w, h)
	return [4]image.Rectangle{l.overlay, l.jumper, l.box, l.timeline}
}

// LastGlyphColour returns the colour of the last character the picture's
// layer holds: the notice's, when one shows (it is drawn last).
func (r *Renderer) LastGlyphColour() Colour {
	v := r.layers[0].glyphs.vertices
	if len(v) == 0 {
		return Colour{}
	}
	l := v[len(v)-1]
	return Colour{l.ColorR, l.ColorG, l.ColorB, l.ColorA}
}

// Warn and Accent are the error colour and the colour of success notices.
var Warn, Accent = colWarn, colAccent
