package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// The keys step through the choices (the scales in quarters) and wrap round at either end, as
// the fps cap's does; a value that is not a choice (a flag's) steps to the nearest choice that way.
func TestSteps(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		name      string
		got, want int64
	}{
		{"scale up from 16", int64(4 * instrument.StepScale(16, +1)), 1},
		{"scale down from ¼", int64(4 * instrument.StepScale(0.25, -1)), 64},
		{"scale up from ¾", int64(4 * instrument.StepScale(0.75, +1)), 4},
		{"scale down from ¾", int64(4 * instrument.StepScale(0.75, -1)), 2},
		{"scale up from 1", int64(4 * instrument.StepScale(1, +1)), 8},
		{"load up from 7 ms", int64(instrument.StepLoad(7*ms, +1)), int64(10 * ms)},
		{"load down from 7 ms", int64(instrument.StepLoad(7*ms, -1)), int64(5 * ms)},
		{"load up from 40 ms", int64(instrument.StepLoad(40*ms, +1)), 0},
		{"load down from 0", int64(instrument.StepLoad(0, -1)), int64(40 * ms)},
		{"load up from a flag's 50 ms", int64(instrument.StepLoad(50*ms, +1)), 0},
		{"load down from a flag's 50 ms", int64(instrument.StepLoad(50*ms, -1)), int64(40 * ms)},
		{"fps cap after 20", int64(instrument.NextFPSCap(20)), 0},
		{"fps cap after vsync", int64(instrument.NextFPSCap(0)), 144},
		{"fps cap after 50", int64(instrument.NextFPSCap(50)), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
}
