package instrument

import (
	"time"

	"tickbox/sim/sched"
)

// Settings are the switches of a loop and its instruments, as the keys
// leave them: for the overlay to show, and for a window to apply.
type Settings struct {
	Rate       int           // ticks per second
	Scale      float64       // the time scale: 1 is real time
	Fast       bool          // as fast as possible
	FPSCap     int           // the fps cap, 0 = vsync
	Jitter     bool          // jittery frames
	Load       time.Duration // cost per tick
	Limits     bool          // clamp and cap on
	MaxFrame   time.Duration // the clamp while limits are on; 0 = none
	MaxUpdates int           // the cap while limits are on; 0 = none
	Paused     bool
	Stall      bool   // a stall waits in the next tick
	Snap       bool   // frame times snapped to the display's refresh
	Policy     string // the frame policy deciding the ticks
	// PolicyLimits are the limits the policy keeps (its engine's own, or
	// for Tickbox's policies the clamp and tick cap in force), and
	// OwnLimits whether they are its own, which the limits' key does not
	// change.
	PolicyLimits sched.Limits
	OwnLimits    bool
}

// InForce returns the clamp and the tick cap in force: none while the
// limits are off.
func (c *Settings) InForce() (maxFrame time.Duration, maxUpdates int) {
	if !c.Limits {
		return 0, 0
	}
	return c.MaxFrame, c.MaxUpdates
}

// fillPolicy fills in p's name and the limits it keeps at c's Rate with
// c's limits in force; it allocates nothing, so a window can call it
// every frame.
func (c *Settings) fillPolicy(p sched.Policy) {
	maxFrame, maxUpdates := c.InForce()
	c.Policy = p.Name()
	c.PolicyLimits = LimitsOf(p, sched.Config{Rate: c.Rate, MaxFrame: maxFrame, MaxUpdates: maxUpdates})
	c.OwnLimits = !sched.TakesLimits(p)
}
