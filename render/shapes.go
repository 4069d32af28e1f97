//go:build !headless

package render

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
