//go:build !headless

package render

import "time"

// noticePainter draws the notice: one message at a time below the box (a
// screenshot's path, an error), until the clock passes its end. The game
// sets it; the renderer keeps it, since it outlives the frame that set it.
type noticePainter struct {
	c      *canvas
	text   []byte // reused for every message
	until  time.Duration
	failed bool
}

// show makes msg the notice until the clock reads until.
func (n *noticePainter) show(msg string, until time.Duration, failed bool) {
	n.text, n.until, n.failed = append(n.text[:0], msg...), until, failed
}

// paint draws the notice between the box and the timeline, where the row
// is free across the whole screen, wrapped at spaces into lines as wide as
// the screen, so that a long error keeps its useful end: lines after the
// first cover the timeline's top while the notice shows.
func (n *noticePainter) paint(now time.Duration) {
	if now >= n.until || len(n.text) == 0 {
		return
	}
	col := colAccent
	if n.failed {
		col = colWarn
	}
	c, area := n.c, n.c.lay.timeline
	x, y := area.Min.X+4, area.Min.Y-24
	perLine := (area.Dx() - 8) / c.font.advance
	for rest := n.text; len(rest) > 0; y += c.font.height + 2 {
		var line []byte
		line, rest = wrap(rest, perLine)
		c.rect(float32(x-4), float32(y-2), float32(c.width(line)+8), float32(c.font.height+4), colBackground.WithAlpha(0.85))
		c.text(x, y, line, col)
	}
}
