//go:build !headless

package render

import "time"

// Notice draws the notice row under the box: the keys' hint at its
// left end, whatever the panels shown, and after it one message at a time
// (a screenshot's path, an error), until the clock passes its end. The
// game sets the notice; the renderer keeps it, since it outlives the frame
// that set it. The hint is on the left, under the overlay, where nothing
// of the box reaches: extrapolation draws ball 1 through the box's floor.
//
// The dev layer's notice row has no hint (hint nil): its overlay's title
// names its keys, and it keeps off the game's picture.
type Notice struct {
	c      *Canvas
	hint   []byte // the keys' hint, or nil for none
	text   []byte // reused for every message
	until  time.Duration
	failed bool
}

// NoticeTime is how long a window shows a notice: a screenshot's path, a
// trace saved, an error.
const NoticeTime = 2 * time.Second

// NewNotice returns a notice row that draws on c, showing hint (the
// sandbox's keys, or nil for none) while no notice is shown.
func NewNotice(c *Canvas, hint []byte) Notice { return Notice{c: c, hint: hint} }

// Show makes msg the notice until the clock reads until.
func (n *Notice) Show(msg string, until time.Duration, failed bool) {
	n.text, n.until, n.failed = append(n.text[:0], msg...), until, failed
}

// Paint draws the keys' hint, if any, and, if one shows at now, the
// notice after it, last, over everything else in the row.
func (n *Notice) Paint(now time.Duration) {
	c, row := n.c, n.c.Layout.Notice
	x := row.Min.X
	if len(n.hint) > 0 {
		x = c.Text(x, row.Min.Y, n.hint, ColDim) + 3*c.Font.Advance
	}
	if now < n.until && len(n.text) > 0 {
		n.message(x)
	}
}

// message draws the notice from x to the row's right end, wrapped at
// spaces into lines that fit, so that a long error keeps its useful end:
// lines after the first run down over the timeline's top while the notice
// shows, or, with the timeline hidden and the row at the screen's foot, up
// over the box.
func (n *Notice) message(x int) {
	c, row, col := n.c, n.c.Layout.Notice, WarnIf(n.failed, ColAccent)
	y, lh := row.Min.Y, c.Font.Height+2
	perLine := (row.Max.X - x) / c.Font.Advance
	if c.Layout.Timeline.Empty() {
		y -= (lines(n.text, perLine) - 1) * lh
	}
	c.paragraph(x, y, lh, perLine, n.text, col, true)
}
