package sandbox

import (
	"math"
	"testing"

	"tickbox/sim/bounce"
)

// D cycles the twin: off, Clang style, GCC style, off. Each starts as a
// copy of the fixed world in its build and is stepped in lockstep with the
// same input: equal at first, then apart after 20 s exactly as far as the
// two worlds stepped side by side here; a reset starts it over from the
// new world.
func TestTwinCyclesAndDrifts(t *testing.T) {
	s, clock := newSandbox(t, nil)
	s.Frame()
	s.Do(Jump) // as the lab's desync does at tick 0
	for _, b := range []bounce.Build{bounce.Clang, bounce.GCC} {
		s.Do(Reset)
		s.Do(CycleTwin)
		twin := s.Scene().Twin()
		if twin == nil || twin.Config.Build != b || s.Scene().TwinBuild() != b || s.Scene().TwinApart() != 0 {
			t.Fatalf("after D the twin is %v, %v m apart; want the %s build, 0 m", twin, s.Scene().TwinApart(), b.Title())
		}
		s.Do(Jump)
		run(s, clock, frame60, 20*60)
		if s.Scene().World().Tick != 1200 || twin.Tick != 1200 {
			t.Fatalf("%s: the world is at tick %d, its twin at %d; want both at 1200", b.Title(), s.Scene().World().Tick, twin.Tick)
		}
		if d, want := s.Scene().TwinApart(), apartAfter(t, b, 1200); d != want || d == 0 {
			t.Errorf("%s: ball 1 %v m apart after 20 s; want %v, as stepped side by side", b.Title(), d, want)
		}
	}
	s.Do(CycleTwin)
	if s.Scene().Twin() != nil || s.Scene().TwinApart() != 0 || s.Scene().TwinBuild() != bounce.Strict {
		t.Fatal("D after GCC style left the twin on")
	}
}

// apartAfter steps the default world and its twin of build b side by side
// for ticks ticks, with one jump at tick 0, and returns how far apart
// ball 1 is.
func apartAfter(t *testing.T, b bounce.Build, ticks int64) float64 {
	c := bounce.DefaultConfig()
	w, _ := bounce.New(c)
	c.Build = b
	twin, _ := bounce.New(c)
	for w.Tick < ticks {
		in := bounce.Input{Jump: bounce.Tap(w.Tick == 0)}
		w.Step(in)
		twin.Step(in)
	}
	dx, dy := w.Balls.X[0]-twin.Balls.X[0], w.Balls.Y[0]-twin.Balls.Y[0]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}

// The twin follows the tick rate, and a replay's input.
func TestTwinFollowsRateAndReplay(t *testing.T) {
	s, clock := newSandbox(t, nil)
	s.Do(CycleTwin)
	s.Do(CycleRate)
	if got := s.Scene().Twin().Config.Rate; got != 120 {
		t.Fatalf("twin at %d Hz after T, want 120", got)
	}
	r := recordHeadless(t, s.Scene().World().Config, 600, true)
	if err := s.Play(r); err != nil {
		t.Fatal(err)
	}
	playToEnd(t, s, clock, steady(frame60), nil)
	if tw := s.Scene().Twin(); tw.Tick != r.Final || tw.Config.Rate != 120 || s.Scene().TwinApart() == 0 {
		t.Fatalf("after the replay the twin is at tick %d, %d Hz, %v m apart; want %d, 120 Hz, apart",
			tw.Tick, tw.Config.Rate, s.Scene().TwinApart(), r.Final)
	}
}
