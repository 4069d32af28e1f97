package sandbox

import "tickbox/sim/fixed"

// Notice is a message for the player, shown briefly below the box: where a
// recording was saved, why a key did nothing, where a replay went wrong.
// The window also writes those marked Log to stderr, and shows those
// marked Err in the error colour, not the colour of success.
type Notice = fixed.Notice

// notices are the notices queued for the window. Notices come from events
// (a key, a save, a desync), never from every frame, so they may allocate.
type notices []Notice

// add queues a notice.
func (n *notices) add(text string, log bool) { *n = append(*n, Notice{Text: text, Log: log}) }

// take queues a notice of the loop's (fixed.Loop.OnNotice).
func (n *notices) take(x Notice) { *n = append(*n, x) }

// warn queues a notice of a failure, which is logged too.
func (n *notices) warn(text string) { *n = append(*n, Notice{Text: text, Log: true, Err: true}) }

// Notices returns the notices queued since the last call, oldest first, and
// forgets them: nil when there are none. The window shows the newest and
// logs those marked Log.
func (s *Sandbox) Notices() []Notice {
	n := *s.notices
	*s.notices = nil
	return n
}
