//go:build !headless

package render

import "image"

// The logical screen scripts and their golden pictures are drawn at. The
// window's logical screen follows the window's shape instead: see Fit.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// layout is where each part of the picture goes on a logical screen of
// width × height pixels, laid out for its shape: wide screens put the
// overlay, the jumper and the box side by side; tall ones put the box
// under the overlay and the jumper. The timeline runs along the bottom of
// both, with the notice row above it.
type layout struct {
	width, height int
	overlay       image.Rectangle // loop figures, top left
	jumper        image.Rectangle // the jumper and its scale
	box           image.Rectangle // the balls' box
	timeline      image.Rectangle // the last second
}

// The sizes a layout needs, in logical pixels, at the overlay's font size:
// below them Fit makes the logical screen larger than the window (text is
// then drawn smaller, down to about 8.5 pixels at 640×400).
const (
	overlayHeight = 567  // 27 rows of text, 21 pixels apart
	bottomBand    = 136  // the notice row and the timeline
	wideMinWidth  = 980  // overlay, jumper and a box of 280 side by side
	wideMinHeight = 710  // the overlay above the bottom band
	tallMinWidth  = 660  // overlay and jumper side by side
	tallMinHeight = 1000 // and a box of 240 under them
)

// tall reports whether a w × h screen is laid out tall: narrower than
// 1.25 times its height, where a box beside the overlay would be small.
func tall(w, h int) bool { return w*4 < h*5 }

// Fit returns the logical screen for a window of w × h pixels: the
// window's own shape, so that nothing is letterboxed, scaled up as little
// as needed for its layout to fit.
func Fit(w, h int) (int, int) {
	w, h = max(w, 1), max(h, 1)
	minW, minH := wideMinWidth, wideMinHeight
	if tall(w, h) {
		minW, minH = tallMinWidth, tallMinHeight
	}
	s := max(1, float64(minW)/float64(w), float64(minH)/float64(h))
	return int(float64(w)*s + 0.5), int(float64(h)*s + 0.5)
}

// newLayout lays out a w × h logical screen. At ScreenWidth × ScreenHeight
// it is the layout the goldens were drawn with.
func newLayout(w, h int) layout {
	l := layout{width: w, height: h,
		timeline: image.Rect(16, h-108, w-16, h-12),
	}
	bottom := h - bottomBand
	if tall(w, h) {
		l.overlay = image.Rect(16, 14, 420, 14+overlayHeight)
		l.jumper = image.Rect(440, 24, 640, 14+overlayHeight)
		l.box = image.Rect(16, overlayHeight+44, w-16, bottom)
		return l
	}
	l.overlay = image.Rect(16, 14, 420, bottom+16)
	l.jumper = image.Rect(440, 24, 640, bottom)
	l.box = image.Rect(676, 24, w-24, bottom)
	return l
}
