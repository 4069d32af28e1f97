package netplay

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// jumpers are players who jump on about one tick in six, each from its
// own seeded generator.
func jumpers(o Options, seed uint64) []fixed.Inputs[bounce.Input] {
	var in []fixed.Inputs[bounce.Input]
	for p := range o.Peers {
		r := rng.RNG{State: seed + uint64(p)}
		in = append(in, fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(r.Uint64()%6 == 0)} }))
	}
	return in
}

func timeSession(t *testing.T, o Options, seed uint64) *Session[Bounce, bounce.Input] {
	t.Helper()
	s, err := New(o, func(int) (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }, jumpers(o, seed))
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

// Over 10 minutes of play with clocks 500 ppm apart each way (peer 1's
// fast, peer 2's slow: 36 frames apart at the end), the peers stay in
// step: neither ever runs more than the window ahead of the other, the
// fast one spends the frames it gains not running ticks (stalls and
// waits), the ticks run again stay under 2 a tick, and both end where one
// machine does.
func TestSkewedClocksStayInStep(t *testing.T) {
	o := DefaultOptions()
	o.Ticks, o.Skew = 36_000, 0.0005
	if testing.Short() {
		o.Ticks = 7200
	}
	o.Link = Link{Delay: 50 * time.Millisecond, Jitter: 10 * time.Millisecond}
	s := timeSession(t, o, 3)
	var lead int64
	for !s.done() {
		if err := s.Advance(1); err != nil {
			t.Fatal(err)
		}
		lead = max(lead, s.peers[0].n-s.peers[1].n, s.peers[1].n-s.peers[0].n)
	}
	w, _ := bounce.New(bounce.DefaultConfig())
	in := jumpers(o, 3)
	for tick := range o.Ticks {
		w.Step(in[0].Take(tick).Merge(in[1].Take(tick)))
	}
	fast, slow := s.Stats(0), s.Stats(1)
	gained := float64(o.Ticks) * 2 * o.Skew // frames the fast clock gains on the slow one
	spent := float64(fast.Stalls + fast.Waits - slow.Stalls - slow.Waits)
	if lead > int64(o.Window) || spent < gained-3 || spent > gained+3 || fast.RerunPerTick() > 2 || slow.RerunPerTick() > 2 {
		t.Errorf("a lead of %d ticks (window %d); the fast peer spent %.0f frames more than the slow one (its clock gained %.0f); %+v; %+v",
			lead, o.Window, spent, gained, fast, slow)
	}
	for p := range 2 {
		if f := s.State(p).Fingerprint(); f != w.Fingerprint() {
			t.Errorf("peer %d ended at %016x, one machine at %016x", p+1, f, w.Fingerprint())
		}
	}
}

// A skew outside 0 to maxSkew is refused, naming it and the rule.
func TestSkewRule(t *testing.T) {
	for _, skew := range []float64{-0.0005, maxSkew * 2, math.NaN()} {
		o := DefaultOptions()
		o.Skew = skew
		var e *OptionError
		if err := o.Validate(); !errors.As(err, &e) || e.Name != "skew" || !strings.Contains(e.Rule, "ppm") {
			t.Errorf("skew %v: %v, want an OptionError naming skew and its rule", skew, err)
		}
	}
	o := DefaultOptions()
	o.Skew = 0.0005
	if err := o.Validate(); err != nil {
		t.Errorf("skew 500 ppm: %v", err)
	}
}
