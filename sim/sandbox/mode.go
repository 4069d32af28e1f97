package sandbox

import (
	"fmt"

	"tickbox/sim/blend"
)

// Mode is how the sandbox turns ticks into pictures: two things, kept
// apart. Draw is the formula bodies of the fixed-step world are drawn with,
// between its last two states (package blend holds it); VariableStep
// replaces the fixed step itself, stepping a world once per frame by the
// frame's time, to show what a fixed step cures. Draw is kept while
// VariableStep is on, so that switching it off goes back to it.
type Mode struct {
	Draw         blend.Mode
	VariableStep bool
}

// The modes the -mode flag and the overlay name.
var (
	// Interpolate draws previous + (current-previous)·alpha: smooth at any
	// frame rate, up to one tick late. The default, and the right answer.
	Interpolate = Mode{Draw: blend.Interpolate}
	// Newest draws the current state: on time, but bodies move in steps of
	// whole ticks, which stutters whenever frames and ticks do not line up.
	Newest = Mode{Draw: blend.Newest}
	// Extrapolate draws current + (current-previous)·alpha: a guess at the
	// present, which overshoots walls and the bumper for a frame at a bounce.
	Extrapolate = Mode{Draw: blend.Extrapolate}
	// Variable steps the world once per frame by the frame's time. Jumps peak
	// lower at low frame rates and ball 1 drifts from where a fixed-step
	// reference world, fed the same input, puts it.
	Variable = Mode{Draw: blend.Interpolate, VariableStep: true}
)

// drawing returns the formula m draws bodies with. A variable-step world
// has no state between frames to blend: its current state is drawn.
func (m Mode) drawing() blend.Mode {
	if m.VariableStep {
		return blend.Newest
	}
	return m.Draw
}

// String returns the mode's name, as flags and the overlay write it: the
// drawing formula's name, or "variable".
func (m Mode) String() string {
	if m.VariableStep {
		return "variable"
	}
	return m.Draw.String()
}

// valid reports whether m's formula is one of package blend's.
func (m Mode) valid() bool { return int(m.Draw) < len(blend.Modes) }

// ParseMode returns the mode called name.
func ParseMode(name string) (Mode, error) {
	if name == Variable.String() {
		return Variable, nil
	}
	d, err := blend.Parse(name)
	if err != nil {
		return Mode{}, fmt.Errorf("mode %q: must be interpolate, newest, extrapolate or variable", name)
	}
	return Mode{Draw: d}, nil
}
