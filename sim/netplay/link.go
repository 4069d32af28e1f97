package netplay

import (
	"fmt"
	"time"

	"tickbox/sim/rng"
)

// MaxLoss is the most of its packets a link may lose: at 90 % a run still
// ends, every input getting through within a few dozen frames.
const MaxLoss = 0.9

// Link is the simulated network between every two peers, the same each
// way: a packet takes Delay plus a jitter drawn evenly from [0, Jitter),
// is lost with probability Loss, and with probability Reorder is held back
// a further Delay + Jitter, so that packets sent after it arrive first.
// The zero Link delivers every packet at once.
type Link struct {
	Delay, Jitter time.Duration
	Loss, Reorder float64
}

// Validate returns an *OptionError for the first field that breaks a rule.
func (l Link) Validate() error {
	switch {
	case l.Delay < 0 || l.Delay > MaxLatency:
		return bad("link-delay", l.Delay, fmt.Sprintf("must be 0 to %v", MaxLatency))
	case l.Jitter < 0 || l.Jitter > MaxLatency:
		return bad("jitter", l.Jitter, fmt.Sprintf("must be 0 to %v", MaxLatency))
	case !(l.Loss >= 0 && l.Loss <= MaxLoss):
		return bad("loss", l.Loss, fmt.Sprintf("must be 0 to %g (a fraction of the packets)", MaxLoss))
	case !(l.Reorder >= 0 && l.Reorder <= 1):
		return bad("reorder", l.Reorder, "must be 0 to 1 (a fraction of the packets)")
	}
	return nil
}

// travel draws one packet's fate from r: its time in flight, or lost. It
// draws three numbers for every packet, lost or not, so that one packet's
// fate does not shift the draws of the next.
func (l Link) travel(r *rng.RNG) (flight time.Duration, lost bool) {
	lose, jitter, hold := r.Float64(), r.Float64(), r.Float64()
	flight = l.Delay + time.Duration(float64(l.Jitter)*jitter)
	if hold < l.Reorder {
		flight += l.Delay + l.Jitter
	}
	return flight, lose < l.Loss
}
