package tape

// Die lets go of the files the part holds open, its recording's lock and
// autosave, without saving anything, as the death of its process would:
// for tests of what a crash leaves behind.
func (t *Tape[I]) Die() {
	if r := t.recording; r != nil {
		r.rec.Stop()
		r.lock.Unlock()
	}
}

// SalvageJournal is salvageJournal, for the tests of what an autosave keeps.
var SalvageJournal = salvageJournal

// AutosaveEvery is autosaveEvery, for the tests of when autosaves are due.
const AutosaveEvery = autosaveEvery

// Total is total, for the tests of a replay's progress.
func (p *Player[I]) Total() int64 { return p.total() }
