//go:build !headless

package render

import "time"

// Notice draws the notice row's message, one at a time (a screenshot's
// path, an error), until the clock passes its end. The game sets the
// notice; the renderer keeps it, since it outlives the frame that set it.
// The sandbox draws its keys' hint at the row's left end, before the
// message (package tickbox/game/view); the dev layer's row has none: its
// overlay's title names its keys, and it keeps off the game's picture.
type Notice struct {
	c      *Canvas
	text   []byte // reused for every message
	until  time.Duration
	failed bool
}

// NoticeTime is how long a window shows a notice: a screenshot's path, a
// trace saved, an error.
const NoticeTime = 2 * time.Second

// NewNotice returns a notice row that draws on c.
func NewNotice(c *Canvas) Notice { return Notice{c: c} }

// Show makes msg the notice until the clock reads until.
func (n *Notice) Show(msg string, until time.Duration, failed bool) {
	n.text, n.until, n.failed = append(n.text[:0], msg...), until, failed
}

// Paint draws the notice, if one shows at now, from x to the row's right
// end, last, over everything else in the row, wrapped at spaces into
// lines that fit, so that a long error keeps its useful end: lines after
// the first run down over the timeline's top while the notice shows, or,
// with the timeline hidden and the row at the screen's foot, up over the
// box.
func (n *Notice) Paint(x int, now time.Duration) {
	if now >= n.until || len(n.text) == 0 {
		return
	}
	c, row, col := n.c, n.c.Layout.Notice, WarnIf(n.failed, ColAccent)
	y, lh := row.Min.Y, c.Font.Height+2
	perLine := (row.Max.X - x) / c.Font.Advance
	if c.Layout.Timeline.Empty() {
		y -= (lines(n.text, perLine) - 1) * lh
	}
	c.paragraph(x, y, lh, perLine, n.text, col, true)
}
