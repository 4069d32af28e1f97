package pacing_test

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/pacing"
)

// attached returns a loop of the test game on a virtual clock, with the
// dev layer attached if dev (else a nil Dev), and a Snapper made of c
// attached to it as its Length hook and shown by its dev layer.
func attached(t *testing.T, o fixed.Options, dev bool, c pacing.Config) (*fixed.Loop[fixedtest.Press], *pacing.Snapper, *instrument.Dev) {
	t.Helper()
	g := fixed.Stepper[fixedtest.Press](&fixedtest.Runner{})
	l := fixedtest.New(t, fixed.New[fixedtest.Press], g, o)
	var d *instrument.Dev
	if dev {
		var err error
		if d, err = instrument.Attach(l, g, instrument.DevOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	s, err := pacing.New(c)
	if err != nil {
		t.Fatal(err)
	}
	l.Hook(fixed.Hooks[fixedtest.Press]{Length: s.Length})
	if d != nil {
		d.SetSnapper(s)
	}
	return l, s, d
}

// A 60 Hz display read with ±1 ms of timer noise, 60 Hz ticks under the
// textbook policy: raw, the frames run 0 or 2 ticks where they should run
// 1; snapped, every frame after the refresh is known runs exactly 1, the
// Snapper says what it carries, never more than the noise, the dev layer
// shows its figures, and it neither gains nor loses a tick over the run.
func TestSnapAttached(t *testing.T) {
	const warmUp = 60 // frames for the refresh to be measured
	frames := noisyFrames(60, time.Millisecond, 1, 600)
	for _, refresh := range []float64{60, 0} { // given, measured
		var offByOne [2]int
		var ticks [2]int64
		for i, snap := range []bool{false, true} {
			l, s, dev := attached(t, fixed.Options{Policy: "tickbox"}, true, pacing.Config{On: snap, Refresh: refresh})
			var carried time.Duration
			for k, d := range frames {
				f := fixedtest.Advance(t, l, d)
				if k >= warmUp && f.Ticks != 1 {
					offByOne[i]++
				}
				carried = max(carried, s.Carry().Abs())
			}
			ticks[i] = l.Tick()
			st := dev.Stats()
			if snap && (st.Refresh != 60 || st.Snapped == 0 || carried == 0 || carried > 2*time.Millisecond) ||
				!snap && carried != 0 || dev.Settings().Snap != snap {
				t.Errorf("refresh %v, snap %v: refresh %v Hz, %d frames snapped, carried up to %v, the dev layer says snap %v; want 60 Hz, some, within 2 ms snapped, none raw, %v",
					refresh, snap, st.Refresh, st.Snapped, carried, dev.Settings().Snap, snap)
			}
		}
		if offByOne[0] < len(frames)/10 || offByOne[1] != 0 {
			t.Errorf("refresh %v: frames not running 1 tick: %d raw, %d snapped; want many raw, none snapped", refresh, offByOne[0], offByOne[1])
		}
		if d := ticks[1] - ticks[0]; d < -1 || d > 1 {
			t.Errorf("refresh %v: ticks run: %d raw, %d snapped; want within 1 (no game time gained or lost)", refresh, ticks[0], ticks[1])
		}
	}
}

// A Snapper under NoRefresh measures no refresh while snapping is off;
// one with Refresh 0 measures it from the frames, for a dev layer to
// show.
func TestNoRefresh(t *testing.T) {
	frame := time.Second / 60
	for _, c := range []struct {
		refresh float64
		want    bool
	}{{0, true}, {pacing.NoRefresh, false}} {
		l, s, _ := attached(t, fixed.Options{}, false, pacing.Config{Refresh: c.refresh})
		for range 240 {
			fixedtest.Advance(t, l, frame)
		}
		if got := s.Refresh(); (got != 0) != c.want {
			t.Errorf("Refresh %v: after 4 s of 60 Hz frames, the Snapper found %v Hz; measured: want %v", c.refresh, got, c.want)
		}
	}
}

// noisyFrames returns n frame lengths of a display refreshing hz times a
// second, read by a clock with noise drawn uniformly from ±noise: the time
// between consecutive noisy readings of the refresh instants.
func noisyFrames(hz float64, noise time.Duration, seed uint64, n int) []time.Duration {
	r := rand.New(rand.NewPCG(seed, 2))
	reading := func(k int) time.Duration {
		exact := time.Duration(math.Ceil(float64(k) * float64(time.Second) / hz))
		return exact + time.Duration(r.Int64N(int64(2*noise+1))) - noise
	}
	out := make([]time.Duration, n)
	previous := reading(0)
	for k := range out {
		next := reading(k + 1)
		out[k] = next - previous
		previous = next
	}
	return out
}
