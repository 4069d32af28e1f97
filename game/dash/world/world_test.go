package world

import (
	"fmt"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// A jump rises as high at 20 fps as at 240, under jitter, and under any
// frame policy: the ticks are the same, only the frames that group them
// differ. The height is the arc's at the ticks: under jumpSpeed²/(2g),
// within one tick's rise of it.
func TestJumpHeightIsTheSameAtAnyFrameRate(t *testing.T) {
	var want float64
	patterns := map[string]func(int) time.Duration{
		"20 fps": fixedtest.Steady(20), "59.94 fps": fixedtest.Steady(59.94), "60 fps": fixedtest.Steady(60), "144 fps": fixedtest.Steady(144),
		"240 fps": fixedtest.Steady(240), "jitter": fixedtest.Jitter(7),
	}
	for _, name := range []string{"60 fps", "20 fps", "59.94 fps", "144 fps", "240 fps", "jitter"} {
		for _, policy := range []string{"", "tickbox", "godot"} {
			g, l := newLoop(t, fixed.Options{Policy: policy, MaxUpdates: fixed.Unlimited})
			jumped := false
			fixedtest.Play(t, l, patterns[name], 90, func(int64) fixed.Devices {
				j := !jumped
				jumped = true
				return keys(j, false, false)
			})
			if g.Player.Jumps != 1 {
				t.Fatalf("%s, %q: %d jumps, want 1", name, policy, g.Player.Jumps)
			}
			if want == 0 {
				want = g.Player.Peak
				exact := jumpSpeed * jumpSpeed / (2 * gravity)
				if rise := jumpSpeed / 60; want > exact || want < exact-rise {
					t.Fatalf("the jump rose %v px; the arc's top is %v", want, exact)
				}
				if got := fmt.Sprintf("%.1f", want); got != "168.7" {
					t.Fatalf("the jump rose %s px; game/shell/README.md says 168.7", got)
				}
			}
			if g.Player.Peak != want {
				t.Errorf("%s, %q: the jump rose %v px, at 60 fps %v", name, policy, g.Player.Peak, want)
			}
		}
	}
}

// The same input by tick plays the same game under any frames: the
// world's fingerprint after 600 ticks is one.
func TestTheGameIsTheSameUnderAnyFrames(t *testing.T) {
	var want uint64
	for _, lengths := range []func(int) time.Duration{fixedtest.Steady(60), fixedtest.Steady(144), fixedtest.Steady(30), fixedtest.Jitter(3)} {
		g, l := newLoop(t, fixed.Options{})
		l.SetInputs(fixed.InputFunc[fixed.Devices](script))
		fixedtest.Play(t, l, lengths, 600, func(int64) fixed.Devices { return fixed.Devices{} })
		l.SetPaused(true)
		if g.Tick != 600 {
			t.Fatalf("at tick %d", g.Tick)
		}
		if want == 0 {
			want = g.Fingerprint()
		}
		if g.Fingerprint() != want {
			t.Errorf("after 600 ticks the world is %x, under 60 fps frames %x", g.Fingerprint(), want)
		}
	}
}

// script is a session's input by tick: running right, then left, with a
// jump every 45 ticks.
func script(tick int64) fixed.Devices {
	return keys(tick%45 == 10, tick/120%2 == 1, tick/120%2 == 0)
}

// A jump pressed in a frame that runs three ticks jumps once, and the
// arrow held runs all three.
func TestAFrameOfThreeTicks(t *testing.T) {
	g, l := newLoop(t, fixed.Options{Policy: "tickbox"})
	x := g.Player.Pos.Current.X
	l.Feed(keys(true, false, true))
	l.Advance(50 * time.Millisecond)
	if g.Tick != 3 || g.Player.Jumps != 1 {
		t.Fatalf("a frame of 50 ms: %d ticks, %d jumps; want 3 and 1", g.Tick, g.Player.Jumps)
	}
	if got, want := g.Player.Pos.Current.X-x, 3*playerSpeed/60; got != want {
		t.Fatalf("ran %v px in three ticks, want %v", got, want)
	}
}

// A comet that goes past the left edge comes back at the right snapped:
// both its states there, so it is not drawn gliding back across.
func TestCometsSnap(t *testing.T) {
	g, l := newLoop(t, fixed.Options{})
	for g.Score == 0 {
		if _, err := l.Advance(time.Second / 60); err != nil {
			t.Fatal(err)
		}
		if g.Tick > 600 {
			t.Fatal("no comet went past in 10 s")
		}
	}
	snapped := 0
	for _, c := range g.Comets {
		if c.Pos.Previous == c.Pos.Current && c.Pos.Current.X > Width {
			snapped++
		}
	}
	if snapped == 0 {
		t.Fatal("the comet that scored was not snapped at the right edge")
	}
}

// The spinner's angle wraps into [0, 2π), and is drawn the short way
// round across the wrap.
func TestSpinnerWraps(t *testing.T) {
	g, l := newLoop(t, fixed.Options{Policy: "tickbox"})
	for {
		l.Advance(time.Second / 60)
		if g.Spin.Current < g.Spin.Previous { // wrapped this tick
			break
		}
	}
	a := fixed.LerpAngle(g.Spin.Previous, g.Spin.Current, 0.5)
	if step := spin / 60; a < g.Spin.Previous || a > g.Spin.Previous+step {
		t.Fatalf("halfway across the wrap from %v to %v: drawn at %v, want within a tick's turn past the first", g.Spin.Previous, g.Spin.Current, a)
	}
}
