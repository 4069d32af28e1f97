package pacing_test

import (
	"math"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

// Overload: for 5 s each tick costs twice its step, then nothing. The
// window's loop runs on a virtual clock, so each frame lasts the drawing
// time plus the cost of the ticks the frame before it ran. The cap keeps
// frames coming, a bounded time apart, with at most MaxUpdates ticks each;
// the game visibly slows (speed below 1); and within a second of the load
// ending the speed reads 1 again and stays there.
func TestOverloadSlowsAndRecovers(t *testing.T) {
	const (
		draw = 5 * time.Millisecond
		load = 5 * time.Second
		tail = 3 * time.Second
	)
	cost := 2 * (time.Second / sched.DefaultRate)
	o := sandbox.DefaultOptions()
	o.Load, o.RecordDir = cost, ""
	clock := &fixed.VirtualClock{}
	sb, err := sandbox.New(o, clock)
	if err != nil {
		t.Fatal(err)
	}
	sb.Frame() // the first frame starts the clock: it lasts nothing
	var wall time.Duration
	loadedFrames := 0
	slowest, recovered := 1.0, time.Duration(-1)
	for wall < load+tail {
		if wall >= load {
			for sb.Scene().Settings().Load > 0 {
				sb.Do(instrument.LoadDown)
			}
		}
		clock.Advance(draw)
		sb.Frame()
		st := sb.Scene().Stats()
		elapsed := st.Length
		if err := sb.Scene().Check(); err != nil || st.Err != nil {
			t.Fatal(err, st.Err)
		}
		wall += elapsed
		if st.Frame.Ticks > sched.DefaultMaxUpdates || elapsed > draw+cost*sched.DefaultMaxUpdates {
			t.Fatalf("at %v: a frame of %v ran %d ticks: want at most %d ticks, frames at most %v apart",
				wall, elapsed, st.Frame.Ticks, sched.DefaultMaxUpdates, draw+cost*sched.DefaultMaxUpdates)
		}
		switch v := st.Speed; {
		case wall <= load:
			loadedFrames++
			slowest = min(slowest, v)
		case math.Abs(v-1) > 1e-6: // the step is rounded to the ns: 2e-8 off at 60 Hz
			recovered = -1
		case recovered < 0:
			recovered = wall - load
		}
	}
	if minFrames := int(load / (draw + cost*sched.DefaultMaxUpdates)); loadedFrames < minFrames {
		t.Errorf("%d frames in the %v of load, want at least %d: frames must keep coming", loadedFrames, load, minFrames)
	}
	if slowest >= 0.9 {
		t.Errorf("slowest speed under load %.3f, want it well below 1", slowest)
	}
	if recovered < 0 || recovered > time.Second {
		t.Errorf("speed back to 1 %v after the load ended (-1: never), want within 1s", recovered)
	}
	t.Logf("under load: %d frames, speed down to %.3f, %d ticks dropped; speed back to 1 %v after the load ended",
		loadedFrames, slowest, sb.Scene().Stats().Totals.DroppedTicks, recovered)
}
