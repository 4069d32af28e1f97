//go:build !headless

package render

import "image"

// The logical screen. Its size never changes: Ebitengine scales it to the
// window, keeping the aspect ratio (black bars fill the rest), so every
// position below is in these pixels whatever the window's size.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// Where each part of the picture goes on the logical screen.
var (
	overlayArea  = image.Rect(16, 14, 420, 600)   // loop figures, top left
	jumperArea   = image.Rect(440, 24, 640, 584)  // the jumper and its scale
	boxArea      = image.Rect(676, 24, 1256, 584) // the balls' box, square
	timelineArea = image.Rect(16, 612, 1264, 708) // the last second
)
