package instrument

import (
	"errors"
	"fmt"
	"time"
)

// errNoDev is what the breaks return on a nil Dev: a window's while its
// dev layer is off (package tickbox/game/shell's Loop.Dev).
var errNoDev = errors.New("the dev layer is off: set DevOptions.On (or " + DevEnv + "=1) to break the loop on purpose")

// Hitch makes the next frame Dev.Frame begins last d, once, as a
// garbage collection or a disk read would (F4: 250 ms; Shift+F4: 1 s). d
// must be more than 0 and at most a minute. The loop's Advance, which is
// told its frame's length, leaves the hitch to the next frame Dev.Frame
// begins: a test that makes its frames up makes its hitches itself.
// Hitch, Stall, SetJitter and SetLoad, the dev layer's keys from code,
// may be called on a nil Dev (a window's with the dev layer off), and
// then return an error saying so.
func (d *Dev) Hitch(t time.Duration) error {
	if d == nil {
		return fmt.Errorf("instrument: Hitch(%v): %w", t, errNoDev)
	}
	if t <= 0 || t > time.Minute {
		return fmt.Errorf("instrument: Hitch(%v): must be more than 0 and at most 1m0s", t)
	}
	d.shaper.Hitch(t)
	return nil
}

// Stall makes the next tick take 500 ms of real time longer, as a tick that waits on a disk would (F6); on a nil Dev
// it returns an error (see Hitch).
func (d *Dev) Stall() error {
	if d == nil {
		return fmt.Errorf("instrument: Stall: %w", errNoDev)
	}
	d.stall = true
	return nil
}

// SetJitter switches jitter on or off: frames of 4 to 40 ms drawn at
// random, as a busy machine's (F7), in the frames Dev.Frame begins; on a
// nil Dev it returns an error (see Hitch).
func (d *Dev) SetJitter(on bool) error {
	if d == nil {
		return fmt.Errorf("instrument: SetJitter(%t): %w", on, errNoDev)
	}
	d.shaper.jitter = on
	return nil
}

// SetLoad makes every tick cost t of real time beside the game's own, as
// a game whose ticks are slow (F8 steps through 0, 5, 10, 20 and 40 ms).
// t must be 0 (none) to MaxLoad; on a nil Dev it returns an error (see
// Hitch).
func (d *Dev) SetLoad(t time.Duration) error {
	if d == nil {
		return fmt.Errorf("instrument: SetLoad(%v): %w", t, errNoDev)
	}
	if t < 0 || t > MaxLoad {
		return fmt.Errorf("instrument: SetLoad(%v): must be 0 to %v", t, MaxLoad)
	}
	d.load = t
	return nil
}
