package lab

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// loadFrames is a frame source, not a clock: the frames of a loop whose
// ticks cost real time (the flags -first, -draw and -load, which the help
// calls the virtual clock). The first frame lasts first, each later one
// draw plus load for every tick the frame before it ran. With the limits
// off this is the spiral of death, each frame longer than the last; with
// them on, slow motion.
type loadFrames struct {
	first, draw, load time.Duration
	started           bool
}

// Next returns the length of the frame after one that ran ticks.
func (c *loadFrames) Next(ticks int) time.Duration {
	if !c.started {
		c.started = true
		return c.first
	}
	if c.load > 0 && int64(ticks) > int64(sched.MaxElapsed/c.load) {
		return sched.MaxElapsed + 1 // the scheduler refuses it, naming the length
	}
	return c.draw + c.load*time.Duration(ticks)
}

func (c *loadFrames) String() string {
	return fmt.Sprintf("virtual clock: first frame %v, then %v + %v per tick of the frame before", c.first, c.draw, c.load)
}
