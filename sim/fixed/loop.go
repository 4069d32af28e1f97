package fixed

import (
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"tickbox/sim/sched"
)

// Loop ticks a game on Tickbox's loop, with no display: it is the handle
// through which a program runs the game's frames (Frame, Advance) and
// reads its loop (Latest) and changes it (pause, one tick, time scale,
// tick rate, policy, limits; the recordings are a part of their own,
// package tickbox/sim/tape, attached with Hook). A test, a script or a
// server drives it on a VirtualClock; package tickbox/game/shell runs the
// same Loop in a window, with the game's Update and Draw around it. Make
// one with [New]. A Loop is not safe for concurrent use, except for
// Interrupt.
type Loop[I Input[I]] struct {
	game   Stepper[I]
	framer Framer // the game's work in every frame; nil for none
	opts   Options
	ticked *ticked[I]
	last   Frame

	// The kernel (kernel.go): the clock, the scheduler, and what each tick
	// steps with its input: the game and the live input directly, or
	// ticked around them (see rewire).
	clock  Clock
	sched  *sched.Scheduler
	state  Stepper[I]
	inputs Inputs[I]
	tick   int64         // the number of the next tick to run
	until  int64         // no tick numbered until or later runs
	stop   atomic.Bool   // Interrupt was called
	read   time.Duration // the clock's latest reading, by measure
	begun  bool          // measure has read the clock since New or Restart

	fast        bool // the fast mode is on
	lean        bool // the latest frame was Run's: Latest fills its settings, totals and accepted time
	focusPaused bool // paused because the window lost focus
	wired       bool // the kernel ticks as rewire last set it: directly if bare
	bare        bool

	closed bool
}

// New returns a loop that will tick g as o says, from tick 0. It returns
// an error naming the option, its value and the rule if one is wrong (a
// policy that does not exist). The opt-in parts attach to it afterwards,
// before its first frame (Hooks).
func New[I Input[I]](g Stepper[I], o Options) (*Loop[I], error) {
	c, p, scale, err := o.config()
	if err != nil {
		return nil, err
	}
	s, err := sched.New(c, p)
	if err != nil {
		return nil, fmt.Errorf("fixed: %w", err)
	}
	_ = s.SetScale(scale) // checked by config
	l := &Loop[I]{game: g, opts: o, clock: o.Clock, sched: s, until: Never, fast: o.Fast}
	l.framer, _ = g.(Framer)
	if l.clock == nil {
		l.clock = NewMonotonic()
	}
	l.ticked = &ticked[I]{game: g, stepper: g}
	l.ticked.live = &l.ticked.latch
	l.ticked.rated, _ = g.(Rated)
	l.ticked.rep, _ = g.(Reporter)
	l.state, l.inputs = l.ticked, l.ticked
	l.ticked.setRate(c.Rate)
	return l, nil
}

// Clock returns the clock frames are measured on: Options.Clock, or the
// monotonic clock New made. A part that times what it does (the dev
// layer's frame shaper and load, a recording's autosave) reads it.
func (l *Loop[I]) Clock() Clock { return l.clock }

// Scheduler returns the scheduler the loop runs on (package
// tickbox/sim/sched), for reading it as it is now, between frames too:
// alpha, the totals since the start (or StartOver), the limits and the
// policy in force, the pause, the step, and Check, which tests and soak
// runs call after every frame (nil unless the scheduler or its policy has
// a bug). Change it through the Loop (SetPaused, SetRate, SetPolicy, ...),
// which does what else a change needs.
func (l *Loop[I]) Scheduler() *sched.Scheduler { return l.sched }

// SetInputs makes the live ticks take their input from in instead of from
// what Feed gives (a bot, a script, a game that plays recordings of its
// own); nil gives it back to Feed.
func (l *Loop[I]) SetInputs(in Inputs[I]) {
	if in == nil {
		in = &l.ticked.latch
	}
	l.ticked.live = in
	l.wired = false // the kernel may take the live input directly: see rewire
}

// Feed gives the loop a frame's input for the next tick: a window's
// Update gives it what the game's Update returns; a test or a script
// makes a frame's input up. A part's Input hook may replace it (a
// playback's).
func (l *Loop[I]) Feed(in I) { l.ticked.latch.Feed(in) }

// Restart makes the next frame last 0, as the first does: for a window
// that was not drawing (opening, hidden), whose next frame would
// otherwise count the time it was away. A Window calls it while it
// opens.
func (l *Loop[I]) Restart() {
	l.begun = false
	for _, h := range l.ticked.attached() {
		if h.Restart != nil {
			h.Restart()
		}
	}
}

// Interrupt stops ticking at once, between two ticks, for good: the frame
// running ends after the tick it is in, however many it owes. Any
// goroutine may call it (a signal's handler: a Window's does).
func (l *Loop[I]) Interrupt() { l.stop.Store(true) }

// Close stops the loop for good: no tick runs after it, whatever frames
// come. It runs the parts' Close hooks (a recording part saves the
// recording in progress, the dev layer its frame trace) and returns what
// they returned, joined. A
// window calls it when the game ends; closing twice does nothing the
// second time.
func (l *Loop[I]) Close() error {
	if l.closed {
		return nil
	}
	l.closed = true
	l.stop.Store(true)
	var errs []error
	for _, h := range l.ticked.attached() {
		if h.Close != nil {
			errs = append(errs, h.Close())
		}
	}
	return errors.Join(errs...)
}
