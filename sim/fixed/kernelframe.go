package fixed

import (
	"time"

	"tickbox/sim/sched"
)

// Measure reads the clock and returns the time since the previous Measure
// read it: 0 the first time, and the first time after Restart. The loop
// measures a frame so before the parts' Length hooks (the snapping)
// change its length and Advance runs it.
func (l *kernel[I]) Measure() time.Duration {
	now := l.clock.Now()
	elapsed := time.Duration(0)
	if l.begun {
		elapsed = now - l.last
	}
	l.begun, l.last = true, now
	return elapsed
}

// Restart makes the next Measure read 0 again, as the first does: for a
// window that was not drawing (opening, hidden), whose next frame would
// otherwise count the time it was away.
func (l *kernel[I]) Restart() { l.begun = false }

// Advance runs one frame that lasted elapsed, writing it into f's kernel
// part (the scheduler's Frame and Decided), every field of it: the
// scheduler's policy decides the ticks, and each runs with its input,
// until a stop. A frame that counts a stall or a hitch runs the ticks it
// owes at once, one after another; the state steps by the same fixed step
// each time. Writing into the caller's Frame rather than returning one
// made a headless frame of one tick a tenth faster (BenchmarkHeadlessFrame
// in sim/lab).
//
// It returns the scheduler's error, naming elapsed, if elapsed is negative
// or longer than sched.MaxElapsed; the frame then runs no tick and changes
// nothing, and its Alpha is the one before. It panics, as the scheduler
// does, if the policy decides what its contract forbids (sched.Policy):
// a bug in the policy, not in the frame.
func (l *kernel[I]) Advance(elapsed time.Duration, f *Frame) error {
	if err := l.sched.AdvanceInto(elapsed, &f.Frame); err != nil { // which fills every field
		f.Frame, f.Decided = sched.Frame{Alpha: l.sched.Alpha()}, 0
		return err
	}
	if f.Decided = f.Ticks; f.Ticks > 0 {
		if f.Ticks = l.run(f.Ticks); f.Ticks < f.Decided {
			l.sched.NotRun(f.Decided - f.Ticks) // not owed again: Totals.Ticks counts the ticks that ran
		}
	}
	return nil
}

// Fast runs a frame, into f's kernel part, as fast as possible: ticks one
// after another, whatever real time says, for budget of the clock's time
// (at least one tick, at most most), then tells the scheduler they ran, so
// that owed time and alpha stay as they were. The frame's Elapsed is 0.
// While paused it is Advance(0): no tick, unless one was requested. A stop
// ends it early, as it ends any frame; after a stop, or with most below 1,
// it runs no tick at all.
//
// A clock that stands still while ticks run (a VirtualClock) ends the
// frame at most ticks. Fast returns the scheduler's error if the count
// would take its totals past 2^63-1; the ticks have run by then.
func (l *kernel[I]) Fast(budget time.Duration, most int, f *Frame) (err error) {
	if l.sched.Paused() {
		return l.Advance(0, f)
	}
	start, n := l.clock.Now(), 0
	for n < most && (n == 0 || l.clock.Now()-start < budget) && l.run(1) == 1 {
		n++
	}
	f.Frame, err = l.sched.AdvanceTicks(n)
	f.Decided = n
	return err
}
