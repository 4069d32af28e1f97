package sched

import (
	"errors"
	"fmt"
	"math"
)

// Check verifies the accounting identity of the package comment,
//
//	(Ticks + DroppedTicks + NotRun)·UnitsPerTick + owed == AcceptedTicks·UnitsPerTick + AcceptedUnits,
//
// and the ranges that go with it: owed time in the range the policy
// declares ([Policy.OwedRange]; after SetPolicy, also between the owed
// time the policy before left and that range, until it is back in),
// AcceptedUnits in [0, UnitsPerTick), counts not negative, no more clamps
// or caps than frames, and no nanosecond total saturated.
// It returns nil when all hold, or an error describing every mismatch. It
// compares whole ticks and the remainders separately, so it cannot overflow.
// Tests and soak runs call it after every frame; it fails only if the
// scheduler or the policy has a bug.
func (s *Scheduler) Check() error {
	return errors.Join(s.checkIdentity(), s.checkRanges())
}

// checkIdentity compares the time accepted with the time run, dropped and
// owed, after normalising owed into whole ticks and a remainder.
func (s *Scheduler) checkIdentity() error {
	t := &s.totals
	owedTicks, owedUnits := splitUnits(s.owed)
	acceptedTicks, acceptedUnits := splitUnits(t.AcceptedUnits)
	if t.Ticks+t.DroppedTicks+t.NotRun+owedTicks == t.AcceptedTicks+acceptedTicks && owedUnits == acceptedUnits {
		return nil
	}
	return fmt.Errorf("accounting: run %d + dropped %d + not run %d ticks + owed %d units != accepted %d ticks + %d units",
		t.Ticks, t.DroppedTicks, t.NotRun, s.owed, t.AcceptedTicks, t.AcceptedUnits)
}

// checkRanges reports every value outside the range it must keep.
func (s *Scheduler) checkRanges() error {
	t := &s.totals
	var errs []error
	inRange := func(name string, v, lo, hi int64) {
		if v < lo || v > hi {
			errs = append(errs, fmt.Errorf("%s %d: must be %d..%d", name, v, lo, hi))
		}
	}
	if !s.checked.holds(s.owed) {
		errs = append(errs, fmt.Errorf("owed units %d: policy %s keeps them in %d..%d", s.owed, s.policy.Name(), s.checked.lo, s.checked.hi-1))
	}
	inRange("accepted units", t.AcceptedUnits, 0, UnitsPerTick-1)
	inRange("frames", t.Frames, 0, math.MaxInt64) // the counts: not negative
	inRange("ticks", t.Ticks, 0, math.MaxInt64)
	inRange("dropped ticks", t.DroppedTicks, 0, math.MaxInt64)
	inRange("ticks not run", t.NotRun, 0, math.MaxInt64)
	inRange("accepted ticks", t.AcceptedTicks, 0, math.MaxInt64)
	inRange("clamps", t.Clamps, 0, t.Frames)
	inRange("caps", t.Caps, 0, t.Frames)
	// A nanosecond total at the top has saturated: it is no longer exact.
	inRange("dropped time (ns)", s.dropped.ns, 0, math.MaxInt64-1)
	inRange("clamp loss (ns)", int64(t.ClampLoss), 0, math.MaxInt64-1)
	inRange("owed loss (ns)", int64(t.OwedLoss), 0, int64(t.ClampLoss))
	return errors.Join(errs...)
}

// splitUnits splits units into whole ticks and a remainder in
// [0, UnitsPerTick), rounding the ticks down even when units is negative, so
// that equal amounts always split the same way.
func splitUnits(units int64) (ticks, rest int64) {
	ticks = FloorTicks(units)
	return ticks, units - ticks*UnitsPerTick
}
