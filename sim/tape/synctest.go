package tape

import "fmt"

// SyncTest checks, tick by tick, that a tick is a function of the state's
// snapshot and its input alone, as replays and rollback networking need:
// it saves the state before each tick, steps it, notes its fingerprint,
// restores the saved state into it, steps it again and compares. A
// difference means the tick read something the snapshot does not hold
// (a field left out of MarshalBinary or UnmarshalBinary, a cache) or
// something not deterministic (a clock, map order, goroutine timing, a
// global random generator).
//
// The state goes on from its second step, as after a rollback. What Step
// does besides changing the state (a sound, a log line) it does twice.
// The zero SyncTest is ready. It is not safe for concurrent use.
type SyncTest[I any] struct {
	snap  []byte // the state before the tick, reused when s appends
	bad   bool
	first int64
}

// Step runs tick, the tick about to run, on s with in, twice, as the type
// comment says. It returns an error naming the tick if s cannot be saved
// or restored.
func (t *SyncTest[I]) Step(tick int64, s State[I], in I) error {
	snap, err := snapshot(s, t.snap)
	if err != nil {
		return fmt.Errorf("tape: synctest: tick %d: saving the state: %w", tick, err)
	}
	t.snap = snap
	s.Step(in)
	once := s.Fingerprint()
	if err := s.UnmarshalBinary(snap); err != nil {
		return fmt.Errorf("tape: synctest: tick %d: restoring the state: %w", tick, err)
	}
	s.Step(in)
	if !t.bad && s.Fingerprint() != once {
		t.bad, t.first = true, tick
	}
	return nil
}

// FirstBad returns the first tick whose two steps differed, if any.
func (t *SyncTest[I]) FirstBad() (tick int64, bad bool) { return t.first, t.bad }
