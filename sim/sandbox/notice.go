package sandbox

import "tickbox/sim/fixed"

// notices are the notices queued for the window. Notices come from events
// (a key, a save, a desync), never from every frame, so they may allocate.
type notices []fixed.Notice

// add queues a notice.
func (n *notices) add(text string, log bool) { *n = append(*n, fixed.Notice{Text: text, Log: log}) }

// take queues a notice of the loop's (fixed.Tape.OnNotice).
func (n *notices) take(x fixed.Notice) { *n = append(*n, x) }

// warn queues a notice of a failure, which is logged too.
func (n *notices) warn(text string) { *n = append(*n, fixed.Notice{Text: text, Log: true, Err: true}) }

// Notices returns the notices queued since the last call, oldest first, and
// forgets them: nil when there are none. The window shows the newest and
// logs those marked Log.
func (s *Sandbox) Notices() []fixed.Notice {
	n := *s.notices
	*s.notices = nil
	return n
}
