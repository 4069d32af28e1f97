package sandbox

import (
	"tickbox/sim"
	"tickbox/sim/loop"
	"tickbox/sim/sched"
)

// ticker is the world side of the loop: the scheduler, the worlds, the
// queue of input and the replay part, and the ticks the scheduler decides
// for the time a frame counts. The Sandbox holds it as a value and hands it
// each frame; everything about frames themselves (the pacer, the frame-time
// filter, the figures, the keys, the window's requests) stays the
// Sandbox's.
type ticker struct {
	clock   loop.Clock
	opts    *Options  // the Sandbox's: the world a reset starts from, the policy
	set     *Settings // the Sandbox's: load, stall, limits, scale
	sched   *sched.Scheduler
	worlds  worlds // the fixed world, the variable one, the mode
	queue   InputQueue
	inputs  TickInputs                  // where ticks take input; &queue unless replaced
	replays replays                     // record, playback, status, twin
	until   int64                       // no tick runs from this tick on; 0 = none
	step    func(*sim.World, sim.Input) // steps the fixed world; nil = World.Step
	err     error                       // the latest error from the scheduler, if any

	focusPaused bool // paused because the window lost focus
}
