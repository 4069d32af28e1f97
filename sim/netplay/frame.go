package netplay

// A peer's frame has two halves, so that peers whose frames fall at the
// same instant all read and send their input before any of them runs a
// tick: over a link of no delay every input is there in time, and the
// peers play as one machine would.

// send is the first half: take what has arrived, read the local input,
// send every other peer a packet.
func (p *peer[S, I]) send(now int64, net *network[I]) {
	p.poll(now, net)
	p.readInput()
	for j := range p.o.Peers {
		if j != p.id {
			net.send(p.packet(j, now, net.fresh()), now)
		}
	}
}

// tick is the second half: take what has arrived, correct a wrong
// prediction, confirm, then run a tick if it may.
func (p *peer[S, I]) tick(now int64, net *network[I]) error {
	p.poll(now, net)
	p.frame++
	p.stats.Frames++
	if p.wrong >= 0 {
		if err := p.rollBack(); err != nil {
			return err
		}
	}
	if err := p.confirm(); err != nil {
		return err
	}
	if p.wait > 0 && p.n < p.o.Ticks {
		p.wait--
		p.stats.Waits++
		return nil
	}
	if !p.canAdvance() {
		if p.n < p.o.Ticks {
			p.stats.Stalls++
		}
		return nil
	}
	if err := p.runTick(p.ring != nil); err != nil {
		return err
	}
	p.stats.Ticks++
	p.recommendWait()
	return p.confirm()
}

// packet fills pk for peer j with everything j has not acknowledged.
func (p *peer[S, I]) packet(j int, now int64, pk *packet[I]) *packet[I] {
	own := &p.queues[p.id]
	pk.from, pk.to = p.id, j
	pk.inputFrom, pk.inputs = p.acks[j], pk.inputs[:0]
	for t := p.acks[j]; t < own.known; t++ {
		pk.inputs = append(pk.inputs, own.at(t))
	}
	pk.ackInputs = p.queues[j].known
	pk.printFrom, pk.prints = p.prints.acked[j]+1, pk.prints[:0]
	for k := p.prints.acked[j] + 1; k <= p.prints.ownN; k++ {
		pk.prints = append(pk.prints, p.prints.own[k%printsSize])
	}
	pk.ackPrints = p.prints.remoteN[j]
	pk.stamp, pk.echoed = now, p.heard[j]
	pk.echo, pk.held = p.stamp[j], now-p.came[j]
	pk.advantage = p.advantage(j)
	return pk
}

// poll takes every packet that has arrived for it by now.
func (p *peer[S, I]) poll(now int64, net *network[I]) {
	net.deliver(p.id, now, func(pk *packet[I]) { p.receive(pk, now) })
}

// receive takes one packet: the sender's new inputs (noting a prediction
// that was wrong), its fingerprints, its acknowledgements, its clock.
func (p *peer[S, I]) receive(pk *packet[I], now int64) {
	j := pk.from
	q := &p.queues[j]
	for i, in := range pk.inputs {
		t := pk.inputFrom + int64(i)
		if t != q.known {
			continue
		}
		added, wrong := q.add(in, p.keep(), p.n)
		if !added {
			break
		}
		if wrong {
			p.stats.Misses++
			if p.wrong < 0 || t < p.wrong {
				p.wrong = t
			}
		}
	}
	p.acks[j] = max(p.acks[j], pk.ackInputs)
	p.prints.receive(j, pk.printFrom, pk.prints)
	p.prints.acked[j] = max(p.prints.acked[j], pk.ackPrints)
	if !p.heard[j] || pk.stamp > p.stamp[j] {
		p.heard[j], p.stamp[j], p.came[j], p.adv[j] = true, pk.stamp, now, pk.advantage
		if pk.echoed {
			p.rtt[j] = now - pk.echo - pk.held
		}
	}
}

// recommendWait tells it to skip frames when it runs ahead of some peer
// by minRecommendation frames or more, at most once every
// recommendInterval ticks (GGRS's check_wait_recommendation).
func (p *peer[S, I]) recommendWait() {
	ahead := int32(0)
	for j := range p.sync {
		if j != p.id {
			ahead = max(ahead, p.sync[j].average())
		}
	}
	if p.n > p.recommend && ahead >= minRecommendation {
		p.recommend = p.n + recommendInterval
		p.wait += int64(ahead)
	}
}
