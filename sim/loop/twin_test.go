package loop_test

import (
	"testing"

	"tickbox/sim/loop"
)

// D starts a twin of the fixed world with the other rounding, stepped in
// lockstep with the same input: equal at first, then apart, as the lab's
// desync command shows (3.56 mm after 20 s of the default world); D again
// stops it, and a reset starts it over from the new world.
func TestTwinDriftsFromTheRealWorld(t *testing.T) {
	for _, fused := range []bool{false, true} {
		s, clock := newSandbox(t, func(o *loop.Options) { o.World.Fused = fused })
		s.Frame(s.Wait())
		s.Do(loop.Jump) // as the lab's desync does at tick 0
		s.Do(loop.ToggleFused)
		twin := s.Twin()
		if twin == nil || twin.Config.Fused == fused || s.TwinApart() != 0 {
			t.Fatalf("fused %v: after D the twin is %v, %v m apart; want the other rounding, 0 m", fused, twin, s.TwinApart())
		}
		run(s, clock, frame60, 20*60)
		if s.World().Tick != 1200 || twin.Tick != 1200 {
			t.Fatalf("fused %v: the world is at tick %d, its twin at %d; want both at 1200", fused, s.World().Tick, twin.Tick)
		}
		if d := s.TwinApart(); d < 1e-3 || d > 1e-2 {
			t.Errorf("fused %v: ball 1 %v m apart after 20 s; want the lab's 3.56 mm", fused, d)
		}
		s.Do(loop.Reset)
		if s.Twin() == nil || s.TwinApart() != 0 || s.Twin().Tick != 0 {
			t.Fatalf("fused %v: after a reset the twin is %v m apart at tick %d; want 0 m at 0", fused, s.TwinApart(), s.Twin().Tick)
		}
		s.Do(loop.ToggleFused)
		if s.Twin() != nil || s.TwinApart() != 0 {
			t.Fatalf("fused %v: D again left the twin on", fused)
		}
	}
}

// The twin follows the tick rate, and a replay's input.
func TestTwinFollowsRateAndReplay(t *testing.T) {
	s, clock := newSandbox(t, nil)
	s.Do(loop.ToggleFused)
	s.Do(loop.CycleRate)
	if got := s.Twin().Config.Rate; got != 120 {
		t.Fatalf("twin at %d Hz after T, want 120", got)
	}
	r := recordHeadless(t, s.World().Config, 600, true)
	if err := s.Play(r); err != nil {
		t.Fatal(err)
	}
	playToEnd(t, s, clock, fixed(frame60), nil)
	if tw := s.Twin(); tw.Tick != r.FinalTick || tw.Config.Rate != 120 || s.TwinApart() == 0 {
		t.Fatalf("after the replay the twin is at tick %d, %d Hz, %v m apart; want %d, 120 Hz, apart",
			tw.Tick, tw.Config.Rate, s.TwinApart(), r.FinalTick)
	}
}
