package netplay

import (
	"fmt"

	"tickbox/sim/tape"
)

// SyncTest checks a game alone as a rollback session would use it
// (GGRS's SyncTestSession): every tick it saves the state and runs the
// tick; then, once Distance ticks have run, it restores the state of
// Distance ticks ago and runs those ticks again, comparing each one's
// fingerprint with the one it had the first time. A game whose tick reads
// something its snapshot does not hold, or whose fingerprint is not a
// function of its state, fails at the first tick run again.
//
// It keeps Distance+1 saved states, made once. The state goes on from the
// ticks run again. It is not safe for concurrent use.
type SyncTest[S tape.State[I], I any] struct {
	state  S
	d      int64
	ring   *ring[S]
	inputs []I      // the last d+1 ticks' inputs
	prints []uint64 // the fingerprints the first time: after tick t at (t+1) % (d+1)
	n      int64
}

// MaxDistance is the farthest a synctest goes back.
const MaxDistance = MaxWindow

// NewSyncTest checks state, which fresh makes more of (for the saved
// states), going back distance ticks, 1 to MaxDistance.
func NewSyncTest[S tape.State[I], I any](state S, distance int, fresh func() (S, error)) (*SyncTest[S, I], error) {
	if distance < 1 || distance > MaxDistance {
		return nil, bad("check-distance", distance, fmt.Sprintf("must be 1 to %d ticks", MaxDistance))
	}
	d := int64(distance)
	r, err := newRing(distance+1, state, fresh)
	if err != nil {
		return nil, err
	}
	return &SyncTest[S, I]{state: state, d: d, ring: r, inputs: make([]I, d+1), prints: make([]uint64, d+1)}, nil
}

// Step runs the next tick with in, then goes back and checks. It returns
// an error naming the first tick whose fingerprint differed when run
// again, with both fingerprints.
func (s *SyncTest[S, I]) Step(in I) error {
	size := s.d + 1
	if err := s.ring.save(s.n, s.state); err != nil {
		return err
	}
	s.inputs[s.n%size] = in
	s.state.Step(in)
	s.n++
	s.prints[s.n%size] = s.state.Fingerprint()
	if s.n < s.d {
		return nil
	}
	from := s.n - s.d
	if err := s.ring.load(from, s.state); err != nil {
		return err
	}
	for t := from; t < s.n; t++ {
		s.state.Step(s.inputs[t%size])
		if f := s.state.Fingerprint(); f != s.prints[(t+1)%size] {
			return fmt.Errorf("netplay: synctest: tick %d ran again to fingerprint %s, the first time %s", t, tape.Format(f), tape.Format(s.prints[(t+1)%size]))
		}
	}
	return nil
}

// Ticks is the ticks run.
func (s *SyncTest[S, I]) Ticks() int64 { return s.n }
