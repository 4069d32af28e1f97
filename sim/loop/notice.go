package loop

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

// warn queues a notice of a failure, which is logged too.
func (s *Sandbox) warn(text string) {
	s.notices = append(s.notices, Notice{Text: text, Log: true, Err: true})
}

// notify queues a notice for the window to show. Notices come from events
// (a key, a save, a desync), never from every frame, so they may allocate.
func (s *Sandbox) notify(text string, log bool) {
	s.notices = append(s.notices, Notice{Text: text, Log: log})
}

// Notices returns the notices queued since the last call, oldest first, and
// forgets them: nil when there are none. The window shows the newest and
// logs those marked Log.
func (s *Sandbox) Notices() []Notice {
	n := s.notices
	s.notices = nil
	return n
}
