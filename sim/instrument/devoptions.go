package instrument

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
)

// Bounds of the dev layer's options, which have no natural bound
// elsewhere.
const (
	MaxFPSCap = 1000        // frames per second
	MaxLoad   = time.Second // per tick
)

// DevEnv is the environment variable that switches the dev layer on for
// any game, with no change to its code: TICKBOX_DEV=1 (any value
// strconv.ParseBool takes as true). A window (package tickbox/game/shell)
// reads it; a loop never does.
const DevEnv = "TICKBOX_DEV"

// DevOptions are the dev layer's settings.
type DevOptions struct {
	// On switches the dev layer on in a window (package
	// tickbox/game/shell), which attaches it ([Attach]), draws the loop's
	// figures and the timeline over the game's picture and binds the
	// F-keys to them (DevKeys). The environment variable TICKBOX_DEV
	// does too (DevEnv).
	On bool
	// FPSCap, Jitter and Load are the dev layer's at the start: the fps
	// cap (0 none: vsync; up to MaxFPSCap), jittery frames, and the real
	// time every tick costs (up to MaxLoad).
	FPSCap int
	Jitter bool
	Load   time.Duration
	// JitterSeed seeds the random frame lengths of the dev layer's jitter,
	// so that a game that seeds its world can seed its jitter alike; 0 is
	// 1. (The frame log, a line a second of the figures, is a part of its
	// own: package tickbox/sim/framelog.)
	JitterSeed uint64
	// Name names the game in the files the dev layer saves (its frame
	// traces); "" is "game". Log is where it says what it saved at the
	// loop's Close; nil is os.Stderr.
	Name string
	Log  io.Writer
}

// Validate reports the first of FPSCap and Load that breaks a rule,
// naming the field, its value and the rule, as Attach does.
func (d DevOptions) Validate() error {
	switch {
	case d.FPSCap < 0 || d.FPSCap > MaxFPSCap:
		return fmt.Errorf("instrument: DevOptions.FPSCap %d: must be 0 (vsync) to %d fps", d.FPSCap, MaxFPSCap)
	case d.Load < 0 || d.Load > MaxLoad:
		return fmt.Errorf("instrument: DevOptions.Load %v: must be 0 to %v per tick", d.Load, MaxLoad)
	}
	return nil
}

// DevFromEnv reports whether DevEnv asks for the dev layer, or an error
// naming the variable, its value and the rule.
func DevFromEnv() (bool, error) {
	v, ok := os.LookupEnv(DevEnv)
	if !ok || v == "" {
		return false, nil
	}
	on, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("instrument: %s=%q: must be 1 or 0 (true or false)", DevEnv, v)
	}
	return on, nil
}
