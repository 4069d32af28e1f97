package instrument_test

import (
	"math"
	"strconv"
	"testing"

	"tickbox/sim/instrument"
)

// A printed alpha never leaves the alpha's range by rounding, and is
// rounded otherwise: it never prints a multiple of ½ it is below (a
// policy's excluded upper bound: tickbox-steady's trace printed 0.500 for
// 0.49999996, its range [-½, ½)), nor -0.000 (printed for tiny negatives).
func TestShownAlpha(t *testing.T) {
	for _, tc := range []struct {
		alpha float64
		want  string
	}{
		{0.49999996, "0.499"},
		{0.4996, "0.499"},
		{0.4994, "0.499"},
		{0.5, "0.500"},
		{0.50000004, "0.500"}, // above ½: at it is fine
		{-0.5, "-0.500"},
		{-0.49999996, "-0.500"}, // above -½, the range's included bound
		{-0.50000004, "-0.501"},
		{-1e-8, "-0.001"},
		{-0.0004, "-0.001"},
		{math.Copysign(0, -1), "0.000"},
		{1e-8, "0.000"},
		{0.29, "0.290"},
		{16666666.0 / (1e9 / 60), "0.999"}, // a frame 2/3 ns short of a tick
		{0.9995, "0.999"},
		{-0.99999, "-0.999"},
		{5.0 / 12, "0.417"},
		{0.25, "0.250"},
		{0, "0.000"},
		{-1.0 / 6, "-0.167"},
	} {
		if got := strconv.FormatFloat(instrument.ShownAlpha(tc.alpha, 3), 'f', 3, 64); got != tc.want {
			t.Errorf("ShownAlpha(%v, 3) prints %s, want %s", tc.alpha, got, tc.want)
		}
	}
}
