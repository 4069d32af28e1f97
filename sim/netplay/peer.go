package netplay

import (
	"fmt"
	"math"
	"tickbox/sim/tape"

	"tickbox/sim/fixed"
)

// peer is one player's machine: its own copy of the state, its player's
// inputs, what it has of the others', its saved states and its figures.
type peer[S tape.State[Players[I]], I comparable] struct {
	id     int
	o      *Options
	state  S
	ring   *ring[S] // rollback only
	inputs fixed.Inputs[I]
	queues []queue[I] // one a player, its own included

	n     int64 // ticks run
	c     int64 // ticks confirmed
	base  int64 // rollback: the latest tick at or before c whose state the ring has
	wrong int64 // the first tick found run on a wrong prediction; -1: none

	prints prints
	sync   []timeSync
	acks   []int64   // peer j has this peer's inputs for every tick below acks[j]
	heard  []bool    // a message from peer j has come
	came   []int64   // when the latest from peer j came
	rtt    []int64   // ns, the latest round trip to peer j
	timed  []bool    // rtt holds a round trip to peer j
	adv    []int32   // peer j's frame advantage over this one, as j reported it
	gone   []bool    // player j was given up (disconnect); nil: none
	goneAt []int64   // from this tick, when gone[j]
	seen   [][]int64 // seen[k][q]: peer k has player q's inputs below this, as k said (three players or more)

	wiring
	wire             wire[I]
	remotes          []remote
	out, in          message[I]
	sendBuf, recvBuf []byte
	from             int             // the peer whose message it is reading
	refOf            func(t int64) I // remoteRef, made once

	wait      int64 // frames still to skip on a recommendation
	recommend int64 // no new recommendation before this tick

	start, frame int64 // its clock's start (ns) and its frames so far
	skew         int64 // its clock's rate less the true one, parts per billion (skewOf)
	reported     int64 // the confirmed tick last given to confirmed
	confirmed    func(peer int, tick int64, s S)
	took         func(tick int64, in *Players[I]) // each confirmed tick's input, as confirmed moves on
	corrected    func(peer int, c Correction, s S)
	walk         walk[S]      // rollback only
	forward      Players[I]   // the inputs of the tick it runs forward (fill's)
	again        []Players[I] // a rollback's, filled before it runs the ticks again
	events       reporting
	stats        Stats
	spect        *spectators[I] // nil: it serves no spectator
	inputsTold   playerInputs[I]
}

func newPeer[S tape.State[Players[I]], I comparable](id int, o *Options, state S, in fixed.Inputs[I], fresh func() (S, error), w wiring) (*peer[S, I], error) {
	k := o.Peers
	p := &peer[S, I]{id: id, o: o, state: state, inputs: in, queues: make([]queue[I], k), wrong: -1,
		prints: newPrints(k), sync: make([]timeSync, k), acks: make([]int64, k), heard: make([]bool, k),
		came: make([]int64, k), rtt: make([]int64, k), timed: make([]bool, k), adv: make([]int32, k),
		start: int64(id) * int64(o.Stagger), skew: skewOf(id, o),
		wiring: w, wire: wire[I]{nonce: w.nonce}, remotes: make([]remote, k), recvBuf: make([]byte, maxReceive)}
	p.refOf = p.remoteRef
	for j := range p.remotes {
		if j != id {
			p.remotes[j] = newRemote(o.Rate)
		}
	}
	if err := p.wire.codec.check(); err != nil {
		return nil, err
	}
	for j := range k {
		p.queues[j].known = int64(o.Delay) // every player's input is zero before the delay
		p.acks[j] = int64(o.Delay)
	}
	if k > 2 {
		p.seen = make([][]int64, k)
		for j := range p.seen {
			p.seen[j] = make([]int64, k)
			for q := range p.seen[j] {
				p.seen[j][q] = int64(o.Delay)
			}
		}
	}
	var err error
	if p.events, err = newReporting(state, o); err != nil {
		return nil, err
	}
	if o.Mode.predicts() {
		// A tick runs forward only within Window of base, the oldest
		// state a rollback or a confirmed tick's report may read, and
		// saves its own: base to n is Window + 1 states at most. With
		// the live state and the walk's, Window + 3 copies a peer.
		r, err := newRing(o.Window+1, state, fresh)
		if err != nil {
			return nil, err
		}
		p.ring = r
		if err := r.save(0, state); err != nil {
			return nil, err
		}
		p.again = make([]Players[I], o.Window+1)
		for i := range p.again {
			p.again[i].N = int64(k)
		}
		if p.walk, err = newWalk(fresh); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// maxReceive is the longest datagram a peer takes: UDP's longest.
const maxReceive = 65535

// next is the time of its next frame, ns on the virtual clock.
func (p *peer[S, I]) next() int64 {
	// frame × 1e9 / Rate, in two parts, which overflows no sooner than
	// the clock's int64 of ns does (292 years), not after 4.9 at 60 Hz:
	// an open-ended session has no end to bound it.
	rate := int64(p.o.Rate)
	at := p.frame/rate*1e9 + p.frame%rate*1e9/rate
	return p.start + at - (at/1e9*p.skew + at%1e9*p.skew/1e9) // in integers: the same on every machine
}

// skewOf is peer id's clock's skew, in parts per billion, fast above 0.
func skewOf(id int, o *Options) int64 {
	if o.Skew == 0 {
		return 0
	}
	return int64(math.Round(o.Skew * 1e9 * (1 - 2*float64(id)/float64(o.Peers-1))))
}

// done reports whether it confirmed every tick and compared every
// checkpoint with every other peer.
func (p *peer[S, I]) done() bool {
	if p.c < p.o.end() {
		return false
	}
	last := p.o.end() / int64(p.o.Every)
	for j, k := range p.prints.compared {
		if j != p.id && k < last && !p.isGone(j) {
			return false
		}
	}
	return true
}

// minKnown is the first tick some player's real input is missing for.
func (p *peer[S, I]) minKnown() int64 {
	m := int64(math.MaxInt64)
	for j := range p.queues {
		m = min(m, p.queues[j].known)
	}
	return m
}

// keep is the oldest tick it may run again.
func (p *peer[S, I]) keep() int64 {
	if p.ring != nil {
		return p.base
	}
	return p.n
}

// ownFloor is the oldest of its own inputs it still holds for someone.
func (p *peer[S, I]) ownFloor() int64 {
	f := p.keep()
	for j, a := range p.acks {
		if j != p.id {
			f = min(f, a)
		}
	}
	return f
}

// readInput reads its player's input for the tick Delay ahead, when that
// input is the next one due and fits.
func (p *peer[S, I]) readInput() {
	own := &p.queues[p.id]
	t := p.n + int64(p.o.Delay)
	if own.known != t || t >= p.o.end() || t-p.ownFloor() >= queueSize-1 {
		return
	}
	own.add(p.inputs.Take(p.n), p.ownFloor(), p.n)
	for j := range p.sync {
		if j != p.id && p.timed[j] { // no estimate before a round trip to j is timed
			p.sync[j].advance(t, p.advantage(j), p.adv[j])
		}
	}
}

// advantage is how many frames it is behind peer j, as GGRS estimates it:
// j's last input here plus half a round trip of ticks, less its own.
// Before it has timed a round trip to j it has no estimate, and says 0:
// one without the half round trip counts a slow link's every tick in
// flight as a tick ahead, which told both peers of a 250 ms link to wait.
func (p *peer[S, I]) advantage(j int) int32 {
	if !p.timed[j] {
		return 0
	}
	remote := p.queues[j].known - 1 + p.rtt[j]/2*int64(p.o.Rate)/1e9
	return int32(max(min(remote-p.n, math.MaxInt16), math.MinInt16))
}

// fill makes in tick t's input: every player's, real or predicted, each
// in its own slot. It writes in place, and a rollback fills every tick's
// before it runs them: a Players copied to the step just after its slots
// were written a byte at a time (as one returned by value is) waits on
// those stores, which made a rollback of 3 balls cost a sixth more.
func (p *peer[S, I]) fill(in *Players[I], t int64) {
	in.N = int64(len(p.queues))
	for j := range p.queues {
		in.In[j] = p.queues[j].input(t)
	}
}

// runTick runs tick n, saving the state before it first when save.
func (p *peer[S, I]) runTick(save bool) error {
	p.fill(&p.forward, p.n)
	return p.runWith(save, &p.forward)
}

// runWith runs tick n with in, saving the state before it first when save.
func (p *peer[S, I]) runWith(save bool, in *Players[I]) error {
	if save {
		if err := p.ring.save(p.n, p.state); err != nil {
			return err
		}
	}
	p.events.before()
	p.state.Step(*in)
	p.events.after(p.n)
	p.n++
	return nil
}

// canAdvance reports whether it may run tick n now.
func (p *peer[S, I]) canAdvance() bool {
	if p.n >= p.o.end() || p.queues[p.id].known <= p.n || p.prints.full(p.id) {
		return false
	}
	if p.ring == nil {
		return p.minKnown() > p.n
	}
	// A rollback goes back to the latest saved state at or before the
	// first wrong tick, never before base; when every input up to n is
	// known, the state at n is saved as the tick runs, and no tick before
	// it runs again. Holding n within Window of that keeps every rollback
	// within the window, though a rollback saves only the states it needs.
	floor := p.base
	if p.c == p.n {
		floor = p.n
	}
	return p.n-floor < int64(p.o.Window)
}

// stateAt is the state at tick t, the live one or a saved one.
func (p *peer[S, I]) stateAt(t int64) (S, error) {
	if t == p.n {
		return p.state, nil
	}
	if p.ring == nil || !p.ring.has(t) {
		var zero S
		return zero, fmt.Errorf("netplay: peer %d has no state at tick %d (it is at %d)", p.id+1, t, p.n)
	}
	return p.ring.state(t)
}
