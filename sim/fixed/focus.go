package fixed

// SetFocused tells the loop whether its window has focus. With
// Options.PauseUnfocused it pauses on losing focus and resumes on
// regaining it, unless the player paused or resumed it meanwhile
// (SetPaused, OneTick), which makes the pause the player's. A Window
// calls it every frame.
func (l *Loop[I]) SetFocused(focused bool) {
	if !l.opts.PauseUnfocused {
		return
	}
	switch s := l.sched; {
	case !focused && !s.Paused():
		s.SetPaused(true)
		l.focusPaused = true
	case focused && l.focusPaused:
		s.SetPaused(false)
		l.focusPaused = false
	}
}
