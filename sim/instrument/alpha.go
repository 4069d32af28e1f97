package instrument

import "math"

// ShownAlpha returns alpha to print with decimals places: alpha rounded to
// them, except where rounding would print a bound that alpha does not
// reach. The policies keep alpha in ranges whose bounds are multiples of ½
// and whose upper bound is left out ([0, 1) for Tickbox's own loop,
// [-½, ½) for tickbox-steady's smooth clock, [-1, 1) while frames are
// irregular): so a value below a multiple of ½ never prints at it (with
// three places, 0.49999996 prints 0.499, not 0.500, and -0.00000001
// prints -0.001, not -0.000, which would also read as a sign on nothing),
// and a value between -1 and 1 never prints ±1 (0.99999996, a nanosecond
// short of a tick, prints 0.999). Zero prints 0.000, never -0.000.
func ShownAlpha(alpha float64, decimals int) float64 {
	unit := math.Pow(10, -float64(decimals))
	// Within half a unit below b (a hair more, for the float's own
	// rounding), printing would round up to b: the value below it instead.
	// Elsewhere alpha is returned as it is, for the printer to round.
	if b := math.Ceil(2*alpha) / 2; alpha < b && b-alpha <= unit/2*(1+1e-9) {
		return b - unit
	}
	if alpha == 0 {
		return 0 // not -0, which prints with its sign
	}
	inside := 1 - unit // 0.999: the last printable value below 1
	return max(-inside, min(alpha, inside))
}
