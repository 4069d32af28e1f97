package sched

import "time"

// Limits returns the clamp and the tick cap as set: a frame counts as at
// most maxFrame of real time (0 = no clamp), and at most maxUpdates ticks run
// per frame at scales up to ×1 (0 = unlimited).
func (s *Scheduler) Limits() (maxFrame time.Duration, maxUpdates int) {
	return s.maxFrame, s.maxUpdates
}

// SetLimits sets the clamp and the tick cap; 0 switches either off. Faster
// scales than ×1 raise the cap in proportion; see [Scheduler.SetScale].
// A negative value is an error that names it; the limits are then unchanged.
func (s *Scheduler) SetLimits(maxFrame time.Duration, maxUpdates int) error {
	if err := checkLimits(maxFrame, maxUpdates); err != nil {
		return err
	}
	s.maxFrame, s.maxUpdates = maxFrame, maxUpdates
	s.derive()
	return nil
}
