package lab

import (
	"fmt"

	"tickbox/sim"
)

// SyncTest checks, tick by tick, that a tick is a function of the world's
// snapshot and the input alone, as rollback networking and replays need:
// it saves the world before each tick (sim.World.MarshalBinary), steps it,
// restores the saved copy, steps that too, and compares the fingerprints.
// A difference means the tick read something the snapshot does not hold
// (a field left out of it, a stale derived value) or something not
// deterministic (a clock, map order, goroutine timing).
type SyncTest struct {
	bad      bool
	firstBad int64
}

// Step steps w with in, checking the tick as described. The world goes on
// from w's own step either way.
func (s *SyncTest) Step(w *sim.World, in sim.Input) error {
	snap, err := w.MarshalBinary()
	if err != nil {
		return err
	}
	tick := w.Tick
	w.Step(in)
	again, err := sim.Unmarshal(snap)
	if err != nil {
		return fmt.Errorf("synctest: tick %d: restoring the snapshot: %w", tick, err)
	}
	again.Step(in)
	if !s.bad && again.Fingerprint() != w.Fingerprint() {
		s.bad, s.firstBad = true, tick
	}
	return nil
}

// FirstBad returns the first tick whose two steps differed, if any.
func (s *SyncTest) FirstBad() (tick int64, bad bool) { return s.firstBad, s.bad }
