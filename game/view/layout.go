//go:build !headless

package view

import (
	"image"

	"tickbox/render"
)

// The sizes a layout needs, in logical pixels, at the overlay's font size:
// below them Fit makes the logical screen larger than the window (text is
// then drawn smaller, down to about 8.5 pixels at 640×400).
const (
	overlayHeight = 567  // 27 rows of text, 21 pixels apart
	overlayRight  = 440  // where the overlay's 47 characters end
	jumperWidth   = 200  // the jumper's column: its scale, peaks and legend
	bottomBand    = 136  // the notice row and the timeline, under the box
	wideMinWidth  = 980  // overlay, jumper and a box of 280 side by side
	wideMinHeight = 710  // the overlay above the bottom band
	tallMinWidth  = 660  // overlay and jumper side by side
	tallMinHeight = 1000 // and a box of 240 under them
)

// How far the notice row keeps from the box above it and the screen's
// edge below it when the timeline is hidden.
const (
	noticeGap = 6
	edgeGap   = 12
)

// tall reports whether a w × h screen is laid out tall: narrower than
// 1.25 times its height, where a box beside the overlay would be small.
func tall(w, h int) bool { return w*4 < h*5 }

// Fit returns the logical screen for a window of w × h pixels: the
// window's own shape, so that nothing is letterboxed, scaled up as little
// as needed for its layout to fit with every panel shown.
func Fit(w, h int) (int, int) {
	w, h = max(w, 1), max(h, 1)
	minW, minH := wideMinWidth, wideMinHeight
	if tall(w, h) {
		minW, minH = tallMinWidth, tallMinHeight
	}
	s := max(1, float64(minW)/float64(w), float64(minH)/float64(h))
	return int(float64(w)*s + 0.5), int(float64(h)*s + 0.5)
}

// Panels are the parts of the picture a key hides: the overlay (F2) and
// the timeline (F3). A panel hidden gives its space to the box and the
// jumper.
type Panels struct{ Overlay, Timeline bool }

// AllPanels shows everything, as the window starts.
var AllPanels = Panels{Overlay: true, Timeline: true}

// NewLayout lays out a w × h logical screen showing p, the sandbox's
// picture (render.Layout): wide screens put the overlay, the jumper and
// the box side by side; tall ones put the box where it is largest, beside
// the overlay with the jumper under it, or under the overlay and the
// jumper. At render.ScreenWidth × render.ScreenHeight with every panel shown it is the layout the goldens were
// drawn with.
func NewLayout(w, h int, p Panels) render.Layout {
	l := render.Layout{Width: w, Height: h}
	if p.Timeline {
		l.Timeline = image.Rect(16, h-108, w-16, h-12)
		l.Notice = image.Rect(16, h-bottomBand+noticeGap, w-16, h-bottomBand+noticeGap+render.NoticeHeight)
	} else {
		l.Notice = image.Rect(16, h-edgeGap-render.NoticeHeight, w-16, h-edgeGap)
	}
	bottom := l.Notice.Min.Y - noticeGap
	left := 16
	if p.Overlay {
		l.Overlay = image.Rect(16, 14, overlayRight, l.Notice.Min.Y)
		left = overlayRight
	}
	l.Jumper = image.Rect(left, 24, left+jumperWidth, bottom)
	l.Box = image.Rect(left+jumperWidth+36, 24, w-24, bottom)
	if tall(w, h) {
		layTall(&l, bottom)
	}
	return l
}

// layTall lays a tall screen out whichever way gives the box the most
// room: side by side as on a wide screen (the overlay hidden); beside the
// overlay, as wide as the screen leaves it, with the jumper under it (an
// 889×1000 screen: a box of 427); or under the overlay and the jumper,
// the whole width (narrower screens). bottom is the lowest row the box
// and the jumper may use.
func layTall(l *render.Layout, bottom int) {
	const besideX, jumperMinHeight = overlayRight + 6, 240
	wide := side(l.Box)
	beside := 0
	if !l.Overlay.Empty() {
		beside = min(l.Width-16-besideX, bottom-24-40-jumperMinHeight)
	}
	underTop := 14 + overlayHeight + 30
	under := min(l.Width-32, bottom-underTop)
	switch {
	case wide >= beside && wide >= under:
	case beside >= under:
		l.Box = image.Rect(besideX, 24, besideX+beside, 24+beside)
		l.Jumper = image.Rect(besideX, l.Box.Max.Y+40, besideX+jumperWidth, bottom)
	default:
		if !l.Overlay.Empty() {
			l.Overlay.Max.Y = 14 + overlayHeight
		}
		l.Jumper.Max.Y = 14 + overlayHeight
		l.Box = image.Rect(16, underTop, l.Width-16, bottom)
	}
}

// side returns the side of the largest square r holds.
func side(r image.Rectangle) int { return min(r.Dx(), r.Dy()) }
