package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// hitch is 10 frames of 60 fps, one of 2 s, and 10 more.
func hitch() []time.Duration {
	return append(append(repeat(16666667, 10), 2*time.Second), repeat(16666667, 10)...)
}

// The timelines each source documents, at 60 Hz: the tick counts (how many
// frames ran 0, 1, 2, 3+), and for the 2 s hitch what its frame ran and
// dropped.
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
		// 250 ms clamp, no cap: 15 ticks in one frame.
		{"textbook", with(clean, [4]int{1408, 3185, 1407, 0}, [4]int{0, 1408, 3185, 1407}, 15, 0, 1)},
		{"bevy", with(clean, [4]int{1408, 3185, 1407, 0}, [4]int{0, 1408, 3185, 1407}, 15, 0, 1)},
		// maximumDeltaTime 1/3 s: 20 ticks.
		{"unity", with(clean, [4]int{1408, 3185, 1407, 0}, [4]int{0, 1408, 3185, 1407}, 20, 0, 1)},
		// MaxElapsedTime 500 ms: 30 ticks.
		{"monogame", with(clean, [4]int{1408, 3185, 1407, 0}, [4]int{0, 1408, 3185, 1407}, 30, 0, 1)},
		// Jitter fix holds the count; 8 steps, the other 111 of 120 dropped (the jitter fix kept one owed); the
		// first frame of 30 fps runs 1 (typical counts start at 0, 1, 2...).
		{"godot", want{steady60: [4]int{0, n, 0, 0}, steady30: [4]int{0, 1, n - 1, 0}, fps144: [4]int{840, 600, 0, 0},
			noisy60: [4]int{1, 5999, 0, 0}, noisy30: [4]int{0, 1, 5999, 0}, hitchTicks: 8, hitchDropped: 111, afterHitch: 2}},
		// The 0→1 fix holds 60 fps but not 30; a 2 s frame resyncs to one tick.
		{"ebitengine", with(clean, [4]int{0, 6000, 0, 0}, [4]int{0, 1408, 3185, 1407}, 1, 0, 1)},
		{"ebitengine-next", with(clean, [4]int{0, 6000, 0, 0}, [4]int{0, 0, 6000, 0}, 5, 0, 1)},
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

// MonoGame's IsRunningSlowly turns on once updates beyond the first in a
// frame add up to a lag of 5, and off only when frames of one update have
// paid the lag back to 0.
func TestMonoGameRunningSlowly(t *testing.T) {
	m := &policy.MonoGame{}
	s, err := sched.New(sched.DefaultConfig(), m)
	if err != nil {
		t.Fatal(err)
	}
	var got []bool
	frames := append(repeat(50*time.Millisecond, 3), repeat(16666667, 8)...) // 3 ticks, then 1
	for _, e := range frames {
		if _, err := s.Advance(e); err != nil {
			t.Fatal(err)
		}
		got = append(got, m.RunningSlowly())
	}
	// Lag after each frame: 2, 4, 6 (slow from here), then 5, 4, 3, 2, 1, 0 (paid back).
	want := []bool{false, false, true, true, true, true, true, true, true, false, false}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("IsRunningSlowly frame by frame %v, want %v", got, want)
		}
	}
}

// 59.94 fps at 60 Hz: every policy runs one tick a frame and two in one
// frame of about a thousand, so that no time is lost.
func TestPoliciesAt5994(t *testing.T) {
	for _, name := range policy.Names() {
		fs := play(t, newScheduler(t, name, 60), display(60000, 1001, 0, 6000, 1))
		if got := counts(fs); got != [4]int{0, 5994, 6, 0} {
			t.Errorf("%s at 59.94 fps: frames of 0, 1, 2, 3+ ticks %v, want [0 5994 6 0]", name, got)
		}
	}
}

// Load: each tick costs 20 ms of real time, added to the next frame, so no
// policy keeps up at 60 Hz. The most ticks a frame is what each source's
// limit allows: the cap (5, Godot's 8), the clamp's worth (250 ms: 15,
// 1/3 s: 20, 500 ms: 30), or Ebitengine v2.8.8's resync (3 ticks between
// resyncs, then one).
func TestPoliciesUnderLoad(t *testing.T) {
	want := map[string]int{"tickbox": 5, "tickbox-snap": 5, "tickbox-steady": 5, "textbook": 15, "bevy": 15,
		"godot": 8, "unity": 20, "monogame": 30, "ebitengine": 3, "ebitengine-next": 5}
	for _, name := range policy.Names() {
		s := newScheduler(t, name, 60)
		most, ticks := 0, 0
		for i := range 600 {
			f, err := s.Advance(16666667 + 20*time.Millisecond*time.Duration(ticks))
			if err != nil || s.Check() != nil {
				t.Fatalf("%s frame %d: %v %v", name, i, err, s.Check())
			}
			ticks, most = f.Ticks, max(most, f.Ticks)
		}
		if most != want[name] {
			t.Errorf("%s under 20 ms a tick: at most %d ticks a frame, want %d", name, most, want[name])
		}
	}
}
