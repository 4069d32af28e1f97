// Package golden compares screenshots with golden images: the pictures a
// build is known to draw, kept in testdata and rewritten only on purpose.
//
// Two pictures match when every channel of every pixel is within 8 levels
// (of 255) of the golden's. The window draws with OpenGL, and where
// there is no GPU (CI, Xvfb) that is Mesa's software rasterizer,
// llvmpipe, whose rounding of anti-aliased edges, filtered sprites and
// blended colours differs by a level or two between Mesa versions and
// between CPUs (it compiles its shaders for the SIMD width it finds). A
// few levels of tolerance absorb that; anything a person would notice (a
// body a pixel away, a digit of the overlay, a colour) moves a channel by
// tens of levels at dozens of pixels, far beyond it.
package golden

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
)

// tolerance is how far a channel may be from the golden's, in levels of
// 255, and still match.
const tolerance = 8

// Result is what comparing a picture with its golden found.
type Result struct {
	Pixels  int             // pixels compared
	Beyond  int             // pixels with a channel further than tolerance from the golden's
	Within  int             // pixels that differ, but by at most tolerance
	Largest int             // the largest difference in any channel, in levels
	Where   image.Rectangle // the smallest rectangle holding every pixel beyond
}

// matches reports whether the picture matches: no pixel beyond tolerance.
func (r Result) matches() bool { return r.Beyond == 0 }

// String says how the picture differs, for a failure message.
func (r Result) String() string {
	switch {
	case r.matches() && r.Within == 0:
		return "matches exactly"
	case r.matches():
		return fmt.Sprintf("matches (%d pixels differ by at most %d levels, the largest by %d)", r.Within, tolerance, r.Largest)
	}
	return fmt.Sprintf("%d of %d pixels (%.3f%%) differ by more than %d levels (largest %d), within %v",
		r.Beyond, r.Pixels, 100*float64(r.Beyond)/float64(r.Pixels), tolerance, r.Largest, r.Where)
}

// compare compares got with want, pixel by pixel, as 8-bit RGBA.
// Pictures of different sizes do not compare: that is an error, not a
// difference.
func compare(got, want image.Image) (Result, error) {
	gs, ws := got.Bounds().Size(), want.Bounds().Size()
	if gs != ws {
		return Result{}, fmt.Errorf("the picture is %dx%d, its golden %dx%d", gs.X, gs.Y, ws.X, ws.Y)
	}
	g, w := rgba(got), rgba(want)
	r := Result{Pixels: gs.X * gs.Y}
	if bytes.Equal(g.Pix, w.Pix) { // the usual case, at memcmp's speed
		return r, nil
	}
	for i := 0; i < len(g.Pix); i += 4 {
		d := max(diff(g.Pix[i], w.Pix[i]), diff(g.Pix[i+1], w.Pix[i+1]),
			diff(g.Pix[i+2], w.Pix[i+2]), diff(g.Pix[i+3], w.Pix[i+3]))
		r.Largest = max(r.Largest, d)
		switch {
		case d > tolerance:
			r.Beyond++
			x, y := (i/4)%gs.X, (i/4)/gs.X
			r.Where = r.Where.Union(image.Rect(x, y, x+1, y+1))
		case d > 0:
			r.Within++
		}
	}
	return r, nil
}

// rgba returns img as an *image.RGBA whose bounds start at (0, 0) and whose
// rows follow one another: itself when it is one already (a screenshot, an
// opaque PNG), else a copy.
func rgba(img image.Image) *image.RGBA {
	b := img.Bounds()
	if m, ok := img.(*image.RGBA); ok && b.Min == (image.Point{}) && m.Stride == 4*b.Dx() {
		return m
	}
	m := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(m, m.Bounds(), img, b.Min, draw.Src)
	return m
}

func diff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
