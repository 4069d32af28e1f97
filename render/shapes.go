//go:build !headless

package render

import "image"

// Rect adds a filled rectangle in col.
func (c *Canvas) Rect(x, y, w, h float32, col Colour) {
	c.Shapes.Quad(c.white, x, y, w, h, col)
}

// Outline adds the outline of a rectangle, t pixels thick, inside it.
func (c *Canvas) Outline(x, y, w, h, t float32, col Colour) {
	c.Rect(x, y, w, t, col)
	c.Rect(x, y+h-t, w, t, col)
	c.Rect(x, y+t, t, h-2*t, col)
	c.Rect(x+w-t, y+t, t, h-2*t, col)
}

// veil puts a dark, see-through panel behind r, 8 pixels wider on each
// side, 6 above and 4 below, so that what is drawn there reads over any
// picture, and returns the y of its bottom. Shapes are drawn before text,
// so it lies under the text however late it is added.
func (c *Canvas) veil(r image.Rectangle) (bottom int) {
	c.Rect(float32(r.Min.X-8), float32(r.Min.Y-6), float32(r.Dx()+16), float32(r.Dy()+10), ColBackground.WithAlpha(0.8))
	return r.Max.Y + 4
}
