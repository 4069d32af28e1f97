package sandbox

// Die lets go of the files the sandbox holds open, its recording's
// autosave, without saving anything, as the death of its process would:
// for tests of what a crash leaves behind.
func (s *Sandbox) Die() {
	if r := s.state.replays.rec; r != nil {
		r.rec.Stop()
		r.lock.Unlock()
	}
}
