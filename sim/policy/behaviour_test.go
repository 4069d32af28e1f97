package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/sched"
)

// hitch is 10 frames of 60 fps, one of 2 s, and 10 more.
func hitch() []time.Duration {
	return append(append(repeat(16666667, 10), 2*time.Second), repeat(16666667, 10)...)
}

// Tickbox's own policies on the timelines their rules document, at 60 Hz:
// the tick counts (how many frames ran 0, 1, 2, 3+), and for the 2 s hitch
// what its frame ran and dropped. The engines' policies have tables of
// their own, derived from each engine's source (textbook_test.go,
// bevy_test.go, godot_test.go, monogame_test.go, ebitengine_test.go,
// next_test.go).
func TestPolicies(t *testing.T) {
	type want struct {
		steady60, steady30, fps144 [4]int // noise-free 60, 30 and 144 fps
		noisy60, noisy30           [4]int // ±1 ms on each clock reading
		hitchTicks, hitchDropped   int    // the 2 s frame
		afterHitch                 int    // the frame after it
	}
	const n = 600
	clean := want{steady60: [4]int{0, n, 0, 0}, steady30: [4]int{0, 0, n, 0}, fps144: [4]int{840, 600, 0, 0}}
	tests := []struct {
		name string
		want want
	}{
		// Floor: ±1 ms flips frames between 0, 1 and 2 ticks; 250 ms and 5 ticks.
		{"tickbox", with(clean, [4]int{1408, 3185, 1407, 0}, [4]int{0, 1408, 3185, 1407}, 5, 10, 1)},
		// The Snapper repairs ±1 ms almost everywhere once it knows the refresh.
		{"tickbox-snap", with(clean, [4]int{15, 5970, 15, 0}, [4]int{0, 10, 5980, 10}, 5, 10, 1)},
		// Noise never changes a count; catch-up is cut at 5 ticks, not dropped.
		{"tickbox-steady", with(clean, [4]int{0, 6000, 0, 0}, [4]int{0, 0, 6000, 0}, 5, 0, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run := func(frames []time.Duration) []sched.Frame { return play(t, newScheduler(t, tt.name, 60), frames) }
			w := tt.want
			for _, c := range []struct {
				what string
				got  [4]int
				want [4]int
			}{
				{"60 fps", counts(run(display(60, 1, 0, n, 1))), w.steady60},
				{"30 fps", counts(run(display(30, 1, 0, n, 1))), w.steady30},
				{"144 fps", counts(run(display(144, 1, 0, 1440, 1))), w.fps144},
				{"60 fps ±1 ms", counts(run(display(60, 1, time.Millisecond, 6000, 1))), w.noisy60},
				{"30 fps ±1 ms", counts(run(display(30, 1, time.Millisecond, 6000, 1))), w.noisy30},
			} {
				if c.got != c.want {
					t.Errorf("%s: frames of 0, 1, 2, 3+ ticks %v, want %v", c.what, c.got, c.want)
				}
			}
			fs := run(hitch())
			if f := fs[10]; f.Ticks != w.hitchTicks || f.DroppedTicks != int64(w.hitchDropped) || fs[11].Ticks != w.afterHitch {
				t.Errorf("2 s hitch: %d ticks, %d dropped, then %d; want %d, %d, then %d",
					f.Ticks, f.DroppedTicks, fs[11].Ticks, w.hitchTicks, w.hitchDropped, w.afterHitch)
			}
		})
	}
}

// with returns clean with the noisy and hitch figures set.
func with(clean struct {
	steady60, steady30, fps144 [4]int
	noisy60, noisy30           [4]int
	hitchTicks, hitchDropped   int
	afterHitch                 int
}, noisy60, noisy30 [4]int, hitchTicks, hitchDropped, after int) struct {
	steady60, steady30, fps144 [4]int
	noisy60, noisy30           [4]int
	hitchTicks, hitchDropped   int
	afterHitch                 int
} {
	clean.noisy60, clean.noisy30 = noisy60, noisy30
	clean.hitchTicks, clean.hitchDropped, clean.afterHitch = hitchTicks, hitchDropped, after
	return clean
}

// Load: each tick costs 20 ms of real time, added to the next frame, so no
// policy keeps up at 60 Hz; Tickbox's policies run at most the cap, 5.
// (The engines' "load 20ms" rows say what theirs run.)
func TestPoliciesUnderLoad(t *testing.T) {
	for _, name := range []string{"tickbox", "tickbox-snap", "tickbox-steady"} {
		if most := summarize(playTrace(t, name, "load 20ms"), 0).most; most != 5 {
			t.Errorf("%s under 20 ms a tick: at most %d ticks a frame, want 5", name, most)
		}
	}
}
