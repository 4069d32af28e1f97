package sandbox

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// took is the sandbox's live input seen tick by tick: the input each tick
// took from the queue the keys feed, and the frame it ran in.
type took struct {
	q     *fixed.Latch[bounce.Input]
	frame int // the frame running
	ticks []tookAt
}

type tookAt struct {
	frame int
	in    bounce.Input
}

func (t *took) Take(tick int64) bounce.Input {
	in := t.q.Take(tick)
	t.ticks = append(t.ticks, tookAt{t.frame, in})
	return in
}

// play runs the sandbox for frames frames of length frame, doing the
// actions of script before their frames, and returns what each tick took.
func play(t *testing.T, frame time.Duration, frames int, script map[int][]instrument.Action) []tookAt {
	t.Helper()
	s, clock := newSandbox(t, nil)
	spy := &took{q: s.queue()}
	s.SetInputs(spy)
	for i := range frames {
		spy.frame = i
		for _, a := range script[i] {
			s.Do(a)
		}
		clock.Advance(frame)
		s.Frame()
	}
	return spy.ticks
}

// pressed returns the ticks whose world input does what want does, and
// the jump presses they took.
func pressed(ticks []tookAt, want func(bounce.Input) bool) (n int, presses uint16) {
	for _, tk := range ticks {
		if want(tk.in) {
			n++
			presses += tk.in.Jump.Presses
		}
	}
	return n, presses
}

func jumps(in bounce.Input) bool { return in.Jump.JustPressed() }

// The keys' world input keeps the loop's rule for input edges, as a
// game's fixed.Devices do: a press in a frame of 3 ticks (20 fps) reaches
// exactly one tick, the frame's first; presses in two frames before one
// tick (240 fps, a tick every 4 frames) count 2 and jump once; a press in
// a frame of no tick waits for the next.
func TestKeysReachOneTickWhateverTheFrame(t *testing.T) {
	for _, tc := range []struct {
		name    string
		frame   time.Duration
		frames  int
		script  map[int][]instrument.Action
		presses uint16 // the jump presses the jumping tick took
		inFrame int    // the ticks the first press's frame runs
	}{
		{"20 fps, 3 ticks a frame", 50 * time.Millisecond, 10, map[int][]instrument.Action{4: {Jump}}, 1, 3},
		{"240 fps, presses in two frames", time.Second / 240, 40, map[int][]instrument.Action{20: {Jump}, 21: {Jump}}, 2, 0},
		{"240 fps, a frame of no tick", time.Second / 240, 40, map[int][]instrument.Action{22: {Jump}}, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ticks := play(t, tc.frame, tc.frames, tc.script)
			if got := inFrame(ticks, firstFrame(tc.script)); got != tc.inFrame {
				t.Fatalf("the press's frame ran %d ticks, want %d: the frames are not what the case is about", got, tc.inFrame)
			}
			n, presses := pressed(ticks, jumps)
			if n != 1 || presses != tc.presses {
				t.Fatalf("%d ticks jumped with %d presses in all, want 1 with %d", n, presses, tc.presses)
			}
			first := firstAfter(ticks, firstFrame(tc.script))
			if !first.in.Jump.JustPressed() {
				t.Fatalf("the first tick after the press took %+v, not the jump", first)
			}
		})
	}
}

// Two kicks before one tick kick once, the later way, as the world's
// input always did (bounce.Input.Merge): recordings keep their meaning.
func TestTheLaterKickWins(t *testing.T) {
	script := map[int][]instrument.Action{20: {Kick}, 21: {KickLeft}}
	ticks := play(t, time.Second/240, 40, script)
	n, _ := pressed(ticks, func(in bounce.Input) bool { return in.Kick != bounce.KickNone })
	tk := firstAfter(ticks, 20)
	if n != 1 || tk.in.Kick != bounce.KickLeft {
		t.Fatalf("%d ticks kicked; the first after the presses took %+v, want one tick kicking left", n, tk)
	}
}

// firstFrame returns the first frame of script.
func firstFrame(script map[int][]instrument.Action) int {
	first := -1
	for f := range script {
		if first < 0 || f < first {
			first = f
		}
	}
	return first
}

// inFrame returns how many ticks ran in frame f.
func inFrame(ticks []tookAt, f int) int {
	n := 0
	for _, tk := range ticks {
		if tk.frame == f {
			n++
		}
	}
	return n
}

// firstAfter returns the first tick that ran in frame f or later.
func firstAfter(ticks []tookAt, f int) tookAt {
	for _, tk := range ticks {
		if tk.frame >= f {
			return tk
		}
	}
	return tookAt{}
}
