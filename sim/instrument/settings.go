package instrument

import "time"

// Settings are the switches of a loop and its instruments, as the keys
// leave them: for the overlay to show, and for a window to apply.
type Settings struct {
	Rate       int           // ticks per second
	Scale      int           // time scale in quarters
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
}

// InForce returns the clamp and the tick cap in force: none while the
// limits are off.
func (c *Settings) InForce() (maxFrame time.Duration, maxUpdates int) {
	if !c.Limits {
		return 0, 0
	}
	return c.MaxFrame, c.MaxUpdates
}
