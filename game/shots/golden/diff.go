package golden

import (
	"image"
	"image/color"
)

// The colours of a diff picture.
var (
	colBeyond = color.RGBA{R: 255, G: 32, B: 64, A: 255}  // a pixel beyond tolerance
	colWithin = color.RGBA{R: 150, G: 120, B: 20, A: 255} // a pixel that differs within it
	colFrame  = color.RGBA{R: 255, G: 0, B: 255, A: 255}  // around every pixel beyond
)

// framePad is how far the frame around the differing pixels stands off
// them, so that a single pixel is easy to find and not hidden by it.
const framePad = 6

// diffPicture returns a picture of where got differs from want, the same size:
// the golden in dim grey, a pixel that differs beyond tolerance in bright
// red, one that differs within it in dark amber, and a magenta frame
// around all the pixels beyond. got and want must be the same size.
func diffPicture(got, want image.Image) *image.RGBA {
	g, w := rgba(got), rgba(want)
	out := image.NewRGBA(w.Rect)
	var where image.Rectangle
	for i := 0; i < len(w.Pix); i += 4 {
		d := max(diff(g.Pix[i], w.Pix[i]), diff(g.Pix[i+1], w.Pix[i+1]),
			diff(g.Pix[i+2], w.Pix[i+2]), diff(g.Pix[i+3], w.Pix[i+3]))
		c := dim(w.Pix[i : i+3])
		switch {
		case d > tolerance:
			c = colBeyond
			x, y := (i/4)%w.Rect.Dx(), (i/4)/w.Rect.Dx()
			where = where.Union(image.Rect(x, y, x+1, y+1))
		case d > 0:
			c = colWithin
		}
		out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	if !where.Empty() {
		outline(out, where.Inset(-framePad), colFrame)
	}
	return out
}

// dim returns the grey of an RGB pixel at a quarter of its brightness,
// lifted off black so that the dark scene still shows.
func dim(rgb []uint8) color.RGBA {
	l := uint8((299*int(rgb[0])+587*int(rgb[1])+114*int(rgb[2]))/1000/4 + 24)
	return color.RGBA{R: l, G: l, B: l, A: 255}
}

// outline draws a 2-pixel frame along r, clipped to img.
func outline(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for _, edge := range []image.Rectangle{
		{r.Min, image.Pt(r.Max.X, r.Min.Y+2)}, {image.Pt(r.Min.X, r.Max.Y-2), r.Max},
		{r.Min, image.Pt(r.Min.X+2, r.Max.Y)}, {image.Pt(r.Max.X-2, r.Min.Y), r.Max},
	} {
		e := edge.Intersect(img.Rect)
		for y := e.Min.Y; y < e.Max.Y; y++ {
			for x := e.Min.X; x < e.Max.X; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
}
