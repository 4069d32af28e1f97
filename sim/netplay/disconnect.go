package netplay

import "math"

// far is what a disconnected player's acknowledgements and comparisons
// are set to: past any tick or checkpoint, so that nothing waits on it,
// with room to add to without overflow.
const far = math.MaxInt64 / 4

// disconnect gives player j up: from the first tick whose input it lacks
// of j, j's input is the zero input; nothing more is sent to j, nor taken
// from it, and no checkpoint waits on it. It returns that tick.
func (p *peer[S, I]) disconnect(j int) int64 {
	if p.gone == nil {
		p.gone = make([]bool, p.o.Peers)
	}
	p.gone[j], p.timed[j] = true, false
	p.acks[j], p.prints.acked[j], p.prints.compared[j] = far, far, far
	return p.queues[j].known
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
		for g && q.known <= p.n && q.known < p.o.Ticks {
			if !p.learn(j, zero) {
				break
			}
		}
	}
}
