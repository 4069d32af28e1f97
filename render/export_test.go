//go:build !headless

package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/sandbox"
)

// DrawBalls draws every ball but ball 1 the way a frame does: one quad
// each into the shapes batch, then its DrawTriangles calls.
func (r *Renderer) DrawBalls(dst *ebiten.Image, balls []sandbox.Point) {
	r.canvas.use(pictureLayer)
	r.world.box.crowd(balls)
	r.canvas.shapes.flush(dst)
}

// BallAt returns where a ball at p is drawn and the balls' radius, in
// pixels.
func (r *Renderer) BallAt(p sandbox.Point) (x, y, radius float32) {
	x, y = r.world.box.at(p)
	return x, y, r.world.box.crowdR
}

// Discard empties the batches as Flush does, without drawing them: a test
// can then build frame after frame, steady state, without a screen.
func (r *Renderer) Discard() { r.canvas.clear() }

// Buffers returns what the renderer keeps from frame to frame: the
// positions the ghost trail holds and can hold, and the capacity of every
// batch's vertices and indices together.
func (r *Renderer) Buffers() (ghost, ghostCap, batchCap int) {
	for _, l := range r.canvas.layers {
		for _, b := range []*batch{l.shapes, l.glyphs} {
			batchCap += cap(b.vertices) + cap(b.indices)
		}
	}
	g := &r.world.box.ghost
	return g.n, len(g.x), batchCap
}

// Quads returns the quads the picture's layer holds, shapes and text.
func (r *Renderer) Quads() int {
	l := r.canvas.layers[pictureLayer]
	return l.shapes.quads() + l.glyphs.quads()
}

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
	v := r.canvas.layers[pictureLayer].glyphs.vertices
	if len(v) == 0 {
		return Colour{}
	}
	l := v[len(v)-1]
	return Colour{l.ColorR, l.ColorG, l.ColorB, l.ColorA}
}

// Warn and Accent are the error colour and the colour of success notices.
var Warn, Accent = colWarn, colAccent

// OverlayGlyphs returns where each character of p's overlay is drawn on
// a w × h logical screen: the glyphs Build adds with the overlay on beyond
// those it adds with it off (the timeline and the help off, and no notice,
// so that nothing is drawn after the overlay).
func (r *Renderer) OverlayGlyphs(p *sandbox.Picture, w, h int) []image.Rectangle {
	r.Resize(w, h)
	q := *p
	q.View = sandbox.View{}
	r.Build(&q)
	glyphs := r.canvas.layers[pictureLayer].glyphs
	before := len(glyphs.vertices)
	q.View.Overlay = true
	r.Build(&q)
	var rects []image.Rectangle
	for v := glyphs.vertices[before:]; len(v) >= 4; v = v[4:] { // a quad: top left first, bottom right last
		rects = append(rects, image.Rect(int(v[0].DstX), int(v[0].DstY), int(v[3].DstX), int(v[3].DstY)))
	}
	return rects
}
