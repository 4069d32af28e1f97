package tape

import "fmt"

// MaxDistance is the farthest back a synctest goes: one second at 60 Hz,
// as far as a rollback session predicts (package tickbox/sim/netplay).
const MaxDistance = 60

// SyncTest checks, tick by tick, that a tick is a function of the state's
// snapshot and its input alone, as replays and rollback networking need.
// It is Tickbox's one synctest: the loop's (the recording part's
// Options.SyncTest), the lab's (run -synctest, net -check-distance) and
// any game's.
//
// Every tick it saves the state, runs the tick and notes its fingerprint;
// then it restores the state of Distance ticks ago and runs those ticks
// again, comparing each one's fingerprint with the one it had the first
// time (GGRS's SyncTestSession). Distance 1, the zero SyncTest's, steps
// every tick twice. A difference means the tick read something the
// snapshot does not hold (a field left out of MarshalBinary or
// UnmarshalBinary, a cache) or something not deterministic (a clock, map
// order, goroutine timing, a global random generator).
//
// The state goes on from the ticks run again, as after a rollback. What
// Step does besides changing the state (a sound, a log line) it does
// again. It keeps Distance snapshots, reused. It is not safe for
// concurrent use.
type SyncTest[I any] struct {
	// Distance is how many ticks back each tick goes, 1 to MaxDistance;
	// 0 is 1. Set it before the first Step.
	Distance int

	snaps  [][]byte // the state before each of the last Distance ticks
	inputs []I
	ticks  []int64  // their numbers
	prints []uint64 // their fingerprints the first time
	n      int      // the ticks run
	bad    bool
	first  int64
}

// Step runs tick, the tick about to run, on s with in, then goes back and
// runs the last Distance ticks again, as the type comment says. It
// returns an error naming the tick if s cannot be saved or restored, or
// the Distance if it is out of range.
func (t *SyncTest[I]) Step(tick int64, s State[I], in I) error {
	if t.snaps == nil { // the rings, made at the first Step
		d := max(t.Distance, 1)
		if t.Distance < 0 || d > MaxDistance {
			return fmt.Errorf("tape: synctest: a distance of %d ticks: must be 1 to %d", t.Distance, MaxDistance)
		}
		t.snaps, t.inputs, t.ticks, t.prints = make([][]byte, d), make([]I, d), make([]int64, d), make([]uint64, d)
	}
	d := len(t.snaps)
	i := t.n % d
	snap, err := snapshot(s, t.snaps[i])
	if err != nil {
		return fmt.Errorf("tape: synctest: tick %d: saving the state: %w", tick, err)
	}
	t.snaps[i], t.inputs[i], t.ticks[i] = snap, in, tick
	s.Step(in)
	t.prints[i] = s.Fingerprint()
	if t.n++; t.n < d {
		return nil
	}
	from := t.n - d
	if err := s.UnmarshalBinary(t.snaps[from%d]); err != nil {
		return fmt.Errorf("tape: synctest: tick %d: restoring the state: %w", t.ticks[from%d], err)
	}
	for k := from; k < t.n; k++ {
		s.Step(t.inputs[k%d])
		if !t.bad && s.Fingerprint() != t.prints[k%d] {
			t.bad, t.first = true, t.ticks[k%d]
		}
	}
	return nil
}

// FirstBad returns the first tick whose fingerprint differed when it ran
// again, if any.
func (t *SyncTest[I]) FirstBad() (tick int64, bad bool) { return t.first, t.bad }

// Ticks returns the ticks run through the synctest.
func (t *SyncTest[I]) Ticks() int64 { return int64(t.n) }
