package tape_test

import (
	"testing"

	"tickbox/sim/tape"
)

// forgetful restores everything but the generator's state, as a snapshot
// that left a field out would.
type forgetful struct{ *walker }

func (f forgetful) UnmarshalBinary(b []byte) error {
	rng := f.RNG
	err := f.walker.UnmarshalBinary(b)
	f.RNG = rng
	return err
}

// The synctest passes a deterministic game, and names the first tick of
// a game that reads outside its state, or whose snapshot leaves a field
// out.
func TestSyncTest(t *testing.T) {
	for _, c := range []struct {
		name  string
		state tape.State[input]
		bad   bool
		after int64 // the first bad tick is at least this
	}{
		{"walker", newWalker(), false, 0},
		{"flaky", &flaky{walker: newWalker()}, true, 125},
		{"forgetful", forgetful{newWalker()}, true, 0},
	} {
		var s tape.SyncTest[input]
		for tick := range int64(2000) {
			if err := s.Step(tick, c.state, play(tick)); err != nil {
				t.Fatal(err)
			}
		}
		tick, bad := s.FirstBad()
		if bad != c.bad || (bad && tick < c.after) {
			t.Errorf("%s: first bad tick %d, %v; want bad %v from tick %d on", c.name, tick, bad, c.bad, c.after)
		}
	}
}

// A synctest leaves the game where two steps of each tick leave it: where
// plain steps would, for a deterministic game.
func TestSyncTestKeepsTheGame(t *testing.T) {
	a, b := newWalker(), newWalker()
	var s tape.SyncTest[input]
	for tick := range int64(500) {
		s.Step(tick, a, play(tick))
		b.Step(play(tick))
	}
	if a.Fingerprint() != b.Fingerprint() {
		t.Fatalf("after 500 ticks under the synctest %s, stepped plainly %s", tape.Format(a.Fingerprint()), tape.Format(b.Fingerprint()))
	}
}
