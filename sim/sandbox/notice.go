package sandbox

// Notice is a message for the player, shown briefly below the box: where a
// recording was saved, why a key did nothing, where a replay went wrong.
type Notice struct {
	Text string
	// Log says the message is worth keeping after it fades: the window also
	// writes it to stderr (a saved file's path, an error, a desync).
	Log bool
	// Err says it reports a failure (a save that failed, a desync): the
	// window shows it in the error colour, not the colour of success.
	Err bool
}

// notices are the notices queued for the window. Notices come from events
// (a key, a save, a desync), never from every frame, so they may allocate.
type notices []Notice

// add queues a notice.
func (n *notices) add(text string, log bool) { *n = append(*n, Notice{Text: text, Log: log}) }

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
