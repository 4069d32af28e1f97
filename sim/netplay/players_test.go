package netplay_test

import (
	"encoding/binary"
	"fmt"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// keys is a game of fixed.Devices that counts, for each player, the ticks
// its step saw that player's own key held: player 1 holds A, player 2
// holds B (each only its own).
type keys struct {
	held [2]int64 // ticks player q+1's key was seen down in its slot
}

func (k *keys) Step(in netplay.Players[fixed.Devices]) {
	for q, key := range []fixed.Key{fixed.KeyA, fixed.KeyB} {
		if in.Of(q + 1).Keys[key].Down {
			k.held[q]++
		}
	}
}

func (k *keys) Fingerprint() uint64 { return uint64(k.held[0])<<32 | uint64(k.held[1]) }

func (k *keys) MarshalBinary() ([]byte, error) {
	return binary.Append(nil, binary.LittleEndian, k.held)
}

func (k *keys) UnmarshalBinary(b []byte) error {
	if _, err := binary.Decode(b, binary.LittleEndian, &k.held); err != nil {
		return fmt.Errorf("keys: %w", err)
	}
	return nil
}

// Two players holding different keys both reach the step, each in its own
// slot, every tick, in every mode: a session that merged the players'
// Devices into one (Devices.Merge keeps the later one's Down) showed the
// step player 2's keys only, and player 1's held A never.
func TestEveryPlayersInputReachesTheStep(t *testing.T) {
	holding := func(key fixed.Key) fixed.Inputs[fixed.Devices] {
		var d fixed.Devices
		d.Keys[key].Down = true
		return fixed.InputFunc[fixed.Devices](func(int64) fixed.Devices { return d })
	}
	for _, m := range netplay.Modes {
		o := netplay.DefaultOptions()
		o.Mode, o.Ticks = m, 300
		o.Delay, o.Window = 0, 0
		if m == netplay.Delay {
			o.Delay = 2
		}
		if m == netplay.Rollback {
			o.Window = netplay.DefaultWindow
		}
		o.Link = netplay.Link{Delay: 40 * time.Millisecond, Loss: 0.1}
		s, err := netplay.New(o, func(int) (*keys, error) { return &keys{}, nil },
			[]fixed.Inputs[fixed.Devices]{holding(fixed.KeyA), holding(fixed.KeyB)})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		want := o.Ticks - int64(o.Delay) // no input before the delay
		for p := range o.Peers {
			if got := s.State(p).held; got != [2]int64{want, want} {
				t.Errorf("%v: peer %d's step saw player 1's A held %d ticks and player 2's B %d; want %d each",
					m, p+1, got[0], got[1], want)
			}
		}
	}
}
