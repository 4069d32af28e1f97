package netplay

import (
	"errors"
	"math"
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
	"tickbox/sim/sched"
)

// An open-ended session (Ticks 0) of two Peers over a simulated link of
// delay, jitter and reordering plays past the 3,600 ticks of a bounded
// one's default until player 2's game ends it (End) at its tick 5,000.
// Player 1 then reports player 2 interrupted, then disconnected, from a
// tick at or after every tick player 2 confirmed; the two agreed on every
// confirmed state up to player 2's end, and player 1's confirmed states
// are one machine's, with player 2's input the zero input from the tick
// it was given up.
func TestOpenSessionEndsWhenAPlayerEndsIt(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 0
	net := &simNet{link: Link{Delay: 30 * time.Millisecond, Jitter: 20 * time.Millisecond, Reorder: 0.1}, rng: rng.RNG{State: 3}}
	addrs := []netip.AddrPort{simAddr(0), simAddr(1)}
	jump := func(q int, n int64) bounce.Input {
		r := rng.RNG{State: uint64(q)<<32 + uint64(n)}
		return bounce.Input{Jump: bounce.Tap(r.Uint64()%3 == 0)}
	}
	fresh := func() (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }
	var peers []*Peer[Bounce, bounce.Input]
	confirmed := make([][]uint64, 2) // confirmed[q][t-1]: player q+1's confirmed state at tick t
	var events []Event
	for q := 1; q <= 2; q++ {
		w, _ := fresh()
		in := fixed.InputFunc[bounce.Input](func(n int64) bounce.Input { return jump(q, n) })
		p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: net.endpoint(q - 1), Nonce: 5, Inputs: in}, w, fresh)
		if err != nil {
			t.Fatal(err)
		}
		p.OnConfirmed(func(tick int64, s Bounce) { confirmed[q-1] = append(confirmed[q-1], s.Fingerprint()) })
		peers = append(peers, p)
	}
	peers[0].OnEvent(func(e Event) { events = append(events, e) })
	const endAt = 5000
	var ended int64 = -1 // the ticks player 2 confirmed when it ended
	for f := int64(0); len(events) < 2; f++ {
		if f > 3*endAt {
			t.Fatalf("player 2 not given up in %d frames: events %v, player 2 at tick %d", f, events, peers[1].Tick())
		}
		if ended < 0 && peers[1].Tick() >= endAt {
			peers[1].End()
			ended = peers[1].Confirmed()
			if !peers[1].Done() || !peers[1].Settled() {
				t.Fatal("player 2 ended, but not Done and Settled")
			}
		}
		if ended < 0 && (peers[0].Done() || peers[1].Done()) {
			t.Fatalf("an open-ended session done at tick %d and %d, before any player ended it", peers[0].Tick(), peers[1].Tick())
		}
		now := time.Duration(f) * time.Second / 60
		net.now = int64(now)
		for _, p := range peers {
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
	}
	if events[0].Kind != Interrupted || events[1].Kind != Disconnected || events[1].Player != 2 {
		t.Fatalf("events %v, want player 2 interrupted then disconnected", events)
	}
	gone, ok := peers[0].Gone(2)
	if !ok || gone < ended || ended < endAt-int64(o.Window)-10 {
		t.Fatalf("player 2 confirmed %d ticks when it ended at tick %d; player 1 gave it up from %d (%v)", ended, endAt, gone, ok)
	}
	if int64(len(confirmed[1])) != ended {
		t.Fatalf("player 2 reported %d confirmed ticks, confirmed %d", len(confirmed[1]), ended)
	}
	for i, f := range confirmed[1] {
		if confirmed[0][i] != f {
			t.Fatalf("tick %d confirmed at %016x by player 1, %016x by player 2", i+1, confirmed[0][i], f)
		}
	}
	w, _ := fresh()
	for n, f := range confirmed[0] {
		in := jump(1, int64(n))
		if int64(n) < gone {
			in = in.Merge(jump(2, int64(n)))
		}
		w.World.Step(in)
		if w.Fingerprint() != f {
			t.Fatalf("player 1 confirmed %016x at tick %d, one machine with player 2 zero from tick %d is at %016x", f, n+1, gone, w.Fingerprint())
		}
	}
}

// Validate takes Ticks 0, an open-ended session, and still refuses a
// negative count; a Session's Run refuses the open-ended one it could
// never end.
func TestTicksZeroIsOpenEnded(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 0
	if err := o.Validate(); err != nil {
		t.Fatalf("Ticks 0: %v", err)
	}
	var e *OptionError
	o.Ticks = -1
	if err := o.Validate(); !errors.As(err, &e) || e.Name != "ticks" {
		t.Fatalf("Ticks -1: %v, want a ticks OptionError", err)
	}
	o.Ticks = 0
	fresh := func(int) (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }
	in := []fixed.Inputs[bounce.Input]{fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} }), fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })}
	s, err := New(o, fresh, in)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(nil); err == nil {
		t.Fatal("Run of an open-ended session returned nil")
	}
	if err := s.Advance(600); err != nil {
		t.Fatal(err)
	}
	if c := s.peers[0].c; c < 500 {
		t.Fatalf("an open-ended session confirmed %d ticks in 600 instants", c)
	}
}

// A peer's frame times are the ones frame × 1e9 / Rate gave while that
// product fits an int64, at every rate, with and without skew; past it
// (in an open-ended session) they still
// grow with the frames, where the product wrapped to a time in the past:
// 100 years in, 3.2e9 seconds, past the 9.2e9 frames it allowed.
func TestFrameTimesOfALongSession(t *testing.T) {
	for _, skew := range []float64{0, maxSkew} {
		for rate := sched.MinRate; rate <= sched.MaxRate; rate += 7 {
			o := DefaultOptions()
			o.Rate, o.Skew = rate, skew
			p := &peer[Bounce, bounce.Input]{o: &o, skew: skewOf(0, &o)}
			r := rng.RNG{State: uint64(rate)}
			for i := range 200 {
				p.frame = int64(r.Uint64() % uint64(math.MaxInt64/int64(1e9)))
				if i < 10 {
					p.frame = int64(i)
				}
				at := p.frame * 1e9 / int64(rate)
				want := p.start + at - (at/1e9*p.skew + at%1e9*p.skew/1e9)
				if got := p.next(); got != want {
					t.Fatalf("rate %d, skew %g, frame %d: at %d, want %d", rate, skew, p.frame, got, want)
				}
			}
			const century = 100 * 365 * 86400 // s
			p.frame = int64(rate) * century
			before := p.next()
			p.frame++
			if after := p.next(); after <= before || before < century*1e9*99/100 {
				t.Fatalf("rate %d, skew %g: frame %d at %d ns, the one after at %d", rate, skew, p.frame-1, before, after)
			}
		}
	}
}
