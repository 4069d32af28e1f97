package fixed

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"time"

	"tickbox/sim/sched"
)

// Recommended names the frame policy a game starts with: tickbox-steady
// (sched.Steady), which keeps the ticks of each frame steady under timer
// noise, never lets game time drift more than a tick from real time, and
// caps catch-up (sim/policy/README.md, "The recommended policy"). Its
// alpha may be negative. It is the one policy built into the loop; the
// engines' are package tickbox/sim/policy's, which a program registers
// (policy.Register) to name them.
const Recommended = sched.Recommended

// Unlimited switches a limit off: Options.MaxFrame or Options.MaxUpdates,
// or either argument of [Loop.SetLimits].
const Unlimited = -1

// Options are how a game runs on the loop. The zero Options are the
// recommended ones: 60 Hz, the recommended policy, a frame counted as at
// most 250 ms and at most 5 ticks a frame, at ×1, on the monotonic clock.
// The opt-in parts live in packages of their own and attach with
// Loop.Hook: the recordings (package tickbox/sim/tape's Attach), the
// snapping of frame times (package tickbox/sim/pacing's Snapper) and the
// dev layer (package tickbox/sim/instrument's Attach).
type Options struct {
	// Rate is the tick rate, 1 to 1000 Hz; 0 is 60.
	Rate int
	// Policy names the frame policy that turns each frame's time into
	// ticks and alpha; "" is Recommended. The engines' policies (tickbox,
	// godot, unity, ...) are package tickbox/sim/policy's: a program
	// that names one imports it and calls policy.Register first, or New
	// refuses the name, saying so. It takes the engine's settings as
	// NAME:key=value:key=value ("bevy:max_delta=100ms:relative_speed=0.5";
	// tickbox-steady's clamp= and tick_cap= override MaxFrame and
	// MaxUpdates); a step setting must be Rate's.
	Policy string
	// MaxFrame is the clamp: a frame counts as at most this much real
	// time, so that a debugger's pause does not become minutes of ticks.
	// 0 is 250 ms; Unlimited switches it off.
	MaxFrame time.Duration
	// MaxUpdates is the tick cap: at most this many ticks run in a frame
	// (at ×1; faster time scales raise it), the rest dropped, so that
	// ticks that cost more than they cover do not spiral. 0 is 5;
	// Unlimited switches it off.
	MaxUpdates int
	// Scale is the time scale at the start, a multiple of ¼ from ¼ to 16;
	// 0 is 1.
	Scale float64
	// Clock is what frames are measured on; nil is the monotonic clock.
	// A test or a script gives a VirtualClock, on which every frame lasts
	// exactly what it says.
	Clock Clock
	// Fast starts in the fast mode (Loop.SetFast): every frame runs ticks
	// one after another for FastBudget, whatever real time says.
	Fast bool
	// PauseUnfocused pauses the game while its window has no focus
	// (Loop.SetFocused); by default it keeps running, which is what a
	// game beside an editor wants.
	PauseUnfocused bool

	// Name names the game: its window's title, and the dev layer's
	// files. The recording part names the game in its recordings with a
	// name of its own (tape.Options.Name; the window's, in a window).
	Name string

	// Width and Height are the window's size at the start, both
	// positive; both 0 leave Ebitengine's. A loop with no window only
	// checks them.
	Width, Height int
	// Log is where a window's parts say what they saved and what a
	// replay or the synctest found (package tickbox/game/shell gives it to
	// the parts whose options name no Log of their own); nil is os.Stderr.
	// The headless loop itself writes nothing.
	Log io.Writer
}

// Validate reports the first of Rate, Policy, MaxFrame, MaxUpdates,
// Scale, Width and Height that breaks a rule, with New's error naming the
// field, its value and the rule: for a program that checks its options
// before it makes the loop (the sandbox's). New checks the rest (the
// parts' settings) when it makes the loop.
func (o *Options) Validate() error {
	_, _, _, err := o.config()
	return err
}

// config returns the scheduler's settings the options ask for, the
// policy they name and the start scale in quarters, or an error naming
// the field, its value and the rule.
func (o *Options) config() (sched.Config, sched.Policy, int, error) {
	c := sched.DefaultConfig()
	c.Rate = cmp.Or(o.Rate, c.Rate)
	if err := sched.CheckRate(c.Rate); err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Rate: %w", err)
	}
	var err error
	if c.MaxFrame, c.MaxUpdates, err = limits(o.MaxFrame, o.MaxUpdates); err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.%w", err)
	}
	p, c, err := sched.NewPolicy(cmp.Or(o.Policy, Recommended), c)
	if err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Policy: %w", err)
	}
	if w, h := o.Width, o.Height; (w != 0 || h != 0) && (w <= 0 || h <= 0) {
		return c, nil, 0, fmt.Errorf("fixed: Options.Width %d and Height %d: must be both 0 (Ebitengine's size) or both positive", w, h)
	}
	q, err := quarters(cmp.Or(o.Scale, 1))
	if err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Scale: %w", err)
	}
	return c, p, q, nil
}

// limits returns the scheduler's clamp and tick cap for the package's:
// 0 the default, Unlimited none.
func limits(maxFrame time.Duration, maxUpdates int) (time.Duration, int, error) {
	switch {
	case maxFrame < Unlimited || maxFrame > sched.MaxElapsed:
		return 0, 0, fmt.Errorf("MaxFrame %v: must be 0 (250 ms), Unlimited (-1) or up to %v", maxFrame, sched.MaxElapsed)
	case maxUpdates < Unlimited:
		return 0, 0, fmt.Errorf("MaxUpdates %d: must be 0 (5), Unlimited (-1) or more", maxUpdates)
	}
	return orDefault(maxFrame, sched.DefaultMaxFrame), orDefault(maxUpdates, sched.DefaultMaxUpdates), nil
}

// orDefault is a limit as the scheduler takes it: v, def for 0, and 0
// (none) for Unlimited.
func orDefault[T int | time.Duration](v, def T) T { return max(cmp.Or(v, def), 0) }

// quarters returns the time scale x in the scheduler's quarters, or an
// error naming it and the rule.
func quarters(x float64) (int, error) {
	q := x * 4
	if q != math.Trunc(q) || q < sched.MinScale || q > sched.MaxScale {
		return 0, fmt.Errorf("the time scale %v: must be a multiple of 0.25 from 0.25 to 16", x)
	}
	return int(q), nil
}
