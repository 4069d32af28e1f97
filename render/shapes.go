//go:build !headless

package render

import "math"

// Rect adds a filled rectangle in col.
func (c *Canvas) Rect(x, y, w, h float32, col Colour) {
	c.Shapes.quad(c.Sprites.White.Src.Inset(1), x, y, w, h, col)
}

// Outline adds the outline of a rectangle, t pixels thick, inside it.
func (c *Canvas) Outline(x, y, w, h, t float32, col Colour) {
	c.Rect(x, y, w, t, col)
	c.Rect(x, y+h-t, w, t, col)
	c.Rect(x, y+t, t, h-2*t, col)
	c.Rect(x+w-t, y+t, t, h-2*t, col)
}

// Line adds a line t pixels thick from (x0, y0) to (x1, y1).
func (c *Canvas) Line(x0, y0, x1, y1, t float32, col Colour) {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	// (px, py) is half the thickness, across the line.
	px, py := -dy/n*t/2, dx/n*t/2
	src := c.Sprites.White.Src.Inset(1)
	sx, sy := float32(src.Min.X), float32(src.Min.Y)
	p := col.Premultiplied()
	v := c.Shapes.corners()
	SetVertex(&v[0], x0+px, y0+py, sx, sy, p)
	SetVertex(&v[1], x1+px, y1+py, sx, sy, p)
	SetVertex(&v[2], x0-px, y0-py, sx, sy, p)
	SetVertex(&v[3], x1-px, y1-py, sx, sy, p)
}

// Sprite adds s centred on (x, y) in col.
func (c *Canvas) Sprite(s Sprite, x, y float32, col Colour) {
	w, h := float32(s.Src.Dx()), float32(s.Src.Dy())
	c.Shapes.quad(s.Src, x-s.CX, y-s.CY, w, h, col)
}
