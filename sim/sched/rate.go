package sched

import "time"

// Rate returns the tick rate in ticks per second.
func (s *Scheduler) Rate() int { return s.rate }

// SetRate sets the tick rate to hz ticks per second, 1..1000. A tick is
// always UnitsPerTick units at every rate, so the time owed, being a
// fraction of a tick, keeps its proportion: alpha is the same just before and
// just after the change, and the next frame's time is measured in the new
// step. A rate outside 1..1000 is an error that names it; the rate is then
// unchanged.
func (s *Scheduler) SetRate(hz int) error {
	if err := CheckRate(hz); err != nil {
		return err
	}
	s.dropped.rescale(s.rate, hz)
	s.rate = hz
	s.derive()
	return nil
}

// Step returns the length of one tick, 1/Rate seconds, rounded to the
// nearest nanosecond. It is for display only: the scheduler itself works in
// exact units, where the step is always UnitsPerTick.
func (s *Scheduler) Step() time.Duration { return ticksToDuration(1, s.rate) }
