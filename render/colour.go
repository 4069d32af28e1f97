//go:build !headless

package render

// Colour is a straight-alpha colour with channels in [0, 1], the form
// Ebitengine's vertices take.
type Colour struct{ R, G, B, A float32 }

// RGB returns the opaque colour 0xRRGGBB.
func RGB(hex uint32) Colour {
	return Colour{float32(hex>>16&0xff) / 255, float32(hex>>8&0xff) / 255, float32(hex&0xff) / 255, 1}
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
	return Colour{c.R, c.G, c.B, a}
}

// The palette: a dark, slightly blue background that keeps light colours
// readable, one warm colour for what to look at, and a colour of its own
// for each kind of time on the timeline. The sandbox's world adds its own
// (package tickbox/game/stage).
var (
	ColBackground = RGB(0x0f1318)
	ColPanel      = RGB(0x161c23)
	ColFrame      = RGB(0x33404d) // box outline, scale lines
	ColGrid       = RGB(0x1d252e)
	ColText       = RGB(0xd9e0e8)
	ColDim        = RGB(0x8593a3)
	ColAccent     = RGB(0xffb020) // ball 1, and what to look at
	ColWarn       = RGB(0xff5d5d) // dropped time
	colClamp      = RGB(0xff9f40) // time the clamp cut
	colOwed       = RGB(0xf2e05a) // time the policy's owed limit cut
	ColTick       = RGB(0x6fd58a)
	colFrameA     = RGB(0x35556f)
	colFrameB     = RGB(0x46708f)
	ColPaused     = RGB(0x4a4f57)
	ColFast       = RGB(0x7f6bd1)
)
