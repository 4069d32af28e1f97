package fixed

import (
	"fmt"
)

// Tick returns the number of the next tick to run: the ticks the game has
// run, counted from 0 or from the tick SetTick or StartOver gave.
func (l *Loop[I]) Tick() int64 { return l.tick }

// SetTick says the game is now at tick: for a state restored from a
// snapshot or a recording, whose ticks do not start at 0. StopAt, the
// inputs and a recording count from it.
func (l *Loop[I]) SetTick(tick int64) { l.tick = tick }

// StopAt stops ticking at tick: no tick numbered tick or later runs, so
// that a frame owing more runs only the ticks still needed and a run ends
// on exactly the tick asked for, whatever the frames. StopAt(Never)
// removes the stop.
func (l *Loop[I]) StopAt(tick int64) { l.until = tick }

// StartOver starts the loop over at tick and the tick rate hz for a game
// whose state was replaced (started again, restored from a recording) by
// one at hz: the totals and alpha at zero, no time owed, no stop, no
// playback. The scheduler takes hz, which is no change to record: the new
// state holds it already (the game is not told). It returns an error, and
// changes nothing, if hz is out of range, or differs from the rate of a
// game that does not follow the rate (Rated). The other settings stay,
// the policy and the pause included. The parts' StartOver hooks follow (a
// recording goes on in a file of its own, package tickbox/sim/tape; the
// dev layer forgets a stall it has not run and starts its smoothness
// over: the new state's ticks are not the old one's).
func (l *Loop[I]) StartOver(tick int64, hz int) error {
	if s := l.sched; hz != s.Rate() {
		if l.ticked.rated == nil {
			return fmt.Errorf("fixed: StartOver at %d Hz: the tick rate of %T cannot change: it has no SetRate method (Rated)", hz, l.game)
		}
		if err := s.SetRate(hz); err != nil {
			return fmt.Errorf("fixed: StartOver: %w", err)
		}
	}
	if l.lean {
		l.fill() // the latest frame's accepted time, before the totals go
	}
	l.sched.Reset()
	l.tick, l.until = tick, Never
	for _, h := range l.ticked.attached() {
		if h.StartOver != nil {
			h.StartOver(tick)
		}
	}
	return nil
}
