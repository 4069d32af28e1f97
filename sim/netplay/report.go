package netplay

import "fmt"

// report gives confirmed every tick confirmed since the last it gave, in
// order. Each state is the live one, a saved one, or, for a tick whose
// state was not saved (a rollback saves only the states it will need),
// the walk's, run on from the latest confirmed state behind it with the
// real inputs: the ticks it runs are confirmed, never counted as run
// again, and cost a step each only while someone listens.
func (p *peer[S, I]) report() error {
	if p.confirmed == nil && p.took == nil {
		p.reported = p.c
		return nil
	}
	for p.reported < p.c {
		t := p.reported + 1
		if p.took != nil { // every input of tick t - 1 is real, and still held: reported is at or after base
			p.fill(&p.forward, t-1)
			p.took(t-1, &p.forward)
		}
		if p.confirmed == nil {
			p.reported = t
			continue
		}
		s, err := p.confirmedAt(t)
		if err != nil {
			return err
		}
		p.reported = t
		p.confirmed(p.id, t, s)
	}
	return nil
}

// confirmedAt is the state at t, a confirmed tick just after the last
// reported.
func (p *peer[S, I]) confirmedAt(t int64) (S, error) {
	switch {
	case t == p.n:
		return p.state, nil
	case p.ring == nil:
		var zero S
		return zero, fmt.Errorf("netplay: peer %d has no state at confirmed tick %d (it is at %d)", p.id+1, t, p.n)
	case p.ring.has(t):
		return p.ring.state(t)
	}
	w := &p.walk
	if from, ok := p.ring.latest(p.base, t-1); ok && (w.tick < 0 || w.tick > t || w.tick < from) {
		if err := w.load(p.ring, from); err != nil {
			return w.state, err
		}
	}
	if w.tick < 0 || w.tick > t {
		var zero S
		return zero, fmt.Errorf("netplay: peer %d: no confirmed state from tick %d to %d to run on to tick %d", p.id+1, p.base, t-1, t)
	}
	for w.tick < t {
		if w.keeper != nil { // its reports are never played: forget them
			w.keeper.ResetEvents()
		}
		p.fill(&p.forward, w.tick)
		w.state.Step(p.forward)
		w.tick++
	}
	return w.state, nil
}

// walk is a confirmed state of a peer's game, apart from its own, that
// runs on to a confirmed tick whose state the peer did not save.
type walk[S snapshot] struct {
	state  S
	copier copier[S]   // state, as one, when it is
	keeper eventKeeper // state, as one, when it is
	tick   int64       // the tick state is at; -1: none yet
}

func newWalk[S snapshot](fresh func() (S, error)) (walk[S], error) {
	s, err := fresh()
	if err != nil {
		return walk[S]{}, err
	}
	c, _ := any(s).(copier[S])
	k, _ := any(s).(eventKeeper)
	return walk[S]{state: s, copier: c, keeper: k, tick: -1}, nil
}

// load sets it to the state r saved at tick, which r has.
func (w *walk[S]) load(r *ring[S], tick int64) error {
	sl := r.at(tick)
	w.tick = -1
	if r.copies {
		w.copier.CopyFrom(sl.state)
	} else if err := w.state.UnmarshalBinary(sl.bytes); err != nil {
		return fmt.Errorf("netplay: restoring the state at tick %d: %w", tick, err)
	}
	w.tick = tick
	return nil
}
