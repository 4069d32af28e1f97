//go:build !headless

package stage

// Space converts world positions in metres, y up, to pixels on the logical
// screen, y down. It is the one place metres become pixels: the box and the
// jumper each have a space of their own (the jumper's is larger, so that a
// few centimetres of lost height show), both made by fit.
type Space struct {
	Left, Bottom float64 // the pixel of the world's origin
	Scale        float64 // pixels per metre
}

// FitSpace returns the space that shows a w × h metre area as large as fits in
// the pixel rectangle (x0, y0)-(x1, y1), centred.
func FitSpace(w, h float64, x0, y0, x1, y1 int) Space {
	sx := float64(x1-x0) / w
	sy := float64(y1-y0) / h
	s := min(sx, sy)
	padX := (float64(x1-x0) - w*s) / 2
	padY := (float64(y1-y0) - h*s) / 2
	return Space{Left: float64(x0) + padX, Bottom: float64(y1) - padY, Scale: s}
}

// Point returns the pixel of the world position (x, y).
func (s Space) Point(x, y float64) (float32, float32) {
	return float32(s.Left + x*s.Scale), float32(s.Bottom - y*s.Scale)
}

// Length returns a length in metres as pixels.
func (s Space) Length(m float64) float32 { return float32(m * s.Scale) }
