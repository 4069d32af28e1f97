package fixed

import (
	"math"
	"sync/atomic"
	"time"

	"tickbox/sim/sched"
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

// kernel is the loop at its smallest, under Loop: it runs a Stepper in
// fixed ticks from frames of real time: each frame's time goes to a
// scheduler, whose policy decides how many ticks it is worth, and the
// kernel runs them, each Step taking its tick's input, until a stop (a
// tick number, or an interrupt, which any goroutine may ask for). Loop
// adds the settings, recording and the parts' hooks around it.
type kernel[I any] struct {
	clock  Clock
	sched  *sched.Scheduler
	state  Stepper[I]
	inputs Inputs[I]   // nil: every tick takes the zero input
	tick   int64       // the number of the next tick to run
	until  int64       // no tick numbered until or later runs
	stop   atomic.Bool // Interrupt was called
	last   time.Duration
	begun  bool // Frame has read the clock since New or Restart
}

// newKernel returns a kernel that ticks state as s decides, measuring frames on
// clock, from tick 0, with no input (every tick takes the zero I) and no
// stop. s keeps its settings: change the rate, the limits, the scale or
// pause through its Scheduler. newKernel panics if clock, s or state is nil.
func newKernel[I any](clock Clock, s *sched.Scheduler, state Stepper[I]) *kernel[I] {
	if clock == nil || s == nil || state == nil {
		panic("fixed: newKernel needs a clock, a scheduler and a state")
	}
	return &kernel[I]{clock: clock, sched: s, state: state, until: Never}
}

// SetState makes state what each tick from now on steps: for a caller
// that wraps its state in more (a recorder) only while it needs to.
// SetState panics if state is nil.
func (l *kernel[I]) SetState(state Stepper[I]) {
	if state == nil {
		panic("fixed: SetState needs a state")
	}
	l.state = state
}

// SetInputs makes each tick from now on take its input from in; nil gives
// every tick the zero input.
func (l *kernel[I]) SetInputs(in Inputs[I]) { l.inputs = in }

// Scheduler returns the scheduler deciding the ticks, for its settings and
// totals. Replacing its policy, rate or limits takes effect from the next
// frame.
func (l *kernel[I]) Scheduler() *sched.Scheduler { return l.sched }

// Clock returns the clock frames are measured on.
func (l *kernel[I]) Clock() Clock { return l.clock }

// Tick returns the number of the next tick to run: the ticks the state has
// run, counted from 0 or from the tick SetTick gave.
func (l *kernel[I]) Tick() int64 { return l.tick }

// SetTick says the state is now at tick: for a state restored from a
// snapshot or a recording, whose ticks do not start at 0. StopAt and the
// inputs count from it.
func (l *kernel[I]) SetTick(tick int64) { l.tick = tick }

// StopAt stops ticking at tick: from then on no tick numbered tick or
// later runs, so that a frame owing more runs only the ticks still needed
// and a run ends on exactly the tick asked for, whatever the frames.
// StopAt(Never) removes the stop.
func (l *kernel[I]) StopAt(tick int64) { l.until = tick }

// Interrupt stops ticking at once, between two ticks: the tick running
// when it is called is the last, even in the middle of a frame that owes
// millions. Any goroutine may call it, a signal handler's say; it is for
// good (frames after it run no tick).
func (l *kernel[I]) Interrupt() { l.stop.Store(true) }

// Interrupted reports whether Interrupt was called. Any goroutine may
// call it.
func (l *kernel[I]) Interrupted() bool { return l.stop.Load() }

// run runs up to n ticks, each with its input, stopping early at a stop,
// and returns how many ran. The tick is written out here, not called:
// the call cost every tick.
func (l *kernel[I]) run(n int) int {
	for i := range n {
		if l.tick >= l.until || l.stop.Load() {
			return i
		}
		var in I
		if l.inputs != nil {
			in = l.inputs.Take(l.tick)
		}
		l.state.Step(in)
		l.tick++
	}
	return n
}
