//go:build !headless

package render

// label adds the string s at (x, y) and returns the x after it.
func (r *Renderer) label(x, y int, s string, c Colour) int {
	return r.font.label(r.glyphs, x, y, s, c)
}

// write adds the buffer r.buf at (x, y) and returns the x after it.
func (r *Renderer) write(x, y int, c Colour) int {
	return r.font.text(r.glyphs, x, y, r.buf, c)
}
