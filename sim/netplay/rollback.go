package netplay

import "fmt"

// rollBack restores the latest saved state at or before the first tick
// that ran on a wrong prediction and runs the ticks since again, with the
// inputs it has now. It saves only the states it may need again: the
// first tick not confirmed, and the checkpoints; the ticks it runs forward
// afterwards are saved as ever.
func (p *peer[S, I]) rollBack() error {
	w := p.wrong
	p.wrong = -1
	p.ring.invalidate(w)
	from, ok := p.ring.latest(p.base, w)
	if !ok {
		return fmt.Errorf("netplay: peer %d: no saved state from tick %d to %d to roll back to", p.id+1, p.base, w)
	}
	end := p.n
	p.correct(Correction{From: from, To: end})
	if err := p.ring.load(from, p.state); err != nil {
		return err
	}
	p.n = from
	c := min(p.minKnown(), end)
	every := int64(p.o.Every)
	// Every tick's inputs first, a player at a time (its queue read
	// once), then the steps: each tick's Players is copied to its step
	// long after its slots were written (see fill).
	again := p.again[:min(end-from, int64(len(p.again)))]
	for j := range p.queues {
		q := &p.queues[j]
		for i := range again {
			again[i].In[j] = q.input(from + int64(i))
		}
	}
	for p.n < end {
		t, save := p.n, p.n != from && (p.n == c || p.n%every == 0)
		var err error
		if i := t - from; i < int64(len(again)) {
			err = p.runWith(save, &again[i])
		} else {
			err = p.runTick(save)
		}
		if err != nil {
			return err
		}
	}
	p.correct(Correction{From: from, To: end, Done: true})
	p.stats.Rollbacks++
	p.stats.Rerun += end - from
	p.stats.Deepest = max(p.stats.Deepest, end-from)
	return nil
}

// confirm moves the confirmed tick to the first tick some real input is
// missing for (or the ticks run, if fewer), fingerprints the checkpoints it
// passes, compares them with the other peers', and reports the confirmed
// state.
func (p *peer[S, I]) confirm() error {
	c := min(p.minKnown(), p.n, max(p.thirdParties(), p.c))
	every := int64(p.o.Every)
	for k := p.prints.ownN + 1; k*every <= c; k++ {
		s, err := p.stateAt(k * every)
		if err != nil {
			return err
		}
		p.prints.add(s.Fingerprint())
	}
	p.c, p.stats.Confirmed = c, c
	p.events.fire(c)
	if err := p.report(); err != nil { // before base moves: report may start from it
		return err
	}
	p.afterConfirm()
	if p.ring != nil {
		if b, ok := p.ring.latest(p.base, c); ok {
			p.base = b
		}
	}
	for j := range p.o.Peers {
		if j != p.id && !p.isGone(j) {
			p.prints.compare(p.id, j, every)
		}
	}
	return nil
}
