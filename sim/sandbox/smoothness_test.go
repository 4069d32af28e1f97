package sandbox

import (
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// smoothAfter returns the stats after n frames of a sandbox made with
// edit, each frame frame long (0: as the shaper makes them, for jitter).
func smoothAfter(t *testing.T, edit func(*Options), frame time.Duration, n int) instrument.Stats {
	t.Helper()
	s, clock := newSandbox(t, edit)
	run(s, clock, frame, n)
	return s.Scene().Stats()
}

// The judder and animation error compare the game time drawn with each
// frame's length times the time scale: jittery frames drawn interpolated
// are as smooth at ×16 and ×¼ as at ×1 (the error read 505 ms at ×16 and
// 18 ms at ×¼ when the scale was left out), while newest-only drawing,
// which steps in whole ticks, is not smooth at any scale.
func TestSmoothnessFollowsTheScale(t *testing.T) {
	for _, mode := range []Mode{Interpolate, Newest} {
		at := func(quarters int) instrument.Stats {
			return smoothAfter(t, func(o *Options) { o.Jitter, o.Scale, o.Mode = true, float64(quarters)/4, mode }, 0, 300)
		}
		one := at(4)
		for _, q := range []int{64, 1} {
			st := at(q)
			if !st.SmoothMeasured {
				t.Fatalf("%v at %d quarters: no second measured after 300 jittery frames", mode, q)
			}
			if mode == Interpolate && (st.Judder > 1e-6 || st.AnimationError > 1e-3) {
				t.Errorf("interpolated jitter at %d quarters: judder %v, error %v ms; want 0, as at ×1 (%v, %v)",
					q, st.Judder, st.AnimationError, one.Judder, one.AnimationError)
			}
			if mode == Newest && (st.Judder < 0.01 || st.AnimationError < 0.1) {
				t.Errorf("newest-only jitter at %d quarters: judder %v, error %v ms; want some, as at ×1 (%v, %v)",
					q, st.Judder, st.AnimationError, one.Judder, one.AnimationError)
			}
		}
	}
}

// The figures measure the mode on screen: at 10 Hz and 60 fps newest-only
// drawing steps a tick every sixth frame, judder √5 (it read 0.000, the
// interpolated figure); interpolation and variable step are smooth, and
// keep up with real time (a variable world left standing would judder
// not at all, but fall behind).
func TestSmoothnessMeasuresTheMode(t *testing.T) {
	for _, tc := range []struct {
		mode     Mode
		min, max float64
		maxError float64 // ms
	}{
		{Newest, 2.2, 2.25, 100}, // steps of 0, 0, 0, 0, 0, 6 frames' worth: sd √5 of mean 1
		{Interpolate, 0, 1e-6, 1e-3},
		{Extrapolate, 0, 1e-6, 1e-3},
		{Variable, 0, 1e-6, 1e-3},
	} {
		st := smoothAfter(t, func(o *Options) { o.World.Rate, o.Mode = 10, tc.mode }, frame60, 200)
		if !st.SmoothMeasured || st.Judder < tc.min || st.Judder > tc.max || st.AnimationError > tc.maxError {
			t.Errorf("%v at 10 Hz, 60 fps: judder %v, error %v ms (measured %v), want %v to %v, at most %v ms",
				tc.mode, st.Judder, st.AnimationError, st.SmoothMeasured, tc.min, tc.max, tc.maxError)
		}
	}
}

// A pause, a new mode or a new world stops the measurement: the overlay
// shows no figure of motion that is not on screen, and a figure again
// once a whole second has been measured. A pause holds the figure it
// found while it lasts (the overlay stands still), and starts over on
// resuming.
func TestSmoothnessStartsOver(t *testing.T) {
	for _, tc := range []struct {
		name   string
		action instrument.Action
	}{
		{"pause", instrument.TogglePause}, {"mode", CycleDraw}, {"reset", Reset},
		{"scale", instrument.ScaleUp}, {"rate", CycleRate},
	} {
		s, clock := newSandbox(t, func(o *Options) { o.Mode = Newest })
		run(s, clock, frame60, 70)
		if !s.Scene().Stats().SmoothMeasured {
			t.Fatalf("%s: not measured after 70 frames", tc.name)
		}
		s.Do(tc.action)
		if tc.action == instrument.TogglePause {
			found := s.Scene().Stats()
			run(s, clock, frame60, 100)
			if st := s.Scene().Stats(); st.Judder != found.Judder || !st.SmoothMeasured {
				t.Errorf("pause: judder %v measured %v while paused; want %v held", st.Judder, st.SmoothMeasured, found.Judder)
			}
			s.Do(instrument.TogglePause)
		}
		run(s, clock, frame60, 1)
		if st := s.Scene().Stats(); st.SmoothMeasured || st.Judder != 0 {
			t.Errorf("%s: judder %v measured %v after it; want none", tc.name, st.Judder, st.SmoothMeasured)
		}
		run(s, clock, frame60, 62)
		if !s.Scene().Stats().SmoothMeasured {
			t.Errorf("%s: not measured again a second after it", tc.name)
		}
	}
}
