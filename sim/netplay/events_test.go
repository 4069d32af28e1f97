package netplay_test

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// counter is a game that reports an event every tick, the state its step
// made, and another when a player jumps: its reports differ whenever a
// tick ran on a wrong prediction. Its Events sit outside its snapshot, as
// fixed.Events asks.
type counter struct {
	fixed.Events[uint64]
	n, sum uint64
}

func (c *counter) Step(in netplay.Players[bounce.Input]) {
	c.n++
	c.sum = c.sum*1099511628211 + c.n
	for q := range in.N {
		if in.In[q].Jump.JustPressed() {
			c.sum = c.sum*31 + uint64(q+1)
			c.Report(uint64(q + 1))
		}
	}
	c.Report(c.sum)
}

func (c *counter) Fingerprint() uint64 { return c.sum ^ c.n<<48 }

func (c *counter) MarshalBinary() ([]byte, error) {
	return binary.Append(nil, binary.LittleEndian, [2]uint64{c.n, c.sum})
}

func (c *counter) UnmarshalBinary(b []byte) error {
	var v [2]uint64
	if _, err := binary.Decode(b, binary.LittleEndian, &v); err != nil {
		return fmt.Errorf("counter: %w", err)
	}
	c.n, c.sum = v[0], v[1]
	return nil
}

// fired is one event as a game's Play got it.
type fired struct {
	tick int64
	e    uint64
}

// A game's events fire once per confirmed tick, in order, each the one a
// local run of the loop fires for that tick, over a lossy link on which
// the peers roll back often: never for a tick run on a wrong prediction,
// never twice for a tick run again. (Played at every Step, they came
// twice and wrong; kept from a tick's first run, not its latest, wrong.)
func TestEventsFireOncePerConfirmedTick(t *testing.T) {
	for _, mode := range []netplay.Mode{netplay.Rollback, netplay.Lockstep} {
		o := netplay.DefaultOptions()
		o.Mode, o.Ticks = mode, 1200
		if mode != netplay.Rollback {
			o.Window = 0
		}
		o.Link = netplay.Link{Delay: 50 * time.Millisecond, Jitter: 30 * time.Millisecond, Loss: 0.2, Reorder: 0.1}
		got := make([][]fired, o.Peers)
		s, err := netplay.New(o, func(p int) (*counter, error) {
			c := &counter{}
			c.Play = func(tick int64, e uint64) { got[p] = append(got[p], fired{tick, e}) }
			return c, nil
		}, bots(o, 3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		var want []fired
		local := &counter{}
		local.Play = func(tick int64, e uint64) { want = append(want, fired{tick, e}) }
		in := bots(o, 3, 4)
		for tick := range o.Ticks {
			var ps netplay.Players[bounce.Input]
			ps.N = int64(o.Peers)
			for q := range in {
				ps.In[q] = in[q].Take(tick)
			}
			local.ResetEvents()
			local.Step(ps)
			local.FireEvents(tick)
		}
		for p := range o.Peers {
			if !slices.Equal(got[p], want) {
				i := 0
				for i < min(len(got[p]), len(want)) && got[p][i] == want[i] {
					i++
				}
				t.Errorf("%v: peer %d fired %d events, a local run %d; the first to differ is number %d", mode, p+1, len(got[p]), len(want), i)
			}
		}
		if st := s.Stats(0); mode == netplay.Rollback && st.Rollbacks == 0 {
			t.Errorf("no rollback: %+v", st)
		}
	}
}

// plain is a game that reports events (its own ResetEvents and
// FireEvents) but cannot keep a tick's report.
type plain struct{ n uint64 }

func (p *plain) Step(netplay.Players[bounce.Input]) { p.n++ }
func (p *plain) Fingerprint() uint64                { return p.n }
func (p *plain) MarshalBinary() ([]byte, error)     { return binary.Append(nil, binary.LittleEndian, p.n) }
func (p *plain) UnmarshalBinary(b []byte) error {
	_, err := binary.Decode(b, binary.LittleEndian, &p.n)
	return err
}
func (p *plain) ResetEvents()     {}
func (p *plain) FireEvents(int64) {}

// A game that reports events but cannot keep them until its ticks are
// confirmed is refused, naming what it lacks.
func TestReporterThatCannotKeepIsRefused(t *testing.T) {
	o := netplay.DefaultOptions()
	_, err := netplay.New(o, func(int) (*plain, error) { return &plain{}, nil }, bots(o, 1, 5))
	if err == nil || !strings.Contains(err.Error(), "KeepEvents") {
		t.Errorf("%v; want refused, naming KeepEvents", err)
	}
}
