package lab_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/lab"
	"tickbox/sim/pacing"
)

// The measurement: 60, 120 and 144 Hz displays with ±1 time.Millisecond of
// seeded timer noise and a noise-free 59.94 Hz display, ten minutes of game
// time each, through the real scheduler. With the Snapper on, the frames
// whose tick count differs from the noise-free timeline's fall at least
// tenfold on every noisy display (to none, with the rate given), none
// appear on the noise-free one, and the total ticks stay within one of the
// raw run's. Checked with the rate given and measured, for three seeds.
func TestSnappingRepairsNoisyTimelines(t *testing.T) {
	for _, given := range []bool{true, false} {
		for _, seed := range []uint64{1, 2, 3} {
			s := lab.DefaultPacingSettings()
			s.Seed, s.Given = seed, given
			for _, d := range s.Displays() {
				c := pacing.Config{}
				if given {
					c.Refresh = d.Hz()
				}
				tl, err := lab.MeasureTimeline(d, s.Game, c)
				if err != nil {
					t.Fatal(err)
				}
				checkTimeline(t, tl, given)
			}
		}
	}
}

func checkTimeline(t *testing.T, tl lab.Timeline, given bool) {
	t.Helper()
	name := tl.Name
	if given {
		name += ", rate given"
	}
	if want := int64(10*time.Minute/time.Second) * 60; tl.TicksRaw < want-1 || tl.TicksRaw > want {
		t.Errorf("%s: %d ticks raw, want ten minutes' worth, %d", name, tl.TicksRaw, want)
	}
	if d := tl.TicksSnapped - tl.TicksRaw; d < -1 || d > 1 {
		t.Errorf("%s: %d ticks snapped, %d raw: want within one", name, tl.TicksSnapped, tl.TicksRaw)
	}
	if tl.MaxCarry > pacing.DefaultTolerance {
		t.Errorf("%s: the Snapper held up to %v, want within the tolerance %v", name, tl.MaxCarry, pacing.DefaultTolerance)
	}
	switch {
	case !tl.Noisy && (tl.OffByOneRaw != 0 || tl.OffByOneSnapped != 0):
		t.Errorf("%s: %d frames off raw, %d snapped, want none on a noise-free display", name, tl.OffByOneRaw, tl.OffByOneSnapped)
	case tl.Noisy && tl.OffByOneRaw < tl.Frames/20:
		t.Errorf("%s: only %d of %d frames off raw: the noise should upset far more", name, tl.OffByOneRaw, tl.Frames)
	case tl.Noisy && tl.OffByOneSnapped*lab.MinReduction > tl.OffByOneRaw:
		t.Errorf("%s: %d frames off raw, %d snapped: want at least %d times fewer", name, tl.OffByOneRaw, tl.OffByOneSnapped, lab.MinReduction)
	case given && tl.OffByOneSnapped != 0:
		t.Errorf("%s: %d frames off snapped, want none with the rate given", name, tl.OffByOneSnapped)
	case tl.OffByOneSnapped > tl.Unknown:
		t.Errorf("%s: %d frames off snapped but the rate was known after %d: snapped frames went astray", name, tl.OffByOneSnapped, tl.Unknown)
	}
	t.Logf("%-28s %6d frames: off by a tick %5d raw, %3d snapped (rate known after %3d); ticks %d raw, %d snapped",
		name, tl.Frames, tl.OffByOneRaw, tl.OffByOneSnapped, tl.Unknown, tl.TicksRaw, tl.TicksSnapped)
}

func TestMeasureTimelineRejects(t *testing.T) {
	ok := lab.Display{Num: 60, Den: 1}
	tests := []struct {
		d    lab.Display
		game time.Duration
		c    pacing.Config
		want string
	}{
		{lab.Display{Num: 5, Den: 1}, time.Minute, pacing.Config{}, "display 5/1 Hz: must be 10 to 1000 Hz"},
		{lab.Display{Num: 60, Den: 0}, time.Minute, pacing.Config{}, "display 60/0 Hz"},
		{lab.Display{Num: 60, Den: 1, Noise: -time.Millisecond}, time.Minute, pacing.Config{}, "timer noise -1ms"},
		{lab.Display{Num: 60, Den: 1, Noise: time.Second}, time.Minute, pacing.Config{}, "timer noise 1s: must be 0 to 100ms"},
		{ok, 0, pacing.Config{}, "game time 0s: must be above 0"},
		{ok, 11 * time.Hour, pacing.Config{}, "game time 11h0m0s"},
		{ok, time.Minute, pacing.Config{Refresh: 5}, "refresh rate 5 Hz"},
	}
	for _, tt := range tests {
		_, err := lab.MeasureTimeline(tt.d, tt.game, tt.c)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("MeasureTimeline(%+v, %v, %+v) error = %v, want one containing %q", tt.d, tt.game, tt.c, err, tt.want)
		}
	}
}
