package fixed

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// Frame is what the latest frame did, and the loop's settings as they
// were for it: everything a game reads about its loop.
type Frame struct {
	// The frame: Ticks run, Alpha, Elapsed (the time counted, after the
	// Length hooks), Dropped (game time dropped by the tick cap), ClampLoss
	// (real time cut: by the clamp, or OwedLoss of it by the policy's owed
	// limit), the method Unplayed (all three, by cause), Paused, and the
	// rest of sched.Frame (embedded, so go doc shows their docs only at
	// go doc tickbox/sim/sched Frame).
	//
	// Alpha is where to draw between the state's previous and current
	// values: previous + (current-previous)·Alpha. Under the tickbox
	// policy it is in [0, 1), but for the frames just after a switch from
	// a policy that ran ahead; under the recommended policy, which rounds
	// to the nearest tick, it may be negative (see Lerp), and under
	// Godot's up to 1.
	sched.Frame
	// Decided is the ticks the policy decided for the frame. Ticks differs
	// only when a stop (StopAt, Interrupt, Close) came first; the ticks
	// not run are not owed again (Totals.NotRun counts them).
	Decided int
	// Measured is the frame's length as measured, before the parts'
	// Length hooks (Hooks); Snapped its length after them (Measured with
	// none: snapping is one, package tickbox/sim/pacing's), which a fast
	// frame, whose Elapsed is 0, does not count.
	Measured, Snapped time.Duration
	// accepted is the game time the scheduler accepted in the frame, in
	// its units (sched.UnitsPerTick a tick): see Accepted.
	accepted int64
	// Fast says the frame ran in the fast mode (and was not paused).
	Fast bool
	// Tick is the number of the next tick: the ticks run since the start.
	Tick int64
	// Rate is the tick rate, in Hz; Scale the time scale (1 is real time);
	// Policy the frame policy's name.
	Rate   int
	Scale  float64
	Policy string
	// Totals are the sums since the start: frames, ticks, ticks dropped,
	// the game time dropped and the real time cut in all (Unplayed: by
	// cause; go doc tickbox/sim/sched Totals).
	Totals sched.Totals
}

// Accepted returns the game time, in seconds, that the scheduler
// accepted in the frame: its real time with the time scale applied and
// the clamp, or a fast or single-stepped frame's ticks. A game that steps
// a part of its world by frame time (a variable-step model beside the
// fixed one) steps it by this. It is worked out when asked, at the
// frame's Rate.
func (f *Frame) Accepted() float64 {
	return float64(f.accepted) / float64(sched.UnitsPerTick) / float64(f.Rate)
}

// Latest returns what the latest frame did ([Loop.Frame], [Loop.Advance]
// or [Loop.Run]; a window's Draw runs one).
func (l *Loop[I]) Latest() Frame {
	if l.lean {
		l.fill()
	}
	return l.last
}

// Frame runs one frame: it measures the time since the previous frame on
// the loop's clock, passes it through the parts' Length hooks (Hooks),
// and runs the ticks the
// policy decides, each with its input. The first frame lasts 0. A
// window's Draw calls it; a test or a script on a VirtualClock calls it
// (or Advance) itself. After Close it runs no tick.
func (l *Loop[I]) Frame() (Frame, error) { return l.Advance(l.measure()) }

// Advance runs one frame that lasted measured, as Frame does once it has
// measured: for made-up frames. It returns an error naming measured if it
// is negative or longer than a day; the frame then runs no tick.
func (l *Loop[I]) Advance(measured time.Duration) (Frame, error) {
	// A small body around advance, which fills l.last in place: building
	// the Frame whole and copying it back cost a headless frame of one
	// tick a third of its time (BenchmarkHeadlessFrame in sim/lab).
	err := l.advance(measured, false)
	return l.last, err
}

// Run runs one frame that lasted measured, as Advance does, and returns
// only the ticks it ran: for a program that runs frames by the million
// (a headless run, a server), which copying and filling each Frame would
// slow by half. Latest returns the rest of the frame, its settings and
// totals as they are when Latest is called.
func (l *Loop[I]) Run(measured time.Duration) (ticks int, err error) {
	err = l.advance(measured, true)
	return l.last.Ticks, err
}

// advance is Advance, filling l.last; lean leaves the settings, the
// totals and the accepted time for Latest to fill (unless a Framer or a
// part's hooks, which read them, are there). Its kernel part (the
// scheduler's Frame and Decided) is written out here, not called: a call
// cost a headless frame of one tick (BenchmarkHeadlessFrame in sim/lab).
// The policy decides the ticks, which run each with its input until a
// stop (kernel.go), a frame that counts a stall or a hitch all of them at
// once; in the fast mode a frame lasts 0 (fastFrame), and paused runs only
// a tick asked for.
//
// The scheduler refuses a frame longer than sched.MaxElapsed: it then
// runs no tick, and its Alpha is the one before. The scheduler panics if
// the policy decides what its contract forbids (sched.Policy): a bug in
// the policy, not in the frame.
func (l *Loop[I]) advance(measured time.Duration, lean bool) error {
	if l.closed {
		return nil
	}
	if measured < 0 {
		return fmt.Errorf("fixed: a frame of %v: must not be negative", measured)
	}
	if l.ticked.pending != nil || !l.wired { // most frames change neither
		l.rewire()
	}
	elapsed := measured
	for _, h := range l.ticked.hooks { // through every Length hook
		if h.Length != nil {
			elapsed = h.Length(elapsed)
		}
	}
	s, f := l.sched, &l.last
	f.Fast = l.fast && !s.Paused()
	var err error
	e := elapsed
	if l.fast {
		e = 0 // a fast frame, paused: it runs only a tick asked for
	}
	if f.Fast {
		err = l.fastFrame(FastBudget, maxFastTicks)
	} else if err = s.AdvanceInto(e, &f.Frame); err != nil { // which fills every field
		f.Frame, f.Decided = sched.Frame{Alpha: s.Alpha()}, 0
	} else if f.Decided = f.Ticks; f.Ticks > 0 {
		if f.Ticks = l.run(f.Ticks); f.Ticks < f.Decided {
			s.NotRun(f.Decided - f.Ticks) // not owed again: Totals.Ticks counts the ticks that ran
		}
	}
	f.Measured, f.Snapped, f.Tick = measured, elapsed, l.tick
	if l.lean = lean && l.framer == nil && !l.ticked.perFrame; !l.lean {
		l.framed()
	}
	if err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	return nil
}

// framed fills the latest frame's settings and totals, and hands it to
// the game's Framed and the parts' Framed hooks.
func (l *Loop[I]) framed() {
	f := &l.last
	l.fill()
	if l.framer != nil {
		l.framer.Framed(f)
	}
	for _, h := range l.ticked.hooks { // every Framed hook
		if h.Framed != nil {
			h.Framed(f)
		}
	}
	f.Tick = l.tick // a hook may have set it (a playback's end)
}

// fill fills the latest frame's settings and totals, and the game time
// it accepted (the scheduler's Accepted).
func (l *Loop[I]) fill() {
	s, f := l.sched, &l.last
	f.accepted = s.Accepted()
	f.Totals = s.Totals()
	f.Rate, f.Scale, f.Policy = s.Rate(), float64(s.Scale())/4, s.Policy().Name()
	l.lean = false
}

// rewire takes the hooks attached or detached since the last frame, and
// makes the kernel tick the game through ticked, or, with nothing
// to do around its ticks, directly (see ticked.bare). A recording or a
// playback starts or ends between frames, or within one, where ticked
// keeps serving until the next. It tells the kernel only of a change:
// telling it every frame made a headless frame of one tick slower.
func (l *Loop[I]) rewire() {
	t := l.ticked
	if t.pending != nil { // hooks attached or detached since the last frame
		t.takeHooks()
		l.wired = false // they may change what wire set
	}
	bare := t.bare()
	if l.wired && bare == l.bare {
		return
	}
	l.wired, l.bare = true, bare
	if bare {
		l.state, l.inputs = l.game, t.live
	} else {
		l.state, l.inputs = t, t
	}
}
