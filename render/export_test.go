//go:build !headless

package render

import "image"

// Wrap is wrap, for TestWrap.
var Wrap = wrap

// WrapList is wrapList, for TestWrapList.
var WrapList = wrapList

// Areas returns where the overlay, the jumper, the box, the timeline and
// the notice row go on a w × h logical screen showing the overlay and the
// timeline as asked.
func Areas(w, h int, overlay, timeline bool) [5]image.Rectangle {
	l := NewLayout(w, h, Panels{Overlay: overlay, Timeline: timeline})
	return [5]image.Rectangle{l.Overlay, l.Jumper, l.Box, l.Timeline, l.Notice}
}

// DevText returns the dev layer's figures for p on a w × h screen as
// text, as OverlayText does the sandbox's.
func (d *Dev) DevText(p *DevPicture, w, h int) []string {
	q := *p
	q.Overlay, q.Timeline, q.Help = true, false, false
	d.Build(&q, w, h)
	return d.canvas.ReadText(d.canvas.Layout.Overlay.Min.X)
}
