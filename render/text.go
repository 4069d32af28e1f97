//go:build !headless

package render

import "unicode/utf8"

// Label adds the string s at (x, y), the top left of its line, and
// returns the x after it.
func (c *Canvas) Label(x, y int, s string, col Colour) int {
	for _, r := range s {
		x = c.Font.glyph(c.glyphs, x, y, r, col)
	}
	return x
}

// Text adds the text s at (x, y), the top left of its line, and returns
// the x after it. Painters format numbers into a []byte of their own, which
// strconv's Append functions fill without allocating. (Ranging over
// string(s) instead copies s, when longer than 32 bytes.)
func (c *Canvas) Text(x, y int, s []byte, col Colour) int {
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		s = s[n:]
		x = c.Font.glyph(c.glyphs, x, y, r, col)
	}
	return x
}

// TextWidth returns the width of s in pixels.
func (c *Canvas) TextWidth(s []byte) int { return runes(s) * c.Font.Advance }
