package loop

import "fmt"

// Mode is how the sandbox turns ticks into pictures.
type Mode uint8

// The modes. The first three draw the fixed-step world and differ only in
// where between its last two states each body is drawn; Variable steps the
// world by each frame's time instead, to show what a fixed step cures.
const (
	// Interpolate draws previous + (current-previous)·alpha: smooth at any
	// frame rate, up to one tick late. The default, and the right answer.
	Interpolate Mode = iota
	// Newest draws the current state: on time, but bodies move in steps of
	// whole ticks, which stutters whenever frames and ticks do not line up.
	Newest
	// Extrapolate draws current + (current-previous)·alpha: a guess at the
	// present, which overshoots walls and the bumper for a frame at a bounce.
	Extrapolate
	// Variable steps the world once per frame by the frame's time. Jumps peak
	// lower at low frame rates and ball 1 drifts from where a fixed-step
	// reference world, fed the same input, puts it.
	Variable
	numModes
)

var modeNames = [numModes]string{"interpolate", "newest", "extrapolate", "variable"}

// String returns the mode's name, as flags and the overlay write it.
func (m Mode) String() string {
	if m < numModes {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// ParseMode returns the mode called name.
func ParseMode(name string) (Mode, error) {
	for i, n := range modeNames {
		if n == name {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("mode %q: must be interpolate, newest, extrapolate or variable", name)
}

// Blend returns k for drawing a body at previous + (current-previous)·k,
// given the scheduler's alpha. A variable-step world has no state between
// frames to blend: its current state is drawn.
func (m Mode) Blend(alpha float64) float64 {
	switch m {
	case Interpolate:
		return alpha
	case Extrapolate:
		return 1 + alpha
	}
	return 1
}
