//go:build !headless

package stage

import "tickbox/render"

// The world's colours, beside render's palette: one warm colour for ball 1
// (render.ColAccent) so the eye finds it at once, two close blues for the
// crowd, and a colour of its own for each other body and marker.
var (
	ColBall      = render.RGB(0x4fa3e0)
	ColBallAlt   = render.RGB(0x3f8fc8)
	ColBumper    = render.RGB(0xc2548e)
	ColJumper    = render.RGB(0x6fd58a)
	ColReference = render.RGB(0xf0f0f0) // where a fixed step puts things
	ColTwin      = render.RGB(0x3fd8e8) // where the other rounding puts ball 1 (key D)
)
