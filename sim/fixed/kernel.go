package fixed

import (
	"math"
	"time"
)

// Inputs is where each tick's input comes from: the player's input queued
// since the last tick, a recording's, a function of the tick. Take returns
// the input of tick (the number of the tick about to run, counting from
// the loop's [Loop.Tick]) and is called exactly once per tick, in order.
type Inputs[I any] interface {
	Take(tick int64) I
}

// InputFunc is an [Inputs] made of a function of the tick.
type InputFunc[I any] func(tick int64) I

// Take returns f(tick).
func (f InputFunc[I]) Take(tick int64) I { return f(tick) }

// Never is the tick [Loop.StopAt] is at until it is set: no stop.
const Never = math.MaxInt64

// The loop's kernel, its methods here, is the loop at its smallest: each
// frame's time goes to the scheduler, whose policy decides how many ticks
// it is worth, and the kernel runs them, each Step taking its tick's input,
// until a stop (a tick number, or an interrupt, which any goroutine may
// ask for). The rest of Loop (the settings, the parts' hooks) is around it.

// run runs up to n ticks, each with its input, stopping early at a stop,
// and returns how many ran. The tick is written out here, not called:
// the call cost every tick.
func (l *Loop[I]) run(n int) int {
	for i := range n {
		if l.tick >= l.until || l.stop.Load() {
			return i
		}
		l.state.Step(l.inputs.Take(l.tick))
		l.tick++
	}
	return n
}

// measure reads the clock and returns the time since the previous measure
// read it: 0 the first time, and the first time after Restart.
func (l *Loop[I]) measure() time.Duration {
	now := l.clock.Now()
	elapsed := time.Duration(0)
	if l.begun {
		elapsed = now - l.read
	}
	l.begun, l.read = true, now
	return elapsed
}

// fastFrame runs a frame, into the latest Frame's kernel part, as fast as
// possible: ticks one after another, whatever real time says, for budget
// of the clock's time (at least one tick, at most most), then tells the
// scheduler they ran, so that owed time and alpha stay as they were. The
// frame's Elapsed is 0. A stop ends it early, as it ends any frame; after
// a stop, or with most below 1, it runs no tick at all.
//
// A clock that stands still while ticks run (a VirtualClock) ends the
// frame at most ticks. It returns the scheduler's error if the count
// would take its totals past 2^63-1; the ticks have run by then.
func (l *Loop[I]) fastFrame(budget time.Duration, most int) (err error) {
	start, n := l.clock.Now(), 0
	for n < most && (n == 0 || l.clock.Now()-start < budget) && l.run(1) == 1 {
		n++
	}
	l.last.Frame, err = l.sched.AdvanceTicks(n)
	l.last.Decided = n
	return err
}
