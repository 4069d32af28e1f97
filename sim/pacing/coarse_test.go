package pacing_test

import (
	"fmt"
	"testing"
	"time"

	"tickbox/sim/pacing"
)

// A browser's clock is performance.now(), coarsened: 5 µs in Chromium with
// cross-origin isolation, 100 µs without, 1 ms in some browsers. Every
// reading is floored to that step, so frame lengths come in whole steps
// (16 or 17 ms at 60 Hz with a 1 ms clock). The Snapper must still measure
// the display's exact rate and snap every frame after that, returning the
// time it was given.
func TestCoarseClocks(t *testing.T) {
	for _, step := range []time.Duration{5 * time.Microsecond, 100 * time.Microsecond, ms} {
		for _, d := range []struct {
			num, den int64
			hz       float64
		}{{60, 1, 60}, {144, 1, 144}, {60000, 1001, 60000.0 / 1001}} {
			frames := lengths(coarse(readings(d.num, d.den, 0, 1, 3000), step))
			s := newSnapper(t, pacing.Config{})
			known, snapped := -1, int64(0)
			var given, returned time.Duration
			for k, e := range frames {
				given, returned = given+e, returned+s.Snap(e)
				if known < 0 && s.Refresh() != 0 {
					known, snapped = k+1, s.Snapped()
				}
			}
			after := int64(len(frames) - known)
			name := fmt.Sprintf("%.4g Hz", float64(d.num)/float64(d.den))
			t.Logf("%v clock, %-20s known after %3d frames: %.4f Hz, then %d of %d frames snapped",
				step, name, known, s.Refresh(), s.Snapped()-snapped, after)
			switch {
			case known < 0 || known > 300:
				t.Errorf("%v clock, %s: refresh known after %d frames, want within 300", step, name, known)
			case s.Refresh() != d.hz:
				t.Errorf("%v clock, %s: Refresh() = %v, want exactly %v", step, name, s.Refresh(), d.hz)
			case s.Snapped()-snapped != after:
				t.Errorf("%v clock, %s: %d of the %d frames after that snapped, want all", step, name, s.Snapped()-snapped, after)
			}
			if gap := given - returned; gap < -2*ms || gap > 2*ms {
				t.Errorf("%v clock, %s: given %v, returned %v: want them within the tolerance", step, name, given, returned)
			}
		}
	}
}

// coarse floors every reading to a multiple of step, as a browser's
// performance.now() does.
func coarse(r []time.Duration, step time.Duration) []time.Duration {
	out := make([]time.Duration, len(r))
	for i, v := range r {
		out[i] = v / step * step
	}
	return out
}
