//go:build !headless

package render

// space converts world positions in metres, y up, to pixels on the logical
// screen, y down. It is the one place metres become pixels: the box and the
// jumper each have a space of their own (the jumper's is larger, so that a
// few centimetres of lost height show), both made by fit.
type space struct {
	left, bottom float64 // the pixel of the world's origin
	scale        float64 // pixels per metre
}

// fit returns the space that shows a w × h metre area as large as fits in
// the pixel rectangle (x0, y0)-(x1, y1), centred.
func fit(w, h float64, x0, y0, x1, y1 int) space {
	sx := float64(x1-x0) / w
	sy := float64(y1-y0) / h
	s := min(sx, sy)
	padX := (float64(x1-x0) - w*s) / 2
	padY := (float64(y1-y0) - h*s) / 2
	return space{left: float64(x0) + padX, bottom: float64(y1) - padY, scale: s}
}

// point returns the pixel of the world position (x, y).
func (s space) point(x, y float64) (float32, float32) {
	return float32(s.left + x*s.scale), float32(s.bottom - y*s.scale)
}

// length returns a length in metres as pixels.
func (s space) length(m float64) float32 { return float32(m * s.scale) }
