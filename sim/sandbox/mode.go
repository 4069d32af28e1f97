package sandbox

import (
	"fmt"

	"tickbox/sim/blend"
)

// Mode is how the sandbox turns ticks into pictures.
type Mode uint8

// The modes. The first three draw the fixed-step world and differ only in
// where between its last two states each body is drawn: they are the
// drawing modes of package blend, with the same numbers, which holds their
// formulas. Variable steps the world by each frame's time instead, to show
// what a fixed step cures.
const (
	// Interpolate draws previous + (current-previous)·alpha: smooth at any
	// frame rate, up to one tick late. The default, and the right answer.
	Interpolate = Mode(blend.Interpolate)
	// Newest draws the current state: on time, but bodies move in steps of
	// whole ticks, which stutters whenever frames and ticks do not line up.
	Newest = Mode(blend.Newest)
	// Extrapolate draws current + (current-previous)·alpha: a guess at the
	// present, which overshoots walls and the bumper for a frame at a bounce.
	Extrapolate = Mode(blend.Extrapolate)
	// Variable steps the world once per frame by the frame's time. Jumps peak
	// lower at low frame rates and ball 1 drifts from where a fixed-step
	// reference world, fed the same input, puts it.
	// It is numbered after every drawing mode.
	Variable = Mode(len(blend.Modes))
	numModes = Variable + 1
)

// Drawing returns the formula m draws bodies with. A variable-step world
// has no state between frames to blend: its current state is drawn.
func (m Mode) Drawing() blend.Mode {
	if m >= Variable {
		return blend.Newest
	}
	return blend.Mode(m)
}

// String returns the mode's name, as flags and the overlay write it: the
// drawing mode's name, or "variable".
func (m Mode) String() string {
	switch {
	case m == Variable:
		return "variable"
	case m < Variable:
		return blend.Mode(m).String()
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// ParseMode returns the mode called name.
func ParseMode(name string) (Mode, error) {
	if name == Variable.String() {
		return Variable, nil
	}
	d, err := blend.Parse(name)
	if err != nil {
		return 0, fmt.Errorf("mode %q: must be interpolate, newest, extrapolate or variable", name)
	}
	return Mode(d), nil
}
