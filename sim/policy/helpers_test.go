package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/rng"
	"tickbox/sim/sched"
)

// owed is the time s owes, in units, as the accounting identity gives it
// from the totals.
func owed(s *sched.Scheduler) int64 {
	t := s.Totals()
	return (t.AcceptedTicks-t.Ticks-t.DroppedTicks-t.NotRun)*sched.UnitsPerTick + t.AcceptedUnits
}

// display returns n frames of a display refreshing num/den times a second,
// each clock reading moved by timer noise drawn from ±noise with seed:
// frame k ends at its k-th refresh rounded up to the ns, plus noise.
func display(num, den int64, noise time.Duration, n int, seed uint64) []time.Duration {
	gen := rng.RNG{State: seed}
	draw := func() int64 {
		if noise == 0 {
			return 0
		}
		return int64(gen.Uint64()%uint64(2*noise+1)) - int64(noise)
	}
	out := make([]time.Duration, n)
	prev := draw()
	for k := range n {
		a := (int64(k)*int64(time.Second)*den + num - 1) / num
		b := (int64(k+1)*int64(time.Second)*den + num - 1) / num
		next := draw()
		out[k] = time.Duration(b - a + next - prev)
		prev = next
	}
	return out
}

// wobble returns n frames of length mean ± wobble, each drawn on its own
// (a frame's length, not its reading, is noisy: a random walk in time).
func wobble(mean, wobble time.Duration, n int, seed uint64) []time.Duration {
	gen := rng.RNG{State: seed}
	out := make([]time.Duration, n)
	for k := range out {
		out[k] = mean - wobble + time.Duration(gen.Uint64()%uint64(2*wobble+1))
	}
	return out
}

// newScheduler returns a scheduler at hz and the default limits running
// the policy spec names, as tickbox policies makes it (policy.ForFrames:
// a step its settings give sets the rate).
func newScheduler(t testing.TB, name string, hz int) *sched.Scheduler {
	t.Helper()
	c := sched.DefaultConfig()
	c.Rate = hz
	p, c, _, err := policy.ForFrames(name, c)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sched.New(c, p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkTicks plays frames under the policy spec names at hz and fails
// the test unless each frame ran the ticks want lists, in order ("1 0 2").
func checkTicks(t *testing.T, spec string, hz int, frames []time.Duration, want string) {
	t.Helper()
	if got := summarize(play(t, newScheduler(t, spec, hz), frames), len(frames)).head; got != want {
		t.Errorf("%s at %d Hz, frames %v: ticks %s, want %s", spec, hz, frames, got, want)
	}
}

// play runs frames through s, checking the accounting after each, and
// returns every frame's decision.
func play(t testing.TB, s *sched.Scheduler, frames []time.Duration) []sched.Frame {
	t.Helper()
	out := make([]sched.Frame, len(frames))
	for i, e := range frames {
		f, err := s.Advance(e)
		if err != nil {
			t.Fatalf("frame %d (%v): %v", i+1, e, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("frame %d (%v): %v", i+1, e, err)
		}
		out[i] = f
	}
	return out
}

// counts returns how many frames ran 0, 1, 2 and 3 or more ticks.
func counts(fs []sched.Frame) [4]int {
	var h [4]int
	for _, f := range fs {
		h[min(f.Ticks, 3)]++
	}
	return h
}

// repeat returns n copies of d.
func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}
