package fixed

import (
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"strconv"
	"time"

	"tickbox/sim/loop"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Recommended names the frame policy a game starts with: tickbox-steady,
// which keeps the ticks of each frame steady under timer noise, never
// lets game time drift more than a tick from real time, and caps catch-up
// (sim/policy/README.md, "The recommended policy"). Its alpha may be negative.
const Recommended = "tickbox-steady"

// Unlimited switches a limit off: Options.MaxFrame or Options.MaxUpdates,
// or either argument of [Loop.SetLimits].
const Unlimited = -1

// NoRefresh is Options.Refresh for a loop with no display to measure
// (a headless run): while snapping is off, frames pass as measured, at
// no cost, and Frame.Refresh is 0; snapping on measures it from then on.
const NoRefresh = -1

// Bounds of the dev layer's options, which have no natural bound
// elsewhere.
const (
	MaxFPSCap = 1000        // frames per second
	MaxLoad   = time.Second // per tick
)

// DevEnv is the environment variable that switches the dev layer on for
// any game, with no change to its code: TICKBOX_DEV=1 (any value
// strconv.ParseBool takes as true).
const DevEnv = "TICKBOX_DEV"

// Options are how a game runs on the loop. The zero Options are the
// recommended ones: 60 Hz, the recommended policy, a frame counted as at
// most 250 ms and at most 5 ticks a frame, at ×1, on the monotonic clock.
type Options struct {
	// Rate is the tick rate, 1 to 1000 Hz; 0 is 60.
	Rate int
	// Policy names the frame policy that turns each frame's time into
	// ticks and alpha (package tickbox/sim/policy: tickbox,
	// tickbox-steady, godot, unity, ...); "" is Recommended. It takes
	// the engine's settings as NAME:key=value:key=value
	// ("bevy:max_delta=100ms:relative_speed=0.5"; tickbox-steady's clamp=
	// and tick_cap= override MaxFrame and MaxUpdates); a step setting
	// must be Rate's.
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
	// Snap snaps frame times that end near the display's refresh onto it
	// (package tickbox/sim/pacing), so that timer noise does not change a
	// frame's ticks; Refresh is the display's rate in Hz, 0 to measure
	// it from the frames, or NoRefresh to measure it only while snapping
	// is on (a headless run, which has no display); SnapTolerance is how far a frame may end from
	// the refresh grid and still be snapped, 0 pacing.DefaultTolerance.
	Snap          bool
	Refresh       float64
	SnapTolerance time.Duration
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

	// Dev switches the dev layer on: the loop keeps the instruments that
	// measure it and break it on purpose (Loop.Readout, Loop.Do), and a
	// window draws the loop's figures and the timeline over the game's
	// picture and binds the F-keys to them (package tickbox/game/fixed,
	// DevKeys). The environment variable TICKBOX_DEV does too (DevEnv),
	// unless NoDevEnv: for a program with instruments of its own (the
	// sandbox) or none to show (a lab's run), which the variable, set for
	// another game, must neither slow nor stop.
	Dev, NoDevEnv bool
	// FPSCap, Jitter and Load are the dev layer's at the start: the fps
	// cap (0 none: vsync; up to MaxFPSCap), jittery frames, and the real
	// time every tick costs (up to MaxLoad).
	FPSCap int
	Jitter bool
	Load   time.Duration
	// JitterSeed seeds the random frame lengths of the dev layer's jitter,
	// so that a game that seeds its world can seed its jitter alike; 0 is
	// 1. Logger, if set, gets the dev layer's frame log: a line a second
	// of real time with the latest frame's length, the ticks, the game's
	// own figures (FrameLogger), the dropped and unplayed seconds, the
	// frames per second over the last second and the drawing time (the
	// latest frame's, and the mean of the last second's).
	JitterSeed uint64
	Logger     *slog.Logger

	// Name and Rules name the game and the version of its rules in its
	// recordings: a recording of another game, or of other rules, is
	// refused, naming both. Bump Rules whenever a change makes a tick
	// compute something else. Name is also the window's title.
	Name  string
	Rules int
	// Record records the game from its first tick into this file, saved
	// when the game ends and autosaved meanwhile (see Loop.Record; a
	// Replayable game, with a Name). Replay plays
	// that file back instead of the player's input, under whatever frames
	// come, checking every fingerprint, and pauses at its end; if one
	// differed, it plays the file again up to it to name the first tick
	// that differs and why (tape.Player.Locate), and pauses just after
	// that tick, where the game went wrong. SyncTest steps every tick
	// twice from its snapshot and reports the first that differs. Every
	// is the ticks between fingerprints of a recording: 0 is
	// DefaultEvery. 1 names the first tick that differs exactly, at 8
	// bytes a tick; with more, a replay that goes wrong plays the ticks
	// since the last match again to find the one that does not reproduce.
	// What the loop finds goes
	// to Log, and Loop.Replay returns it.
	Record   string
	Replay   string
	SyncTest bool
	Every    int

	// Width and Height are the window's size at the start, both
	// positive; both 0 leave Ebitengine's. A loop with no window only
	// checks them.
	Width, Height int
	// Log is where the loop says what it saved and what a replay or the
	// synctest found; nil is os.Stderr.
	Log io.Writer
}

// Validate reports the first of Rate, Policy, MaxFrame, MaxUpdates,
// Scale, Width and Height, FPSCap and Load that breaks a rule, with New's error naming the
// field, its value and the rule: for a program that checks its options
// before it makes the loop (the sandbox's). New checks the rest (the
// snapping's, the recording's) when it makes the loop.
func (o *Options) Validate() error {
	_, _, _, err := o.config()
	return err
}

// config returns the scheduler's settings the options ask for, the
// policy they name and the start scale in quarters, or an error naming
// the field, its value and the rule.
func (o *Options) config() (sched.Config, sched.Policy, int, error) {
	c := sched.DefaultConfig()
	if o.Rate != 0 {
		c.Rate = o.Rate
	}
	if err := sched.CheckRate(c.Rate); err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Rate: %w", err)
	}
	var err error
	if c.MaxFrame, c.MaxUpdates, err = limits(o.MaxFrame, o.MaxUpdates); err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.%w", err)
	}
	name := o.Policy
	if name == "" {
		name = Recommended
	}
	p, c, err := policy.Make(name, c)
	if err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Policy: %w", err)
	}
	if err := o.checkDev(); err != nil {
		return c, nil, 0, err
	}
	scale := o.Scale
	if scale == 0 {
		scale = 1
	}
	q, err := quarters(scale)
	if err != nil {
		return c, nil, 0, fmt.Errorf("fixed: Options.Scale: %w", err)
	}
	return c, p, q, nil
}

// checkDev checks the window's size and the dev layer's options.
func (o *Options) checkDev() error {
	switch w, h := o.Width, o.Height; {
	case (w != 0 || h != 0) && (w <= 0 || h <= 0):
		return fmt.Errorf("fixed: Options.Width %d and Height %d: must be both 0 (Ebitengine's size) or both positive", w, h)
	case o.FPSCap < 0 || o.FPSCap > MaxFPSCap:
		return fmt.Errorf("fixed: Options.FPSCap %d: must be 0 (vsync) to %d fps", o.FPSCap, MaxFPSCap)
	case o.Load < 0 || o.Load > MaxLoad:
		return fmt.Errorf("fixed: Options.Load %v: must be 0 to %v per tick", o.Load, MaxLoad)
	}
	return nil
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
	c := sched.DefaultConfig()
	if maxFrame != 0 {
		c.MaxFrame = max(maxFrame, 0)
	}
	if maxUpdates != 0 {
		c.MaxUpdates = max(maxUpdates, 0)
	}
	return c.MaxFrame, c.MaxUpdates, nil
}

// OffIsUnlimited returns a clamp and a tick cap in which 0 is off (the
// scheduler's way, sched.Config's, and a command line's) as Options and
// Loop.SetLimits take them, where 0 is the default: 0 becomes Unlimited.
func OffIsUnlimited(maxFrame time.Duration, maxUpdates int) (time.Duration, int) {
	if maxFrame == 0 {
		maxFrame = Unlimited
	}
	if maxUpdates == 0 {
		maxUpdates = Unlimited
	}
	return maxFrame, maxUpdates
}

// quarters returns the time scale x in the scheduler's quarters, or an
// error naming it and the rule.
func quarters(x float64) (int, error) {
	q := x * 4
	if q != math.Trunc(q) || q < sched.MinScale || q > sched.MaxScale {
		return 0, fmt.Errorf("the time scale %v: must be a multiple of 0.25 from 0.25 to 16", x)
	}
	return int(q), nil
}

// devFromEnv reports whether DevEnv asks for the dev layer, or an error
// naming the variable, its value and the rule.
func devFromEnv() (bool, error) {
	v, ok := os.LookupEnv(DevEnv)
	if !ok || v == "" {
		return false, nil
	}
	on, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("fixed: %s=%q: must be 1 or 0 (true or false)", DevEnv, v)
	}
	return on, nil
}

// Clock is what a loop measures frames on: loop.Clock.
type Clock = loop.Clock

// Monotonic is the operating system's monotonic clock, the one a loop
// measures on when Options.Clock is nil: loop.Monotonic.
type Monotonic = loop.Monotonic

// NewMonotonic returns a monotonic clock whose origin is now.
func NewMonotonic() *Monotonic { return loop.NewMonotonic() }

// VirtualClock is a clock that moves only when told, for tests and
// scripts: loop.VirtualClock.
type VirtualClock = loop.VirtualClock

// Inputs is where each tick's input comes from, by tick number, for
// Loop.SetInputs: loop.Inputs.
type Inputs[I any] = loop.Inputs[I]

// InputFunc is Inputs made of a function of the tick: loop.InputFunc.
type InputFunc[I any] = loop.InputFunc[I]

// Totals are the loop's running sums since it started (ticks, frames,
// ticks dropped, time cut): sched.Totals (go doc tickbox/sim/sched
// Totals lists its fields).
type Totals = sched.Totals
