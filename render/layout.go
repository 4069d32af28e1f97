//go:build !headless

package render

import "image"

// The logical screen scripts and their golden pictures are drawn at. The
// window's logical screen follows the window's shape instead: see
// game/view's Fit.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// Layout is where each part of the picture goes on a logical screen of
// width × height pixels, laid out for its shape and for the panels shown
// (F2, F3): a panel hidden gives its space to the box and the jumper. Wide
// screens put the overlay, the jumper and the box side by side; tall ones
// put the box where it is largest, beside the overlay with the jumper
// under it, or under the overlay and the jumper. The timeline runs along
// the bottom, and the notice row, which holds the keys' hint, above it.
type Layout struct {
	Width, Height int
	Panels        Panels
	Overlay       image.Rectangle // loop figures, top left; empty when hidden
	Jumper        image.Rectangle // the jumper and its scale
	Box           image.Rectangle // the balls' box
	Timeline      image.Rectangle // the last second; empty when hidden
	Notice        image.Rectangle // one row: the keys' hint, then the notice
}

// Panels are the parts of the picture a key hides: the overlay (F2) and
// the timeline (F3).
type Panels struct{ Overlay, Timeline bool }

// AllPanels shows everything, as the window starts.
var AllPanels = Panels{Overlay: true, Timeline: true}

// NoticeHeight is the notice row's height, in logical pixels.
const NoticeHeight = 19
