package fixed_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// Pause stops the ticks and freezes alpha; one tick runs one tick and
// stays paused; resuming goes on.
func TestPauseAndOneTick(t *testing.T) {
	g := &runner{}
	l := newLoop[press](t, g, fixed.Options{Policy: "tickbox"})
	advance(t, l, tick*3/2)
	alpha := l.Latest().Alpha
	l.SetPaused(true)
	if f := advance(t, l, time.Second); f.Ticks != 0 || f.Alpha != alpha || !f.Paused {
		t.Fatalf("paused: %d ticks, alpha %v (was %v), paused %v", f.Ticks, f.Alpha, alpha, f.Paused)
	}
	l.OneTick()
	l.OneTick() // twice before a frame: still one
	if f := advance(t, l, time.Second); f.Ticks != 1 || f.Tick != 2 {
		t.Fatalf("one tick: ran %d, at tick %d; want 1, at 2", f.Ticks, f.Tick)
	}
	if f := advance(t, l, time.Second); f.Ticks != 0 {
		t.Fatalf("after one tick, still paused: ran %d", f.Ticks)
	}
	l.SetPaused(false)
	if f := advance(t, l, 2*tick); f.Ticks != 2 {
		t.Fatalf("resumed: ran %d of 2", f.Ticks)
	}
}

// The time scale runs more ticks of the same step, or fewer.
func TestScale(t *testing.T) {
	l := newLoop[press](t, &runner{}, fixed.Options{Policy: "tickbox", Scale: 0.5})
	if f := advance(t, l, 4*tick); f.Ticks != 2 || f.Scale != 0.5 {
		t.Fatalf("×½: %d ticks for 4 ticks of time, scale %v", f.Ticks, f.Scale)
	}
	if err := l.SetScale(2); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, 2*tick); f.Ticks != 4 {
		t.Fatalf("×2: %d ticks for 2 ticks of time", f.Ticks)
	}
	if err := l.SetScale(0.1); err == nil || !strings.Contains(err.Error(), "0.1") {
		t.Fatalf("SetScale(0.1) = %v, want it refused, named", err)
	}
}

// SetRate tells a game that follows the rate before the next tick, and
// refuses for one that does not.
func TestSetRate(t *testing.T) {
	g := &runner{}
	l := newLoop[press](t, g, fixed.Options{Policy: "tickbox"})
	if err := l.SetRate(120); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, 2*tick); f.Ticks != 4 || f.Rate != 120 || !slices.Equal(g.Rates, []int{60, 120}) {
		t.Fatalf("at 120 Hz: %d ticks in two 60 Hz ticks' time, rate %d, the game told %v", f.Ticks, f.Rate, g.Rates)
	}
	if err := l.SetRate(0); err == nil {
		t.Fatal("SetRate(0) was taken")
	}
	n := newLoop[fixed.None](t, &still{}, fixed.Options{})
	if err := n.SetRate(30); err == nil || !strings.Contains(err.Error(), "SetRate") {
		t.Fatalf("SetRate on a game without one: %v", err)
	}
}

// still is a game that takes no input and does not follow the rate.
type still struct{ ticks int }

func (s *still) Step(fixed.None) { s.ticks++ }

// Policies and limits change between frames: with the limits off, a
// second's frame runs 60 ticks; with them, 5.
func TestPolicyAndLimits(t *testing.T) {
	l := newLoop[press](t, &runner{}, fixed.Options{})
	if err := l.SetPolicy("tickbox"); err != nil {
		t.Fatal(err)
	}
	if err := l.SetLimits(fixed.Unlimited, fixed.Unlimited); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, time.Second); f.Policy != "tickbox" || f.Ticks != 60 {
		t.Fatalf("tickbox without limits: a second ran %d ticks under %s, want 60", f.Ticks, f.Policy)
	}
	if err := l.SetLimits(0, 0); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, time.Second); f.Ticks > 8 || f.Totals.DroppedTicks == 0 {
		t.Fatalf("with the limits back: a second ran %d ticks, %d dropped in all", f.Ticks, f.Totals.DroppedTicks)
	}
	if err := l.SetPolicy("none"); err == nil || !strings.Contains(err.Error(), `"none"`) {
		t.Fatalf("SetPolicy(none) = %v", err)
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

// A 60 Hz display read with ±1 ms of timer noise, 60 Hz ticks under the
// textbook policy: raw, the frames run 0 or 2 ticks where they should run
// 1; snapped, every frame after the refresh is known runs exactly 1, the
// frames say what the snapping carries, never more than the noise, and it
// neither gains nor loses a tick over the run.
func TestSnap(t *testing.T) {
	const warmUp = 60 // frames for the refresh to be measured
	frames := noisyFrames(60, time.Millisecond, 1, 600)
	for _, refresh := range []float64{60, 0} { // given, measured
		var offByOne [2]int
		var ticks [2]int64
		for i, snap := range []bool{false, true} {
			l := newLoop[press](t, &runner{}, fixed.Options{Policy: "tickbox"}, fixed.DevOptions{On: true}, fixed.SnapOptions{On: snap, Refresh: refresh})
			var carried time.Duration
			for k, d := range frames {
				f := advance(t, l, d)
				if k >= warmUp && f.Ticks != 1 {
					offByOne[i]++
				}
				carried = max(carried, f.Carry.Abs())
			}
			ticks[i] = l.Tick()
			st := l.Dev().Stats()
			if snap && (st.Refresh != 60 || st.Snapped == 0 || carried == 0 || carried > 2*time.Millisecond) ||
				!snap && carried != 0 {
				t.Errorf("refresh %v, snap %v: refresh %v Hz, %d frames snapped, carried up to %v; want 60 Hz, some, within 2 ms snapped, none raw",
					refresh, snap, st.Refresh, st.Snapped, carried)
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

// After Close no tick runs, whatever frames come.
func TestNoTickAfterClose(t *testing.T) {
	g := &runner{}
	l := newLoop[press](t, g, fixed.Options{})
	advance(t, l, tick)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	advance(t, l, time.Second)
	if len(g.Inputs) != 1 {
		t.Fatalf("%d ticks ran, want the one before Close", len(g.Inputs))
	}
}
