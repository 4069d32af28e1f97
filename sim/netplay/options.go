package netplay

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// Limits of Options, checked by Validate. They keep every queue a session
// keeps (inputs not yet acknowledged, snapshots, fingerprints) within the
// sizes it makes at the start.
const (
	DefaultWindow = 8  // GGPO's MAX_PREDICTION_FRAMES
	MaxWindow     = 60 // ticks: one second at 60 Hz
	MaxPeers      = 8
	MaxDelay      = 60 // ticks of input delay
	MaxEvery      = 3600
	MaxTicks      = 10_000_000
	// OpenTicks is where an open-ended session (Ticks 0) ends if the game
	// never does: some 580 years at 60 Hz, far past any game, and a
	// quarter of what the wire may name (mostTick), so that no tick read
	// from it overflows.
	OpenTicks  = 1 << 40
	MaxLatency = 10 * time.Second // the link's one-way delay, jitter, and the stagger
	maxSkew    = 0.01             // 1 %: a clock off by 10,000 ppm
)

// Options describe a session.
type Options struct {
	Mode   Mode
	Peers  int   // 2 to MaxPeers, one player each
	Delay  int   // input delay in ticks: 0 for lockstep, 1 and up for delay, any for rollback
	Window int   // rollback's prediction window in ticks, 1 to MaxWindow; 0 in the other modes
	Every  int   // ticks between fingerprint checkpoints
	Rate   int   // ticks a second: each peer runs one frame a tick's time
	Ticks  int64 // the run ends when every peer has confirmed this many ticks; 0: open-ended, until the game ends it (Peer.End)
	Link   Link
	// Stagger starts peer p's clock p × Stagger late, so that peer 1 is
	// ahead of the others from the first frame.
	Stagger time.Duration
	// Skew makes the peers' clocks run at rates a little apart, as two
	// machines' crystals do: peer 1's fast by Skew (a fraction: 500 ppm
	// is 0.0005), the last one's slow by as much, the others' evenly
	// between. 0 to maxSkew.
	Skew float64
	Seed uint64 // the link's losses, jitter and reordering
}

// DefaultOptions is two peers in rollback with the default window, a
// fingerprint a second, at 60 Hz, over a perfect link.
func DefaultOptions() Options {
	return Options{Mode: Rollback, Peers: 2, Window: DefaultWindow, Every: 60, Rate: 60, Ticks: 3600, Seed: 1}
}

// OptionError names an option, its value and the rule it breaks. Its
// names are the lab's flags: peers, mode, delay, window, every, ...
type OptionError struct {
	Name, Value, Rule string
}

func (e *OptionError) Error() string { return e.Name + " " + e.Value + ": " + e.Rule }

func bad(name string, value any, rule string) error {
	return &OptionError{name, fmt.Sprint(value), rule}
}

// Validate returns an *OptionError for the first option that breaks a rule.
func (o Options) Validate() error {
	switch {
	case o.Peers < 2 || o.Peers > MaxPeers:
		return bad("peers", o.Peers, fmt.Sprintf("must be 2 to %d", MaxPeers))
	case o.Mode > Rollback:
		return bad("mode", o.Mode, "must be lockstep, delay or rollback")
	case o.Delay < 0 || o.Delay > MaxDelay:
		return bad("delay", o.Delay, fmt.Sprintf("must be 0 to %d ticks", MaxDelay))
	case o.Mode == Lockstep && o.Delay != 0:
		return bad("delay", o.Delay, "lockstep sends each input for the tick it is read at: use mode delay")
	case o.Mode == Delay && o.Delay == 0:
		return bad("delay", o.Delay, "mode delay needs 1 tick or more (0 is lockstep)")
	case o.Mode.predicts() && (o.Window < 1 || o.Window > MaxWindow):
		return bad("window", o.Window, fmt.Sprintf("must be 1 to %d ticks", MaxWindow))
	case !o.Mode.predicts() && o.Window != 0:
		return bad("window", o.Window, "only rollback predicts: "+o.Mode.String()+" has no window")
	case o.Every < 1 || o.Every > MaxEvery:
		return bad("every", o.Every, fmt.Sprintf("must be 1 to %d ticks", MaxEvery))
	case sched.CheckRate(o.Rate) != nil:
		return bad("rate", o.Rate, sched.RateRule)
	case o.Ticks < 0 || o.Ticks > MaxTicks:
		return bad("ticks", o.Ticks, fmt.Sprintf("must be 0 (open-ended) to %d", MaxTicks))
	case o.Stagger < 0 || o.Stagger > MaxLatency:
		return bad("stagger", o.Stagger, fmt.Sprintf("must be 0 to %v", MaxLatency))
	case !(o.Skew >= 0 && o.Skew <= maxSkew):
		return bad("skew", o.Skew, fmt.Sprintf("must be 0 to %g (a fraction: 0.0005 is 500 ppm)", maxSkew))
	}
	return o.Link.Validate()
}

// end is the tick the session ends at: Ticks, or OpenTicks for an
// open-ended one, which the game ends before.
func (o *Options) end() int64 {
	if o.Ticks == 0 {
		return OpenTicks
	}
	return o.Ticks
}
