package loop

import (
	"time"

	"tickbox/sim/sched"
)

// Frame is what one frame did: the scheduler's report of its policy's
// decision (the time it counted and cut, the ticks it dropped, alpha),
// with Ticks the ticks that ran, and Decided the ticks the policy decided.
// The two differ only when a stop ([Loop.StopAt], [Loop.Interrupt]) came
// first; the ticks not run are not owed again (the scheduler's totals
// count them apart, in NotRun, so that Totals.Ticks is the ticks that ran).
//
// Alpha is where to draw between the state's previous and current values:
// previous + (current-previous)·Alpha. Under the default policy it is in
// [0, 1), but for the frames just after a switch from a policy that ran
// ahead (until real time has paid back the time it ran ahead); under a
// policy that rounds to the nearest tick it may be negative (the state is
// drawn a little behind its previous values, where it was at that moment),
// and under Godot's up to 1: clamp it only if the game cannot draw there.
type Frame struct {
	sched.Frame
	Decided int // the ticks the policy decided for the frame
}

// Frame runs one frame: it reads the clock, hands the time since the
// previous Frame began to the scheduler, and runs the ticks its policy
// decides. The first Frame, and the first after Restart, lasts 0: there is
// nothing to measure from. It is the one call a window makes per frame;
// see [Loop.Advance] for how it fails.
func (l *Loop[I]) Frame() (Frame, error) { return l.Advance(l.Measure()) }

// Measure reads the clock and returns the time since the previous Measure
// (or Frame) read it, as Frame does before it advances: 0 the first time,
// and the first time after Restart. It is for a caller that changes a
// frame's length before [Loop.Advance] runs it (a frame-time filter that
// snaps frames to the display's refresh), so that its frames are measured
// exactly as Frame measures them.
func (l *Loop[I]) Measure() time.Duration {
	now := l.clock.Now()
	elapsed := time.Duration(0)
	if l.begun {
		elapsed = now - l.last
	}
	l.begun, l.last = true, now
	return elapsed
}

// Restart makes the next Frame (or Measure) last 0 again, as the first
// does: for a window that was not drawing (opening, hidden), whose next
// frame would otherwise count the time it was away.
func (l *Loop[I]) Restart() { l.begun = false }

// Advance runs one frame that lasted elapsed, given rather than measured
// (a made-up frame, a recorded trace's): the scheduler's policy decides
// the ticks, and each runs with its input, until a stop. A frame that
// counts a stall or a hitch runs the ticks it owes at once, one after
// another; the state steps by the same fixed step each time.
//
// It returns the scheduler's error, naming elapsed, if elapsed is negative
// or longer than sched.MaxElapsed; the frame then runs no tick and changes
// nothing, and its Alpha is the one before. It panics, as the scheduler
// does, if the policy decides what its contract forbids (sched.Policy):
// a bug in the policy, not in the frame.
func (l *Loop[I]) Advance(elapsed time.Duration) (f Frame, err error) {
	// A small body that inlines into the caller, around advance, which
	// fills the caller's Frame in place: returning ten words by value from
	// a larger function copied them twice a frame, which a frame of one
	// tick of a small world feels (a third of its cost).
	err = l.advance(elapsed, &f)
	return f, err
}

// AdvanceInto is [Loop.Advance], writing the frame into f, which it
// clears first, rather than returning it: for a caller that keeps its
// frame in a struct of its own (sim/fixed's Loop), where copying the
// returned Frame in made a headless frame of one tick a tenth slower
// (BenchmarkHeadlessFrame in sim/lab).
func (l *Loop[I]) AdvanceInto(elapsed time.Duration, f *Frame) error {
	*f = Frame{}
	return l.advance(elapsed, f)
}

// advance is Advance, writing into f, which must be the zero Frame.
func (l *Loop[I]) advance(elapsed time.Duration, f *Frame) error {
	if err := l.sched.AdvanceInto(elapsed, &f.Frame); err != nil {
		f.Alpha = l.sched.Alpha()
		return err
	}
	f.Decided = f.Ticks
	if f.Ticks = l.run(f.Ticks); f.Ticks < f.Decided {
		l.sched.NotRun(f.Decided - f.Ticks) // not owed again: Totals.Ticks counts the ticks that ran
	}
	return nil
}

// Fast runs a frame as fast as possible: ticks one after another, whatever
// real time says, for budget of the clock's time (at least one tick, at
// most most), then tells the scheduler they ran, so that owed time and
// alpha stay as they were. For "as fast as possible" and fast-forward
// modes; the frame's Elapsed is 0. While paused it is Advance(0): no tick,
// unless one was requested. A stop ends it early, as it ends any frame;
// after a stop, or with most below 1, it runs no tick at all.
//
// A clock that stands still while ticks run (a VirtualClock) ends the
// frame at most ticks. Fast returns the scheduler's error if the count
// would take its totals past 2^63-1; the ticks have run by then.
func (l *Loop[I]) Fast(budget time.Duration, most int) (Frame, error) {
	if l.sched.Paused() {
		return l.Advance(0)
	}
	start, n := l.clock.Now(), 0
	for n < most && (n == 0 || l.clock.Now()-start < budget) && l.run(1) == 1 {
		n++
	}
	f, err := l.sched.AdvanceTicks(n)
	return Frame{Frame: f, Decided: n}, err
}
