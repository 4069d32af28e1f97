//go:build !headless

package render

// Label adds the string s at (x, y), the top left of its line, and
// returns the x after it.
func (c *Canvas) Label(x, y int, s string, col Colour) int {
	return c.Font.label(c.glyphs, x, y, s, col)
}

// Text adds the text s at (x, y), the top left of its line, and returns
// the x after it. Painters format numbers into a []byte of their own, which
// strconv's Append functions fill without allocating.
func (c *Canvas) Text(x, y int, s []byte, col Colour) int {
	return c.Font.text(c.glyphs, x, y, s, col)
}

// TextWidth returns the width of s in pixels.
func (c *Canvas) TextWidth(s []byte) int { return runes(s) * c.Font.Advance }
