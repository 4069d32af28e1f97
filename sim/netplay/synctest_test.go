package netplay_test

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/rng"
)

// counter is a game whose state is one number; random makes its
// fingerprint random, as GGRS's RandomChecksumGameStub saves a random
// checksum.
type counter struct {
	n      uint64
	random *rng.RNG
}

func (c *counter) Step(in uint64) { c.n = c.n*31 + in }

func (c *counter) Fingerprint() uint64 {
	if c.random != nil {
		return c.random.Uint64()
	}
	return c.n
}

func (c *counter) MarshalBinary() ([]byte, error) {
	return binary.LittleEndian.AppendUint64(nil, c.n), nil
}

func (c *counter) UnmarshalBinary(b []byte) error {
	if len(b) != 8 {
		return errors.New("counter: want 8 bytes")
	}
	c.n = binary.LittleEndian.Uint64(b)
	return nil
}

// A game whose fingerprint is random fails at the first tick run again.
func TestSyncTestFailsARandomFingerprint(t *testing.T) {
	for _, d := range []int{1, 2, 8} {
		random := &rng.RNG{State: 9}
		c := &counter{random: random}
		st, err := netplay.NewSyncTest[*counter, uint64](c, d, func() (*counter, error) { return &counter{random: random}, nil })
		if err != nil {
			t.Fatal(err)
		}
		for tick := range uint64(100) {
			if err = st.Step(tick); err != nil {
				break
			}
		}
		if err == nil || st.Ticks() != int64(d) || !strings.Contains(err.Error(), "tick 0 ran again") {
			t.Errorf("distance %d: after %d ticks: %v; want tick 0 named as the first run again, at once", d, st.Ticks(), err)
		}
	}
}

// A deterministic game passes, by its bytes or by copying itself (the
// world), and ends where plain steps end.
func TestSyncTestPassesADeterministicGame(t *testing.T) {
	c := &counter{}
	st, err := netplay.NewSyncTest[*counter, uint64](c, 8, func() (*counter, error) { return &counter{}, nil })
	if err != nil {
		t.Fatal(err)
	}
	plain := &counter{}
	for tick := range uint64(500) {
		if err := st.Step(tick % 7); err != nil {
			t.Fatal(err)
		}
		plain.Step(tick % 7)
	}
	if c.n != plain.n {
		t.Errorf("counter under the synctest %d, stepped plainly %d", c.n, plain.n)
	}
	w, _ := bounce.New(bounce.DefaultConfig())
	ws, err := netplay.NewSyncTest[*bounce.World, bounce.Input](w, 8, func() (*bounce.World, error) { return bounce.New(bounce.DefaultConfig()) })
	if err != nil {
		t.Fatal(err)
	}
	b := &bot{rng: rng.RNG{State: 4}, every: 5}
	for tick := range int64(2000) {
		if err := ws.Step(b.Take(tick)); err != nil {
			t.Fatal(err)
		}
	}
}

// A check distance outside 1 to 60 is refused, naming it.
func TestSyncTestRefusesADistance(t *testing.T) {
	for _, d := range []int{0, -1, 61} {
		_, err := netplay.NewSyncTest[*counter, uint64](&counter{}, d, func() (*counter, error) { return &counter{}, nil })
		var oe *netplay.OptionError
		if !errors.As(err, &oe) || oe.Name != "check-distance" {
			t.Errorf("distance %d: %v; want an OptionError for check-distance", d, err)
		}
	}
}
