// Package blend holds the formula that places a body on screen from its
// previous and current simulated states and alpha, the fraction of a tick
// that real time has moved past the latest tick (see package sched): the
// body is drawn at previous + (current-previous)·k, where the drawing mode
// picks k from alpha.
//
// The formula itself is the loop's, fixed.Lerp (package tickbox/sim/fixed),
// written once, so that the window draws with exactly what the headless
// judder measurement measures: render takes k from [Mode.Weight] once per
// frame and calls fixed.Lerp once per coordinate.
package blend

import (
	"fmt"

	"tickbox/sim/fixed"
)

// Mode says how to draw a body from its previous and current states. The
// zero Mode is Interpolate, the textbook choice.
type Mode uint8

// The drawing modes, numbered as the window's modes are. [Modes] gives the
// order to show and cycle them in.
const (
	// Interpolate draws previous + (current-previous)·alpha: where the body
	// was alpha of a tick after its previous state. Smooth at any frame
	// rate, and only ever a state the simulation reached, at the price of
	// being up to one tick late.
	Interpolate Mode = iota
	// Newest draws current and ignores alpha: the loop without blending,
	// whose motion steps whenever a frame runs no tick or two.
	Newest
	// Extrapolate draws current + (current-previous)·alpha: where the body
	// would be alpha of a tick after its current state if it kept its
	// latest velocity. Not late, but a guess: at a bounce it draws the body
	// past the wall, a state the simulation never reaches.
	Extrapolate
)

// Modes lists every mode in the order to show and cycle them: no blending,
// then blending, then guessing ahead.
var Modes = [...]Mode{Newest, Interpolate, Extrapolate}

// Weight returns k, how far from previous towards current (and beyond) to
// draw a body at alpha: alpha to interpolate, 1+alpha to extrapolate, 1 for
// the newest state. An unknown Mode draws the newest state.
func (m Mode) Weight(alpha float64) float64 {
	switch m {
	case Interpolate:
		return alpha
	case Extrapolate:
		return 1 + alpha
	}
	return 1
}

// At returns where m draws one coordinate of a body whose previous and
// current values are given, at alpha: Between(previous, current, k) with k
// from Weight.
func (m Mode) At(previous, current, alpha float64) float64 {
	return fixed.Lerp(previous, current, m.Weight(alpha))
}

// String returns the mode's name: "newest", "interpolate" or "extrapolate",
// the names flags and JSON output use.
func (m Mode) String() string {
	switch m {
	case Interpolate:
		return "interpolate"
	case Extrapolate:
		return "extrapolate"
	case Newest:
		return "newest"
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// MarshalText returns the mode's name, so that JSON and flag.TextVar show
// modes by name.
func (m Mode) MarshalText() ([]byte, error) {
	if int(m) >= len(Modes) {
		return nil, fmt.Errorf("drawing mode %d: no such mode", uint8(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText sets m to the mode named text, as [Parse] reads it.
func (m *Mode) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Parse returns the mode named s, as String writes it, or an error naming s
// and the names it accepts.
func Parse(s string) (Mode, error) {
	for _, m := range Modes {
		if m.String() == s {
			return m, nil
		}
	}
	return 0, fmt.Errorf("drawing mode %q: must be newest, interpolate or extrapolate", s)
}
