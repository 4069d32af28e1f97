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
// width × height pixels: the sandbox's (package tickbox/game/view lays it
// out for the screen's shape and the panels F2 and F3 show, an area left
// empty when hidden), or the dev layer's. The timeline runs along the
// bottom, or beside the overlay, and the notice row, which holds the keys'
// hint, above it.
type Layout struct {
	Width, Height int
	Overlay       image.Rectangle // loop figures, top left; empty when hidden
	Jumper        image.Rectangle // the sandbox's jumper and its scale
	Box           image.Rectangle // the sandbox's box of balls
	Timeline      image.Rectangle // the last second; empty when hidden
	Notice        image.Rectangle // one row: the keys' hint, then the notice
}

// NoticeHeight is the notice row's height, in logical pixels.
const NoticeHeight = 19
