package blend

import "math"

// Angle returns the angle k of the way from previous to current, in
// radians, turning the short way round: from 350° to 10° it passes
// through 0°, not back through 180°. The turn between the two is taken
// as the one of at most half a turn either way (exactly half a turn may
// go either way), so an angle a game keeps in any range (wrapped into
// [0, 2π) at each tick, or counting whole turns) draws the same. The
// result is not wrapped: from 350° to 10° at k = ½ it is 360°, which
// draws as 0°. k may lie outside [0, 1] (a negative alpha, an
// extrapolation), turning on along the same short way.
func Angle(previous, current, k float64) float64 {
	turn := math.Remainder(current-previous, 2*math.Pi) // exact: in [-π, π]
	return previous + float64(turn*k)
}
