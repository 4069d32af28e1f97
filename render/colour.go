//go:build !headless

package render

import "image/color"

// Colour is a straight-alpha colour with channels in [0, 1], the form
// Ebitengine's vertices take.
type Colour struct{ R, G, B, A float32 }

// rgb returns the opaque colour 0xRRGGBB.
func rgb(hex uint32) Colour {
	return Colour{
		R: float32(hex>>16&0xff) / 255,
		G: float32(hex>>8&0xff) / 255,
		B: float32(hex&0xff) / 255,
		A: 1,
	}
}

// Premultiplied is a colour with its red, green and blue multiplied by its
// alpha, the form the batches' vertices hold (see newBatch).
type Premultiplied struct{ R, G, B, A float32 }

// Premultiplied returns c premultiplied, as Ebitengine would at every
// vertex: the same float32 products, so the same pixels.
func (c Colour) Premultiplied() Premultiplied {
	return Premultiplied{c.R * c.A, c.G * c.A, c.B * c.A, c.A}
}

// WithAlpha returns c at opacity a.
func (c Colour) WithAlpha(a float32) Colour {
	c.A = a
	return c
}

// The palette: a dark, slightly blue background that keeps light colours
// readable, one warm colour for ball 1 so the eye finds it at once, and a
// colour of its own for each kind of time on the timeline.
var (
	ColBackground = rgb(0x0f1318)
	ColPanel      = rgb(0x161c23)
	ColFrame      = rgb(0x33404d) // box outline, scale lines
	ColGrid       = rgb(0x1d252e)
	ColText       = rgb(0xd9e0e8)
	ColDim        = rgb(0x8593a3)
	ColAccent     = rgb(0xffb020) // ball 1, and what to look at
	ColBall       = rgb(0x4fa3e0)
	ColBallAlt    = rgb(0x3f8fc8)
	ColBumper     = rgb(0xc2548e)
	ColJumper     = rgb(0x6fd58a)
	ColReference  = rgb(0xf0f0f0) // where a fixed step puts things
	ColTwin       = rgb(0x3fd8e8) // where the other rounding puts ball 1 (key D)
	ColWarn       = rgb(0xff5d5d) // dropped time
	colClamp      = rgb(0xff9f40) // time the clamp cut
	colOwed       = rgb(0xf2e05a) // time the policy's owed limit cut
	ColTick       = rgb(0x6fd58a)
	colFrameA     = rgb(0x35556f)
	colFrameB     = rgb(0x46708f)
	ColPaused     = rgb(0x4a4f57)
	ColFast       = rgb(0x7f6bd1)
)

// color returns c as a color.Color, for Fill.
func (c Colour) color() color.Color {
	return color.RGBA64{
		R: uint16(c.R * c.A * 0xffff), G: uint16(c.G * c.A * 0xffff),
		B: uint16(c.B * c.A * 0xffff), A: uint16(c.A * 0xffff),
	}
}

// BackgroundColor is colBackground made once: turning a colour into a
// color.Color interface value on every frame would allocate.
var BackgroundColor = ColBackground.color()
