package fixed

import (
	"errors"
	"fmt"
	"time"
)

// errNoDev is what the breaks return with the dev layer off.
var errNoDev = errors.New("the dev layer is off: set DevOptions.On (or " + DevEnv + "=1) to break the loop on purpose")

// Hitch makes the next frame Loop.Frame measures last d, once, as a
// garbage collection or a disk read would (F4: 250 ms; Shift+F4: 1 s). d
// must be more than 0 and at most a minute. Loop.Advance, which is told
// its frame's length, leaves the hitch to the next frame Frame measures:
// a test that makes its frames up makes its hitches itself. Hitch, Stall,
// SetJitter and SetLoad, the dev layer's keys from code, need the dev
// layer on (DevOptions.On or DevEnv) and return an error saying so if it is
// off.
func (dv Dev[I]) Hitch(d time.Duration) error {
	l := dv.l
	if l.inst == nil {
		return fmt.Errorf("fixed: Hitch(%v): %w", d, errNoDev)
	}
	if d <= 0 || d > time.Minute {
		return fmt.Errorf("fixed: Hitch(%v): must be more than 0 and at most 1m0s", d)
	}
	l.inst.shaper.Hitch(d)
	return nil
}

// Stall makes the next tick take 500 ms of real time longer
// (instrument.StallLength), as a tick that waits on a disk would (F6),
// with the dev layer on (see Hitch).
func (dv Dev[I]) Stall() error {
	l := dv.l
	if l.inst == nil {
		return fmt.Errorf("fixed: Stall: %w", errNoDev)
	}
	l.inst.cost.Stall()
	return nil
}

// SetJitter switches jitter on or off: frames of 4 to 40 ms drawn at
// random, as a busy machine's (F7), in the frames Loop.Frame measures,
// with the dev layer on (see Hitch).
func (dv Dev[I]) SetJitter(on bool) error {
	l := dv.l
	if l.inst == nil {
		return fmt.Errorf("fixed: SetJitter(%t): %w", on, errNoDev)
	}
	l.inst.jitter = on
	l.inst.shaper.SetJitter(on)
	return nil
}

// SetLoad makes every tick cost d of real time beside the game's own, as
// a game whose ticks are slow (F8 steps through 0, 5, 10, 20 and 40 ms).
// d must be 0 (none) to a second; the dev layer must be on (see Hitch).
func (dv Dev[I]) SetLoad(d time.Duration) error {
	l := dv.l
	if l.inst == nil {
		return fmt.Errorf("fixed: SetLoad(%v): %w", d, errNoDev)
	}
	if d < 0 || d > MaxLoad {
		return fmt.Errorf("fixed: SetLoad(%v): must be 0 to %v", d, MaxLoad)
	}
	l.inst.cost.Load = d
	return nil
}
