//go:build !headless

package render

import "math"

// rect adds a filled rectangle in c.
func (r *Renderer) rect(x, y, w, h float32, c Colour) {
	r.shapes.quad(r.sprites.white.src.Inset(1), x, y, w, h, c)
}

// outline adds the outline of a rectangle, t pixels thick, inside it.
func (r *Renderer) outline(x, y, w, h, t float32, c Colour) {
	r.rect(x, y, w, t, c)
	r.rect(x, y+h-t, w, t, c)
	r.rect(x, y+t, t, h-2*t, c)
	r.rect(x+w-t, y+t, t, h-2*t, c)
}

// line adds a line t pixels thick from (x0, y0) to (x1, y1).
func (r *Renderer) line(x0, y0, x1, y1, t float32, c Colour) {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	// (px, py) is half the thickness, across the line.
	px, py := -dy/n*t/2, dx/n*t/2
	src := r.sprites.white.src.Inset(1)
	sx, sy := float32(src.Min.X), float32(src.Min.Y)
	r.shapes.vertices = append(r.shapes.vertices,
		vertex(x0+px, y0+py, sx, sy, c), vertex(x1+px, y1+py, sx, sy, c),
		vertex(x0-px, y0-py, sx, sy, c), vertex(x1-px, y1-py, sx, sy, c))
}

// sprite adds s centred on (x, y) in c.
func (r *Renderer) sprite(s sprite, x, y float32, c Colour) {
	w, h := float32(s.src.Dx()), float32(s.src.Dy())
	r.shapes.quad(s.src, x-s.cx, y-s.cy, w, h, c)
}
