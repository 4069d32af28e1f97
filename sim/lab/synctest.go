package lab

import (
	"fmt"

	"tickbox/sim"
)

// SyncTest checks, tick by tick, that a tick is a function of the world's
// snapshot and the input alone, as rollback networking and replays need:
// it saves the world before each tick (sim.World.AppendBinary, into a
// buffer it keeps, as it keeps the world it restores, so a tick allocates
// nothing once they have grown), steps it,
// restores the saved copy, steps that too, and compares the fingerprints.
// A difference means the tick read something the snapshot does not hold
// (a field left out of it, a stale derived value) or something not
// deterministic (a clock, map order, goroutine timing).
type SyncTest struct {
	bad      bool
	firstBad int64
	snap     []byte     // the snapshot, reused every tick
	again    *sim.World // the world restored from it, reused
}

// Step steps w with in, checking the tick as described. The world goes on
// from w's own step either way.
func (s *SyncTest) Step(w *sim.World, in sim.Input) error {
	var snap []byte
	var err error
	if s.snap == nil {
		snap, err = w.MarshalBinary() // the first: of exactly its size
	} else {
		snap, err = w.AppendBinary(s.snap[:0])
	}
	if err != nil {
		return err
	}
	s.snap = snap
	tick := w.Tick
	w.Step(in)
	if s.again == nil {
		s.again = &sim.World{}
	}
	if err := s.again.UnmarshalBinary(snap); err != nil {
		return fmt.Errorf("synctest: tick %d: restoring the snapshot: %w", tick, err)
	}
	s.again.Step(in)
	if !s.bad && s.again.Fingerprint() != w.Fingerprint() {
		s.bad, s.firstBad = true, tick
	}
	return nil
}

// release lets go of the snapshot and the restored world, which a world of
// a million balls holds 96 MB in, once the ticks are over.
func (s *SyncTest) release() { s.snap, s.again = nil, nil }

// FirstBad returns the first tick whose two steps differed, if any.
func (s *SyncTest) FirstBad() (tick int64, bad bool) { return s.firstBad, s.bad }
