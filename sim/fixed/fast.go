package fixed

import "time"

// The fast mode's bounds.
const (
	// FastBudget is how much of each frame the fast mode spends on ticks:
	// about 12 ms, which leaves a 60 Hz frame room to draw.
	FastBudget = 12 * time.Millisecond
	// maxFastTicks bounds the ticks of one fast frame, so that a clock that
	// does not move while ticking (a VirtualClock) still ends the frame.
	maxFastTicks = 100_000
)

// SetFast switches the fast mode on or off, from the next frame on (see
// Options.Fast): each frame then runs ticks one after another, whatever
// real time says, for FastBudget of the clock's time (at least one tick,
// at most 100,000); owed time and alpha stay as they were. For "as
// fast as possible" and fast-forward. Paused, a frame runs no tick unless
// one was asked for (OneTick).
func (l *Loop[I]) SetFast(on bool) { l.fast = on }

// Fast reports whether the fast mode is on.
func (l *Loop[I]) Fast() bool { return l.fast }
