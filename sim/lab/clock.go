package lab

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// virtualClock models a loop whose ticks cost real time: the first frame
// lasts first, each later one draw plus load for every tick the frame
// before it ran. With the limits off this is the spiral of death, each
// frame longer than the last; with them on, slow motion.
type virtualClock struct {
	first, draw, load time.Duration
	started           bool
}

func (c *virtualClock) Next(ticks int) time.Duration {
	if !c.started {
		c.started = true
		return c.first
	}
	if c.load > 0 && int64(ticks) > int64(sched.MaxElapsed/c.load) {
		return sched.MaxElapsed + 1 // the scheduler refuses it, naming the length
	}
	return c.draw + c.load*time.Duration(ticks)
}

func (c *virtualClock) String() string {
	return fmt.Sprintf("virtual clock: first frame %v, then %v + %v per tick of the frame before", c.first, c.draw, c.load)
}
