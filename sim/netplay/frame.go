package netplay

// A peer's frame has two halves, so that peers whose frames fall at the
// same instant all read and send their input before any of them runs a
// tick: over a link of no delay every input is there in time, and the
// peers play as one machine would.

// send is the first half: take what has arrived, read the local input,
// send every other peer a message.
func (p *peer[S, I]) send(now int64) error {
	p.poll(now)
	p.readInput()
	return p.sendAll(now)
}

// tick is the second half: take what has arrived, correct a wrong
// prediction, confirm, then run a tick if it may.
func (p *peer[S, I]) tick(now int64) error {
	p.poll(now)
	p.fillGone()
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
	if p.wait > 0 && p.n < p.o.end() {
		p.wait--
		p.stats.Waits++
		return nil
	}
	if !p.canAdvance() {
		if p.n < p.o.end() {
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

// recommendWait tells it to skip frames when it runs ahead of some peer
// it has timed a round trip to by minRecommendation frames or more, at most once
// every recommendInterval ticks (GGRS's check_wait_recommendation), and
// never more than maxWait frames at once (GGPO's cap).
func (p *peer[S, I]) recommendWait() {
	ahead := int32(0)
	for j := range p.sync {
		if j != p.id && p.timed[j] {
			ahead = max(ahead, p.sync[j].average())
		}
	}
	if p.n > p.recommend && ahead >= minRecommendation {
		p.recommend = p.n + recommendInterval
		p.wait += int64(min(ahead, maxWait))
	}
}
