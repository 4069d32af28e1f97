package sched

import (
	"fmt"
	"math"
)

// The time scale is a whole number of quarters: game time passes q/4 times
// as fast as real time. Quarters keep ×¼ exact in integer units.
const (
	MinScale    = 1  // ×¼
	NormalScale = 4  // ×1
	MaxScale    = 64 // ×16
)

// Scale returns the time scale in quarters: 4 is ×1, 1 is ×¼, 64 is ×16.
func (s *Scheduler) Scale() int { return s.scale }

// SetScale sets the time scale to quarters/4 (1..64, ×¼ to ×16). Owed time
// is a fraction of a tick, so alpha is unchanged, and so is the step: a
// faster scale runs more ticks of the same length, never longer ticks.
// A value outside 1..64 is an error that names it; the scale is then
// unchanged.
func (s *Scheduler) SetScale(quarters int) error {
	if quarters < MinScale || quarters > MaxScale {
		return fmt.Errorf("time scale %d quarters: must be %d..%d (×¼ to ×16)", quarters, MinScale, MaxScale)
	}
	s.scale = quarters
	s.derive()
	return nil
}

// tickCap returns the most ticks one frame may run: maxUpdates scaled up
// with the time scale, ceil(maxUpdates·max(q,4)/4), so that ×16 really runs
// sixteen times as many ticks as ×1; scales below ×1 keep maxUpdates, so a
// slow-motion frame still has room to catch up after a hitch. 0 maxUpdates
// means unlimited, returned as math.MaxInt64.
func tickCap(maxUpdates, quarters int) int64 {
	q := int64(max(quarters, NormalScale))
	m := int64(maxUpdates)
	if m == 0 || m > math.MaxInt64/MaxScale {
		return math.MaxInt64 // no cap, or one no frame can reach
	}
	return (m*q + NormalScale - 1) / NormalScale
}
