//go:build !headless

package view

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/render/rendertest"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// areas returns where the overlay, the jumper, the box, the timeline and
// the notice row go on a w × h logical screen showing the overlay and the
// timeline as asked.
func areas(w, h int, overlay, timeline bool) [5]image.Rectangle {
	l := NewLayout(w, h, Panels{Overlay: overlay, Timeline: timeline})
	return [5]image.Rectangle{l.Overlay, l.Jumper, l.Box, l.Timeline, l.Notice}
}

// drawBalls draws every ball but ball 1 the way a frame does: one
// triangle each into the shapes batch, then its DrawTriangles calls.
func (r *Renderer) drawBalls(dst *ebiten.Image, balls []sandbox.Point) {
	r.addBalls(balls, false)
	r.canvas.Flush(dst)
}

// addBalls adds every ball but ball 1 to the shapes batch as a frame does
// (one triangle each), or, with quads, as frames did before: one quad of
// the sprite's square each, for BenchmarkCrowd to time both in one run.
func (r *Renderer) addBalls(balls []sandbox.Point, quads bool) {
	r.canvas.Use(render.PictureLayer)
	if !quads {
		r.world.box.crowd(balls)
		return
	}
	s := r.canvas.Sprites.Crowd
	for i := 1; i < len(balls); i++ {
		x, y := r.world.box.at(balls[i])
		r.canvas.Sprite(s, x, y, ballColours[i&1])
	}
}

// flushShapes draws the canvas onto dst, the shapes AddBalls added with
// the rasters' pixels among them, and empties it.
func (r *Renderer) flushShapes(dst *ebiten.Image) { r.canvas.Flush(dst) }

// pointAt returns the position in the box that is drawn at the pixel
// (x, y): BallAt's inverse.
func (r *Renderer) pointAt(x, y float32) sandbox.Point {
	s := r.world.box.space
	return sandbox.Point{X: (float64(x) - s.Left) / s.Scale, Y: (s.Bottom - float64(y)) / s.Scale}
}

// ballAt returns where a ball at p is drawn and the balls' radius, in
// pixels.
func (r *Renderer) ballAt(p sandbox.Point) (x, y, radius float32) {
	x, y = r.world.box.at(p)
	return x, y, r.world.box.crowdR
}

// discard empties the batches as Flush does, without drawing them: a test
// can then build frame after frame, steady state, without a screen.
func (r *Renderer) discard() { r.canvas.Clear() }

// buffers returns what the renderer keeps from frame to frame: the
// positions the ghost trail holds and can hold, and the capacity of every
// batch's vertices and indices together.
func (r *Renderer) buffers() (ghost, ghostCap, batchCap int) {
	g := &r.world.box.ghost
	return g.n, len(g.x), rendertest.Capacity(&r.canvas.Canvas)
}

// vertices returns the vertices the picture's layer holds, shapes and
// text: four a quad, three a crowd's triangle.
func (r *Renderer) vertices() int { return rendertest.Vertices(&r.canvas.Canvas) }

// lastGlyphColour returns the colour of the last character the picture's
// layer holds: the notice's, when one shows (it is drawn last).
func (r *Renderer) lastGlyphColour() render.Colour {
	return rendertest.LastGlyphColour(&r.canvas.Canvas)
}

// overlayGlyphs returns where each character of p's overlay is drawn on
// a w × h logical screen showing every panel: the glyphs the overlay's
// painter adds.
func (r *Renderer) overlayGlyphs(p *sandbox.Picture, w, h int) []image.Rectangle {
	r.Resize(w, h)
	q := *p
	q.View = sandbox.View{Overlay: true, Timeline: true}
	r.Build(&q) // laid out for q's panels
	r.canvas.Clear()
	r.overlay.paint(&q)
	return rendertest.Glyphs(&r.canvas.Canvas, render.PictureLayer)
}

// hintGlyphs returns where each character of the notice row is drawn (the
// keys' hint; no notice shows) on a w × h logical screen showing the
// overlay and the timeline as asked.
func (r *Renderer) hintGlyphs(p *sandbox.Picture, w, h int, overlay, timeline bool) []image.Rectangle {
	r.Resize(w, h)
	q := *p
	q.View = sandbox.View{Overlay: overlay, Timeline: timeline}
	r.Build(&q)
	r.canvas.Clear()
	r.paintNotice(q.Now)
	return rendertest.Glyphs(&r.canvas.Canvas, render.PictureLayer)
}

// overlayText returns p's overlay on the goldens' screen as text, a
// string a row, read back from the glyph atlas's cells that its quads
// sample: what a reader sees, with a space for each character's width
// where no glyph is drawn.
func (r *Renderer) overlayText(p *sandbox.Picture) []string {
	r.overlayGlyphs(p, render.ScreenWidth, render.ScreenHeight)
	return rendertest.Text(&r.canvas.Canvas, r.canvas.Layout.Overlay.Min.X)
}

// ball1Radius returns the radius ball 1 is drawn with, in pixels.
func (r *Renderer) ball1Radius() float32 { return r.world.box.ballR }

// jumperScale returns the pixel rows of the jumper's scale: its 1.5 m
// mark and its ground.
func (r *Renderer) jumperScale() (top, ground float32) {
	s := r.world.jumper.space
	_, top = s.Point(0, 1.5)
	_, ground = s.Point(0, 0)
	return top, ground
}

// helpGlyphs returns where each character of F1's panel of keys is drawn
// on a w × h logical screen, and the panel.
func (r *Renderer) helpGlyphs(keys instrument.KeyTable, w, h int) ([]image.Rectangle, image.Rectangle) {
	r.Resize(w, h)
	r.canvas.Clear()
	r.canvas.Use(render.HelpLayer)
	p := render.NewHelp(&r.canvas.Canvas, keys)
	p.Paint()
	// The help layer's shapes: the veil over the picture, then the panel.
	return rendertest.Glyphs(&r.canvas.Canvas, render.HelpLayer), rendertest.Shapes(&r.canvas.Canvas, render.HelpLayer)[1].Rect
}

// glyphs returns the characters the picture's layer holds.
func (r *Renderer) glyphs() int { return len(rendertest.Glyphs(&r.canvas.Canvas, render.PictureLayer)) }

// caption returns the box's caption as the latest Build wrote it.
func (r *Renderer) caption() string { return string(r.world.box.buf) }

// trail returns the ghost trail's dots, the newest first.
func (r *Renderer) trail() [][2]float32 {
	g := &r.world.box.ghost
	dots := make([][2]float32, g.n)
	for i := range dots {
		dots[i][0], dots[i][1] = g.back(i)
	}
	return dots
}

// driftLabel returns where the drift label, w pixels wide, goes for the
// reference ring at (rx, ry) and ball 1 drawn at height y, with the ghost
// trail's dots at dots (oldest first) shown, and the label's height.
func (r *Renderer) driftLabel(dots [][2]float32, rx, ry, y float32, w int) image.Rectangle {
	b := &r.world.box
	b.ghost = ghostTrail{}
	for _, d := range dots {
		b.ghost.add(d[0], d[1])
	}
	at := b.driftLabel(rx, ry, y, w, true)
	return image.Rect(at.X, at.Y, at.X+w, at.Y+r.canvas.Font.Height)
}

// font returns the font the renderer draws its text with.
func (r *Renderer) font() *render.Font { return r.canvas.Font }
