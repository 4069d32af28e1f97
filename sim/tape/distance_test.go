package tape_test

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/rng"
	"tickbox/sim/tape"
)

// number is a game whose state is one number; random makes its
// fingerprint random, as GGRS's RandomChecksumGameStub saves a random
// checksum.
type number struct {
	n      uint64
	random *rng.RNG
}

func (c *number) Step(in uint64) { c.n = c.n*31 + in }

func (c *number) Fingerprint() uint64 {
	if c.random != nil {
		return c.random.Uint64()
	}
	return c.n
}

func (c *number) MarshalBinary() ([]byte, error) {
	return binary.LittleEndian.AppendUint64(nil, c.n), nil
}

func (c *number) UnmarshalBinary(b []byte) error {
	if len(b) != 8 {
		return errors.New("number: want 8 bytes")
	}
	c.n = binary.LittleEndian.Uint64(b)
	return nil
}

// A game whose fingerprint is random fails at the first tick run again,
// as soon as it has run again: after Distance ticks.
func TestSyncTestFailsARandomFingerprint(t *testing.T) {
	for _, d := range []int{1, 2, 8} {
		c := &number{random: &rng.RNG{State: 9}}
		st := tape.SyncTest[uint64]{Distance: d}
		tick := int64(0)
		for ; tick < 100; tick++ {
			if err := st.Step(tick+5, c, uint64(tick)); err != nil {
				t.Fatal(err)
			}
			if _, bad := st.FirstBad(); bad {
				break
			}
		}
		if first, bad := st.FirstBad(); !bad || first != 5 || st.Ticks() != int64(d) {
			t.Errorf("distance %d: after %d ticks: first bad %d, %v; want tick 5 (the first) named at once", d, st.Ticks(), first, bad)
		}
	}
}

// A deterministic game passes at any distance and ends where plain steps
// end; so does the world, going back 8 ticks as a rollback would.
func TestSyncTestPassesADeterministicGame(t *testing.T) {
	c, plain := &number{}, &number{}
	st := tape.SyncTest[uint64]{Distance: 8}
	for tick := range int64(500) {
		if err := st.Step(tick, c, uint64(tick%7)); err != nil {
			t.Fatal(err)
		}
		plain.Step(uint64(tick % 7))
	}
	if _, bad := st.FirstBad(); bad || c.n != plain.n {
		t.Errorf("number under the synctest %d (bad %v), stepped plainly %d", c.n, bad, plain.n)
	}
	w, _ := bounce.New(bounce.DefaultConfig())
	ws := tape.SyncTest[bounce.Input]{Distance: 8}
	r := rng.RNG{State: 4}
	for tick := range int64(2000) {
		in := bounce.Input{Jump: bounce.Tap(r.Uint64()%5 == 0)}
		if err := ws.Step(tick, w, in); err != nil {
			t.Fatal(err)
		}
	}
	if tick, bad := ws.FirstBad(); bad {
		t.Errorf("the world failed the synctest at tick %d", tick)
	}
}

// A distance outside 0 (1) to MaxDistance is refused at the first step,
// naming it.
func TestSyncTestRefusesADistance(t *testing.T) {
	for _, d := range []int{-1, tape.MaxDistance + 1} {
		st := tape.SyncTest[uint64]{Distance: d}
		if err := st.Step(0, &number{}, 1); err == nil || !strings.Contains(err.Error(), "distance") {
			t.Errorf("distance %d: %v; want an error naming the distance", d, err)
		}
	}
}
