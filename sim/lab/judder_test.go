package lab_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/blend"
	"tickbox/sim/lab"
	"tickbox/sim/pacing"
)

// judderOf measures p and returns the judder of each mode by name.
func judderOf(t *testing.T, p lab.Pattern) map[blend.Mode]float64 {
	t.Helper()
	js, err := lab.MeasureJudder(p, pacing.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != len(blend.Modes) {
		t.Fatalf("%s: %d results, want one per mode", p.Name, len(js))
	}
	out := map[blend.Mode]float64{}
	for i, j := range js {
		if j.Mode != blend.Modes[i] || j.Pattern != p.Name {
			t.Errorf("%s: result %d is %v under %q, want %v under %q", p.Name, i, j.Mode, j.Pattern, blend.Modes[i], p.Name)
		}
		out[j.Mode] = j.RelativeStddev
	}
	t.Logf("%-22s newest %7.3f%%  interpolate %7.3f%%  extrapolate %7.3f%%", p.Name,
		100*out[blend.Newest], 100*out[blend.Interpolate], 100*out[blend.Extrapolate])
	return out
}

// Interpolated drawing moves a body at constant velocity evenly, within
// 1%, at every steady rate and under jittery frames; newest-only drawing
// does not at 144 fps or jittery frames, which shows the measure can tell.
func TestInterpolationIsSmooth(t *testing.T) {
	for _, p := range lab.DefaultPacingSettings().Patterns() {
		j := judderOf(t, p)
		noisy := p.Noise > 0 && !p.Snap
		if !noisy && j[blend.Interpolate] >= 0.01 {
			t.Errorf("%s: interpolated judder %.3f%%, want under 1%%", p.Name, 100*j[blend.Interpolate])
		}
		if strings.HasPrefix(p.Name, "144") || p.Jitter {
			if j[blend.Newest] < 0.5 {
				t.Errorf("%s: newest-only judder %.3f%%, want it far above interpolated", p.Name, 100*j[blend.Newest])
			}
		}
	}
}

// Timer noise shows as judder even when interpolating, because the loop
// draws where the clock says, not where the display is; snapping removes it.
func TestSnappingRemovesNoiseJudder(t *testing.T) {
	raw := judderOf(t, lab.Pattern{Name: "60 fps ±1ms", Rate: "60", Noise: time.Millisecond, Seed: 4})
	snapped := judderOf(t, lab.Pattern{Name: "60 fps ±1ms snapped", Rate: "60", Noise: time.Millisecond, Seed: 4, Snap: true})
	for _, m := range blend.Modes {
		if raw[m] < 0.02 {
			t.Errorf("%v raw: judder %.3f%%, want the noise to show (above 2%%)", m, 100*raw[m])
		}
		if snapped[m] >= 0.01 {
			t.Errorf("%v snapped: judder %.3f%%, want under 1%%", m, 100*snapped[m])
		}
	}
}

func TestMeasureJudderRejects(t *testing.T) {
	_, err := lab.MeasureJudder(lab.Pattern{Name: "bad", Rate: "20000"}, pacing.Config{})
	if err == nil || !strings.Contains(err.Error(), "frame rate 20000 fps") {
		t.Errorf("20000 fps: error = %v, want one naming it", err)
	}
	_, err = lab.MeasureJudder(lab.Pattern{Name: "bad", Rate: "60", Noise: time.Second}, pacing.Config{})
	if err == nil || !strings.Contains(err.Error(), "timer noise 1s") {
		t.Errorf("1 s of noise: error = %v, want one naming it", err)
	}
	_, err = lab.MeasureJudder(lab.Pattern{Name: "bad", Jitter: true}, pacing.Config{Tolerance: -1})
	if err == nil || !strings.Contains(err.Error(), "snap tolerance -1ns") {
		t.Errorf("a negative tolerance: error = %v, want one naming it", err)
	}
}
