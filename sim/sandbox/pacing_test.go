package sandbox

import (
	"log/slog"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"tickbox/sim/blend"
	"tickbox/sim/fixed"
)

// S switches the filter; -snap starts with it on; the refresh reads 0
// (measuring) until frames have shown it, unless given.
func TestSnapKeyAndOptions(t *testing.T) {
	s, clock := newSandbox(t, nil)
	if s.Scene().Settings().Snap || s.Scene().Stats().Refresh != 0 {
		t.Fatalf("by default: snap %v, refresh %v; want off, measuring", s.Scene().Settings().Snap, s.Scene().Stats().Refresh)
	}
	s.Do(ToggleSnap)
	if !s.Scene().Settings().Snap {
		t.Fatal("S did not switch the filter on")
	}
	run(s, clock, frame60, 300)
	if got := s.Scene().Stats().Refresh; got != 60 {
		t.Errorf("after 5 s of 60 fps frames the refresh reads %v, want 60", got)
	}
	s.Do(ToggleSnap)
	if s.Scene().Settings().Snap {
		t.Fatal("S did not switch the filter off")
	}
	given, _ := newSandbox(t, func(o *Options) { o.Snap.On, o.Snap.Refresh = true, 144 })
	if !given.Scene().Settings().Snap || given.Scene().Stats().Refresh != 0 {
		t.Errorf("-snap -refresh 144 before any frame: snap %v, refresh %v", given.Scene().Settings().Snap, given.Scene().Stats().Refresh)
	}
	given.Frame()
	if got := given.Scene().Stats().Refresh; got != 144 {
		t.Errorf("-refresh 144: the refresh reads %v", got)
	}
	for _, hz := range []float64{-1, 5, 1001, math.NaN(), math.Inf(1)} {
		o := DefaultOptions()
		o.Snap.Refresh = hz
		if _, err := New(o, &fixed.VirtualClock{}); err == nil {
			t.Errorf("refresh %v Hz accepted", hz)
		}
	}
}

// Each mode draws with the formula of package blend of the same name; a
// variable-step world draws its current state.
func TestModesDrawWithBlend(t *testing.T) {
	for _, tc := range []struct {
		mode    Mode
		name    string
		drawing blend.Mode
		k       float64 // at alpha 0.25
	}{
		{Interpolate, "interpolate", blend.Interpolate, 0.25},
		{Newest, "newest", blend.Newest, 1},
		{Extrapolate, "extrapolate", blend.Extrapolate, 1.25},
		{Variable, "variable", blend.Newest, 1},
	} {
		parsed, err := ParseMode(tc.name)
		if tc.mode.String() != tc.name || err != nil || parsed != tc.mode {
			t.Errorf("%v: String %q, ParseMode(%q) = %v, %v", tc.mode, tc.mode.String(), tc.name, parsed, err)
		}
		if got := tc.mode.drawing(); got != tc.drawing || got.Weight(0.25) != tc.k {
			t.Errorf("%v draws with %v, k %v at alpha 0.25; want %v, %v", tc.mode, got, got.Weight(0.25), tc.drawing, tc.k)
		}
	}
	if _, err := ParseMode("smooth"); err == nil {
		t.Error(`ParseMode("smooth") succeeded`)
	}
}

// The -log line carries the frames per second over the last second, which
// is how the window's figures in the documents are read, every number with fixed
// decimals (dropped_s=1.967, not 1.9666666670000001), and ball 1's x only
// when there is a ball 1.
func TestLogLine(t *testing.T) {
	for _, tc := range []struct {
		balls int
		want  *regexp.Regexp
	}{
		{3, regexp.MustCompile(`^level=INFO msg=frame frame_ms=33\.333 ticks=\d+ ball1_x=\d+\.\d{3} dropped_s=0\.000 unplayed_s=0\.000 fps=30\.0 draw_ms=0\.000 draw_mean_ms=0\.000$`)},
		{0, regexp.MustCompile(`^level=INFO msg=frame frame_ms=33\.333 ticks=\d+ dropped_s=0\.000 unplayed_s=0\.000 fps=30\.0 draw_ms=0\.000 draw_mean_ms=0\.000$`)},
	} {
		var out strings.Builder
		s, clock := newSandbox(t, func(o *Options) {
			o.World.Balls = tc.balls
			o.Logger = slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{
				ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
					if a.Key == slog.TimeKey {
						return slog.Attr{}
					}
					return a
				}}))
		})
		run(s, clock, time.Second/30, 90) // 3 s: the first second has the first frame, 0 long
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if last := lines[len(lines)-1]; len(lines) != 2 || !tc.want.MatchString(last) {
			t.Errorf("%d balls: log after 3 s at 30 fps: %q; want 2 lines, the last matching %v", tc.balls, lines, tc.want)
		}
	}
}
