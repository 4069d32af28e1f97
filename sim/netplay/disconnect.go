package netplay

import "math"

// far is what a disconnected player's acknowledgements and comparisons
// are set to: past any tick or checkpoint, so that nothing waits on it,
// with room to add to without overflow.
const far = math.MaxInt64 / 4

// Survivors agree on a disconnect as GGPO's p2p.cpp and GGRS's
// p2p_session.rs do: each peer tells the others, in every message, the
// tick up to which it has each third player's inputs and whether it gave
// that player up (GGRS's ConnectionStatus{disconnected, last_frame}); a
// player is given up from the first tick some survivor lacks of it (the
// least last frame), and a peer told of a disconnect at an earlier tick
// than its own goes back to it, rolling back. So that the tick it goes
// back to is never confirmed, a rollback peer of three players or more
// confirms a tick only once every other survivor says it has every third
// player's input for it (GGPO's total_min_confirmed).

// disconnect gives player j up, at the first tick some survivor lacks of
// j's inputs as this peer knows, and returns that tick.
func (p *peer[S, I]) disconnect(j int) int64 {
	at := p.queues[j].known
	for k := range p.seen {
		if k != p.id && k != j && !p.isGone(k) {
			at = min(at, p.seen[k][j])
		}
	}
	p.cut(j, at)
	return p.goneAt[j]
}

// cut gives player j up from tick at (or keeps it so from an earlier
// one): from then on j's input is the zero input; nothing more is sent
// to j, nor taken from it, and no checkpoint waits on it. Ticks at and
// after at that ran on j's real input run again. A tick already
// confirmed is never run again: at is held at or after it.
func (p *peer[S, I]) cut(j int, at int64) {
	if p.gone == nil {
		p.gone, p.goneAt = make([]bool, p.o.Peers), make([]int64, p.o.Peers)
	}
	at = max(at, p.c)
	if p.gone[j] && at >= p.goneAt[j] {
		return
	}
	p.gone[j], p.timed[j], p.goneAt[j] = true, false, at
	p.acks[j], p.prints.acked[j], p.prints.compared[j] = far, far, far
	q := &p.queues[j]
	if q.known > at {
		q.known = at
		if at < p.n && (p.wrong < 0 || at < p.wrong) {
			p.wrong = at // ran on j's real input from at: run again on zeros
		}
	}
}

// isGone reports whether player j was given up.
func (p *peer[S, I]) isGone(j int) bool { return p.gone != nil && p.gone[j] }

// fillGone gives every player given up the zero input up to the tick it
// runs next, noting a prediction that was wrong, as a message would.
func (p *peer[S, I]) fillGone() {
	if p.gone == nil {
		return
	}
	var zero I
	for j, g := range p.gone {
		q := &p.queues[j]
		for g && q.known <= p.n && q.known < p.o.end() {
			if !p.learn(j, zero) {
				break
			}
		}
	}
}

// thirdParties is the first tick some other survivor has said it lacks
// some third player's input for (far with two players): a rollback peer
// confirms no tick from it on, so that it may still go back to a
// disconnect there.
func (p *peer[S, I]) thirdParties() int64 {
	m := int64(far)
	if p.o.Peers < 3 || p.ring == nil {
		return m
	}
	for k := range p.seen {
		if k == p.id || p.isGone(k) {
			continue
		}
		for q, t := range p.seen[k] {
			if q != p.id && q != k && !p.isGone(q) {
				m = min(m, t)
			}
		}
	}
	return m
}

// status is what a message says of a third player: the first tick whose
// input the sender lacks of it, or, if the sender gave it up, the tick
// from which it did.
type status struct {
	player int
	known  int64
	gone   bool
}

// statuses fills m's status of every player but itself and j, with three
// players or more.
func (p *peer[S, I]) statuses(m *message[I], j int) {
	m.status = m.status[:0]
	if p.o.Peers < 3 {
		return
	}
	for q := range p.o.Peers {
		if q != p.id && q != j {
			s := status{player: q, known: p.queues[q].known, gone: p.isGone(q)}
			if s.gone {
				s.known = p.goneAt[q]
			}
			m.status = append(m.status, s)
		}
	}
}

// told takes peer j's statuses: the ticks it has of each third player's
// inputs, and the players it gave up, which this peer gives up too, from
// the earlier tick of the two.
func (p *peer[S, I]) told(j int, m *message[I]) {
	for _, s := range m.status {
		q := s.player
		if q == p.id || q == j || q >= p.o.Peers {
			continue
		}
		if s.gone {
			p.cut(q, min(s.known, p.queues[q].known))
			continue
		}
		p.seen[j][q] = max(p.seen[j][q], s.known)
	}
}
