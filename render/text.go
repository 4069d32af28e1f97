//go:build !headless

package render

// label adds the string s at (x, y), the top left of its line, and
// returns the x after it.
func (c *canvas) label(x, y int, s string, col Colour) int {
	return c.font.label(c.glyphs, x, y, s, col)
}

// text adds the text s at (x, y), the top left of its line, and returns
// the x after it. Painters format numbers into a []byte of their own, which
// strconv's Append functions fill without allocating.
func (c *canvas) text(x, y int, s []byte, col Colour) int {
	return c.font.text(c.glyphs, x, y, s, col)
}

// width returns the width of s in pixels.
func (c *canvas) width(s []byte) int { return c.font.width(s) }
