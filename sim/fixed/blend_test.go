package fixed_test

import (
	"math"
	"testing"

	"tickbox/sim/fixed"
)

// Lerp is previous + (current-previous)·alpha, on along the line outside
// [0, 1].
func TestLerp(t *testing.T) {
	for _, c := range []struct{ previous, current, alpha, want float64 }{
		{2, 4, 0.5, 3}, {2, 4, 0, 2}, {2, 4, 1, 4}, {2, 4, -0.5, 1}, {2, 4, 1.5, 5},
	} {
		if got := fixed.Lerp(c.previous, c.current, c.alpha); got != c.want {
			t.Errorf("Lerp(%v, %v, %v) = %v, want %v", c.previous, c.current, c.alpha, got, c.want)
		}
	}
}

// LerpAngle turns the short way round, whichever way the angles were kept:
// wrapped at each tick, counting whole turns, or negative.
func TestLerpAngle(t *testing.T) {
	const deg = math.Pi / 180
	for _, tt := range []struct {
		previous, current, k, want float64 // degrees
	}{
		{350, 10, 0.5, 360},     // across 0°: through 360°, not back through 180°
		{10, 350, 0.5, 0},       // and back
		{10, 350 - 720, 0.5, 0}, // the same angle two turns down
		{0, 90, 0.5, 45},        // no wrap: a plain blend
		{0, 90, -0.5, -45},      // a negative alpha turns back along the same way
		{-170, 170, 0.25, -175},
		{720, 30, 1, 750}, // a game counting turns: 30° is 750° the short way
	} {
		got := fixed.LerpAngle(tt.previous*deg, tt.current*deg, tt.k) / deg
		if math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("LerpAngle(%v°, %v°, %v) = %v°, want %v°", tt.previous, tt.current, tt.k, got, tt.want)
		}
	}
}
