package netplay

import (
	"fmt"
	"net/netip"
)

// wiring is how a peer reaches the others: its transport, each peer's
// address (its own unused), and the session's nonce.
type wiring struct {
	tr    Transport
	addrs []netip.AddrPort
	nonce uint32
}

// Traffic is what crossed one peer's transport: the datagrams it sent,
// those it accepted, and those it refused, by reason.
type Traffic struct {
	Sent, SentBytes int64 // datagrams sent, and their bytes
	Received        int64 // datagrams accepted
	Stray           int64 // refused: from no peer of the session, too short, or another protocol's or version's
	Stale           int64 // refused: another session's (another nonce)
	Garbled         int64 // refused: a checksum or a message that does not hold
}

// remote is what a peer keeps of each other peer to talk to it: the
// numbers of the messages each way, and when it sent its own, to time a
// round trip when one is acknowledged.
type remote struct {
	sent   uint16  // the number of the latest message sent to it
	sentAt []int64 // by number, masked: the latest len(sentAt) sent
	got    uint16  // the number of the newest message had from it (0: none, as if had)
	seen   uint64  // bit i: message got − i had

	sentN, sentBytes, received, receivedBytes, lost int64 // Network's
}

// newRemote keeps the send times of the messages of a round trip over the
// slowest link and more at rate ticks a second (a message a frame): one
// of 2 × (MaxLatency + MaxLatency), 40 s, with room to spare; 4,096 at 60
// Hz, every number a uint16 has at 1,024 Hz and up.
func newRemote(rate int) remote {
	n := 1
	for n < 64*rate && n < 1<<16 {
		n *= 2
	}
	return remote{sentAt: make([]int64, n), seen: ^uint64(0)} // every number before the first as had
}

// sentTime is when message seq went, if it is among the latest kept.
func (r *remote) sentTime(seq uint16) (int64, bool) {
	if int(r.sent-seq) >= len(r.sentAt) {
		return 0, false
	}
	return r.sentAt[int(seq)&(len(r.sentAt)-1)], true
}

// sendAll sends every other peer a message.
func (p *peer[S, I]) sendAll(now int64) error {
	for j := range p.o.Peers {
		if j != p.id && !p.isGone(j) {
			if err := p.sendTo(j, now); err != nil {
				return err
			}
		}
	}
	return p.sendSpectators(now)
}

// sendTo sends peer j a message of everything j has not acknowledged.
func (p *peer[S, I]) sendTo(j int, now int64) error {
	r := &p.remotes[j]
	r.sent++
	r.sentAt[int(r.sent)&(len(r.sentAt)-1)] = now
	m := p.message(j, now, r.sent%clockEvery == 0)
	m.seq = r.sent
	b, _, _, err := p.wire.encode(p.sendBuf[:0], m, p.ownRef(m.inputFrom-1))
	if err != nil {
		return fmt.Errorf("netplay: peer %d: %w", p.id+1, err)
	}
	p.sendBuf = b
	p.stats.Traffic.Sent++
	p.stats.Traffic.SentBytes += int64(len(b))
	r.sentN++
	r.sentBytes += int64(len(b))
	if err := p.tr.Send(p.addrs[j], b); err != nil {
		return fmt.Errorf("netplay: peer %d sending to peer %d at %v: %w", p.id+1, j+1, p.addrs[j], err)
	}
	return nil
}

// message fills its outgoing message for peer j with everything j has
// not acknowledged, its acknowledgements and, with clock, its clock.
func (p *peer[S, I]) message(j int, now int64, clock bool) *message[I] {
	own, m := &p.queues[p.id], &p.out
	m.inputFrom, m.inputs = p.acks[j], m.inputs[:0]
	for t := p.acks[j]; t < own.known; t++ {
		m.inputs = append(m.inputs, own.at(t))
	}
	m.ackInputs = p.queues[j].known
	m.printFrom, m.prints = p.prints.acked[j]+1, m.prints[:0]
	for k := p.prints.acked[j] + 1; k <= p.prints.ownN; k++ {
		m.prints = append(m.prints, p.prints.own[k%printsSize])
	}
	m.ackPrints = p.prints.remoteN[j]
	p.statuses(m, j)
	m.clock, m.ack, m.echo, m.held, m.advantage = clock, 0, false, 0, 0
	if clock {
		m.ack, m.echo, m.held = p.remotes[j].got, p.heard[j], now-p.came[j]
		m.advantage = p.advantage(j)
	}
	return m
}

// ownRef is its own input of tick t, the zero input before tick 0: the
// reference of a message's first input, which the receiver has.
func (p *peer[S, I]) ownRef(t int64) I {
	var zero I
	if t < 0 {
		return zero
	}
	return p.queues[p.id].at(t)
}

// remoteRef is peer from's input of tick t as it has it, while it still
// holds it (the zero input before tick 0, or once it no longer does: a
// message that old brings no input it lacks).
func (p *peer[S, I]) remoteRef(t int64) I {
	q := &p.queues[p.from]
	var zero I
	if t < 0 || t >= q.known || q.known-t > queueSize {
		return zero
	}
	return q.at(t)
}

// poll takes every datagram that has arrived for it by now, refusing and
// counting those that are not its session's messages.
func (p *peer[S, I]) poll(now int64) {
	for {
		n, from, ok := p.tr.Receive(p.recvBuf)
		if !ok {
			return
		}
		j := p.peerAt(from)
		if j < 0 && p.takeSpectator(from, p.recvBuf[:n], now) {
			continue
		}
		if j < 0 || p.isGone(j) {
			p.stats.Traffic.Stray++
			continue
		}
		p.from = j
		switch p.wire.decode(p.recvBuf[:n], &p.in, p.refOf) {
		case accepted:
			p.stats.Traffic.Received++
			p.receive(j, &p.in, now, p.remotes[j].note(p.in.seq, n))
		case stray:
			p.stats.Traffic.Stray++
		case stale:
			p.stats.Traffic.Stale++
		default:
			p.stats.Traffic.Garbled++
		}
	}
}

// peerAt is the peer at address a, -1 for none (or itself).
func (p *peer[S, I]) peerAt(a netip.AddrPort) int {
	for j, b := range p.addrs {
		if b == a && j != p.id {
			return j
		}
	}
	return -1
}

// learn adds player j's real input for its next tick, noting a
// prediction that was wrong, and reports whether it fit in the queue.
func (p *peer[S, I]) learn(j int, in I) bool {
	t := p.queues[j].known
	added, wrong := p.queues[j].add(in, p.keep(), p.n)
	if wrong {
		p.stats.Misses++
		if p.wrong < 0 || t < p.wrong {
			p.wrong = t
		}
	}
	return added
}

// receive takes peer j's message: its new inputs (noting a prediction
// that was wrong), its fingerprints, its acknowledgements, its clock.
func (p *peer[S, I]) receive(j int, m *message[I], now int64, newest bool) {
	q := &p.queues[j]
	for i, in := range m.inputs {
		if m.inputFrom+int64(i) != q.known {
			continue
		}
		if !p.learn(j, in) {
			break
		}
	}
	// An acknowledgement of more than it sent is a forgery or a bug: it
	// counts as far as what it sent, so that the inputs the receiver
	// acknowledged stay held, each message's reference among them.
	p.acks[j] = max(p.acks[j], min(m.ackInputs, p.queues[p.id].known))
	p.prints.receive(j, m.printFrom, m.prints)
	p.prints.acked[j] = max(p.prints.acked[j], min(m.ackPrints, p.prints.ownN))
	p.told(j, m)
	if newest {
		p.clock(j, m, now)
	}
}

// clock notes peer j's message, the newest it has had from j, as heard,
// and takes its time sync if it has one: j's frame advantage, and the
// round trip to the message it acknowledges, less the time j held it.
func (p *peer[S, I]) clock(j int, m *message[I], now int64) {
	r := &p.remotes[j]
	p.heard[j], p.came[j] = true, now
	if !m.clock {
		return
	}
	p.adv[j] = m.advantage
	if sent, ok := r.sentTime(m.ack); ok && m.echo {
		p.rtt[j], p.timed[j] = now-sent-m.held, true
	}
}
