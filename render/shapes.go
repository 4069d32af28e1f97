//go:build !headless

package render

import "math"

// rect adds a filled rectangle in col.
func (c *canvas) rect(x, y, w, h float32, col Colour) {
	c.shapes.quad(c.sprites.white.src.Inset(1), x, y, w, h, col)
}

// outline adds the outline of a rectangle, t pixels thick, inside it.
func (c *canvas) outline(x, y, w, h, t float32, col Colour) {
	c.rect(x, y, w, t, col)
	c.rect(x, y+h-t, w, t, col)
	c.rect(x, y+t, t, h-2*t, col)
	c.rect(x+w-t, y+t, t, h-2*t, col)
}

// line adds a line t pixels thick from (x0, y0) to (x1, y1).
func (c *canvas) line(x0, y0, x1, y1, t float32, col Colour) {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	// (px, py) is half the thickness, across the line.
	px, py := -dy/n*t/2, dx/n*t/2
	src := c.sprites.white.src.Inset(1)
	sx, sy := float32(src.Min.X), float32(src.Min.Y)
	c.shapes.vertices = append(c.shapes.vertices,
		vertex(x0+px, y0+py, sx, sy, col), vertex(x1+px, y1+py, sx, sy, col),
		vertex(x0-px, y0-py, sx, sy, col), vertex(x1-px, y1-py, sx, sy, col))
}

// sprite adds s centred on (x, y) in col.
func (c *canvas) sprite(s sprite, x, y float32, col Colour) {
	w, h := float32(s.src.Dx()), float32(s.src.Dy())
	c.shapes.quad(s.src, x-s.cx, y-s.cy, w, h, col)
}
