package instrument_test

import (
	"math"
	"testing"

	"tickbox/sim/instrument"
)

// Judder is the ratios' standard deviation over their mean: steps drawn
// 2/3 and 4/3 of what was due scatter by a third; even steps, none; no
// step or a mean of 0, 0 rather than a division by 0.
func TestJudder(t *testing.T) {
	for _, c := range []struct {
		name   string
		ratios []float64
		want   float64
	}{
		{"none", nil, 0},
		{"even", []float64{1, 1, 1, 1}, 0},
		{"a third each way", []float64{2.0 / 3, 4.0 / 3, 2.0 / 3, 4.0 / 3}, 1.0 / 3},
		{"half speed, even", []float64{0.5, 0.5, 0.5}, 0},
		{"one in two frames", []float64{0, 2, 0, 2}, 1},
		{"mean 0", []float64{-1, 1}, 0},
	} {
		var j instrument.Judder
		for _, r := range c.ratios {
			j.Add(r)
		}
		if got := j.Value(); math.Abs(got-c.want) > 1e-12 || j.Frames() != int64(len(c.ratios)) {
			t.Errorf("%s: judder %v of %d frames, want %v of %d", c.name, got, j.Frames(), c.want, len(c.ratios))
		}
	}
}
