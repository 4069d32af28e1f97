package fixed

import (
	"fmt"
	"log/slog"
	"time"
)

// A Part is the settings of one of the loop's opt-in parts, given to New
// beside the Options: DevOptions (the dev layer). A part not given keeps
// its zero settings; given twice, the later counts. Each part's settings
// are its own so that the loop's Options hold only what every game sets.
// The parts in packages of their own (the recordings, package
// tickbox/sim/tape; the snapping, tickbox/sim/pacing) attach through
// Loop.Hook with settings of their own instead.
type Part interface {
	part(s *settings)
}

// settings are everything a loop was made with: its Options and its
// parts'.
type settings struct {
	Options
	dev DevOptions
}

// newSettings returns o with the parts' settings beside it.
func newSettings(o Options, parts []Part) settings {
	s := settings{Options: o}
	for _, p := range parts {
		if p != nil {
			p.part(&s)
		}
	}
	return s
}

// DevOptions are the dev layer's settings.
type DevOptions struct {
	// On switches the dev layer on: the loop keeps the instruments that
	// measure it and break it on purpose (Dev.Readout, Dev.Do), and a
	// window draws the loop's figures and the timeline over the game's
	// picture and binds the F-keys to them (package tickbox/game/shell,
	// DevKeys). The environment variable TICKBOX_DEV does too (DevEnv),
	// unless NoEnv: for a program with instruments of its own (the
	// sandbox) or none to show (a lab's run), which the variable, set for
	// another game, must neither slow nor stop.
	On, NoEnv bool
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
}

func (d DevOptions) part(s *settings) { s.dev = d }

// Validate reports the first of FPSCap and Load that breaks a rule,
// naming the field, its value and the rule, as New does.
func (d DevOptions) Validate() error {
	switch {
	case d.FPSCap < 0 || d.FPSCap > MaxFPSCap:
		return fmt.Errorf("fixed: DevOptions.FPSCap %d: must be 0 (vsync) to %d fps", d.FPSCap, MaxFPSCap)
	case d.Load < 0 || d.Load > MaxLoad:
		return fmt.Errorf("fixed: DevOptions.Load %v: must be 0 to %v per tick", d.Load, MaxLoad)
	}
	return nil
}
