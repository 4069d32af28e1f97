package netplay

import (
	"testing"
	"time"

	"tickbox/sim"
	"tickbox/sim/loop"
	"tickbox/sim/rng"
)

// jumpers are players who jump on about one tick in six, each from its
// own seeded generator.
func jumpers(o Options, seed uint64) []loop.Inputs[sim.Input] {
	var in []loop.Inputs[sim.Input]
	for p := range o.Peers {
		r := rng.RNG{State: seed + uint64(p)}
		in = append(in, loop.InputFunc[sim.Input](func(int64) sim.Input { return sim.Input{Jump: r.Uint64()%6 == 0} }))
	}
	return in
}

func timeSession(t *testing.T, o Options, seed uint64) *Session[*sim.World, sim.Input] {
	t.Helper()
	s, err := New(o, func(int) (*sim.World, error) { return sim.New(sim.DefaultConfig()) }, jumpers(o, seed))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Two peers that start together over a slow link (250 ms each way) are
// neither ahead: none is told to wait in its first 4 s. Before a round
// trip was timed, each counted every tick in flight as a tick ahead, and
// with a window of 14 or more both were told to wait 3 frames or more at
// about tick 20.
func TestNoWaitAtStartOverASlowLink(t *testing.T) {
	for _, window := range []int{14, 16, 20, 30, 60} {
		o := DefaultOptions()
		o.Window, o.Ticks = window, 240
		o.Link = Link{Delay: 250 * time.Millisecond}
		s := timeSession(t, o, 1000)
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		for p := range o.Peers {
			if st := s.Stats(p); st.Waits != 0 {
				t.Errorf("window %d: peer %d waited %d frames in its first %d ticks", window, p+1, st.Waits, o.Ticks)
			}
		}
	}
}

// A peer far ahead is told to wait at most maxWait frames at once, as
// GGPO caps it, and is told to: peer 1 starts a second before peer 2,
// with a window of a second.
func TestWaitsAreCapped(t *testing.T) {
	o := DefaultOptions()
	o.Window, o.Ticks, o.Stagger = MaxWindow, 1200, time.Second
	o.Link = Link{Delay: 20 * time.Millisecond}
	s := timeSession(t, o, 1)
	var most int64
	for !s.done() {
		before := s.peers[0].wait
		if err := s.Advance(1); err != nil {
			t.Fatal(err)
		}
		most = max(most, s.peers[0].wait-before)
	}
	if most == 0 || most > maxWait {
		t.Errorf("peer 1 was told to wait at most %d frames at once (it waited %d in all), want 1 to %d", most, s.Stats(0).Waits, maxWait)
	}
}
