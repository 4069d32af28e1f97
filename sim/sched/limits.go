package sched

import (
	"fmt"
	"time"
)

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
	if maxFrame < 0 {
		return fmt.Errorf("max frame %v: must be ≥ 0 (0 = no clamp)", maxFrame)
	}
	if maxUpdates < 0 {
		return fmt.Errorf("max updates %d: must be ≥ 0 (0 = unlimited)", maxUpdates)
	}
	s.maxFrame, s.maxUpdates = maxFrame, maxUpdates
	s.derive()
	return nil
}
