package instrument

import (
	"time"

	"tickbox/sim/fixed"
)

// cost is real time a tick costs on purpose, beside the game's own: a load
// on every tick, as a game whose ticks are slow would have, and a stall
// inside the next tick only, as a tick that waits on a disk would. The
// game's state is not touched: ticks only take longer, which is what
// makes the loop clamp, cap and drop. The zero cost costs nothing.
type cost struct {
	Load  time.Duration // slept after every tick
	stall bool          // the next tick stalls for stallLength
}

// Stall makes the next tick stall for stallLength.
func (c *cost) Stall() { c.stall = true }

// Stalling reports whether the next tick will stall.
func (c *cost) Stalling() bool { return c.stall }

// Cancel forgets a stall that has not happened yet.
func (c *cost) Cancel() { c.stall = false }

// Spend sleeps on clock what the tick just run costs: the load, and the
// stall if one was waiting.
func (c *cost) Spend(clock fixed.Clock) {
	clock.Sleep(c.Load)
	if c.stall {
		c.stall = false
		clock.Sleep(stallLength)
	}
}
