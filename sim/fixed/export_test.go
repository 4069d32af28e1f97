package fixed

// Die lets go of the files the loop holds open, its recording's lock and
// autosave, without saving anything, as the death of its process would:
// for tests of what a crash leaves behind.
func (l *Loop[I]) Die() {
	if r := l.recording; r != nil {
		r.rec.Stop()
		r.lock.Unlock()
	}
}
