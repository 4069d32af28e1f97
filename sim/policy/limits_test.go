package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Each policy reports the limits its source sets, in the overlay's words:
// at 60 Hz with Tickbox's defaults (250 ms, 5 ticks), and at 1000 Hz with
// the limits off, where Tickbox's follow the Scheduler and the engines'
// stay their own (Ebitengine's 5/60 s floor, MonoGame's 500 ms); the
// same words appended to the overlay's own.
func TestLimits(t *testing.T) {
	off := sched.Config{Rate: 1000}
	for _, c := range []struct{ name, at60, at1000 string }{
		{"tickbox", "clamp 250 ms, tick cap 5", "no clamp, no tick cap"},
		{"tickbox-snap", "clamp 250 ms, tick cap 5", "no clamp, no tick cap"},
		{"tickbox-steady", "clamp 250 ms, owed at most 83.333 ms, no tick cap", "no clamp, no tick cap"},
		{"textbook", "clamp 250 ms, no tick cap", "clamp 250 ms, no tick cap"},
		{"bevy", "clamp 250 ms, no tick cap", "clamp 250 ms, no tick cap"},
		{"godot", "no clamp, tick cap 8", "no clamp, tick cap 8"},
		{"godot-smoothed", "no clamp, tick cap 8", "no clamp, tick cap 8"},
		{"unity", "clamp 333.333 ms, no tick cap", "clamp 333.333 ms, no tick cap"},
		{"monogame", "owed at most 500 ms, no tick cap", "owed at most 500 ms, no tick cap"},
		{"monogame-run", "owed at most 500 ms, no tick cap", "owed at most 500 ms, no tick cap"},
		{"ebitengine", "resync past 83.333 ms owed, no tick cap", "resync past 83.333 ms owed, no tick cap"},
		{"ebitengine-ui", "resync past 83.333 ms owed, no tick cap", "resync past 83.333 ms owed, no tick cap"},
		{"ebitengine-next", "owed at most 83.333 ms, no tick cap", "owed at most 83.333 ms, no tick cap"},
		{"ebitengine-next-ui", "owed at most 83.333 ms, no tick cap", "owed at most 83.333 ms, no tick cap"},
	} {
		p, err := policy.New(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(instrument.AppendLimits(nil, instrument.LimitsOf(p, sched.DefaultConfig()))); got != c.at60 {
			t.Errorf("%s at 60 Hz: limits %q, want %q", c.name, got, c.at60)
		}
		// The overlay appends them after its own words: "own: ...".
		if got := string(instrument.AppendLimits([]byte("own: "), instrument.LimitsOf(p, sched.DefaultConfig()))); got != "own: "+c.at60 {
			t.Errorf("%s at 60 Hz, appended to \"own: \": %q, want %q", c.name, got, "own: "+c.at60)
		}
		if got := string(instrument.AppendLimits(nil, instrument.LimitsOf(p, off))); got != c.at1000 {
			t.Errorf("%s at 1000 Hz, limits off: %q, want %q", c.name, got, c.at1000)
		}
	}
	if got := string(instrument.AppendLimits(nil, instrument.LimitsOf(nil, sched.DefaultConfig()))); got != "clamp 250 ms, tick cap 5" {
		t.Errorf("the Scheduler's own loop: limits %q", got)
	}
}

// Where a limit is set in ticks, it follows the rate as the source has it:
// Ebitengine at 30 TPS resyncs past 5e9/30 ns, and its newer clock catches
// up 5 ticks of 33,333,333 ns; MonoGame at 1 Hz keeps a whole step;
// tickbox-steady's 5 ticks are 25 at 300 Hz.
func TestLimitsFollowTheRate(t *testing.T) {
	for _, c := range []struct {
		name string
		hz   int
		want sched.Limits
	}{
		{"ebitengine", 30, sched.Limits{Resync: 166666666}},
		{"ebitengine-next", 30, sched.Limits{Owed: 166666665}},
		{"monogame", 1, sched.Limits{Owed: time.Second}},
		{"tickbox-steady", 300, sched.Limits{Clamp: 250 * time.Millisecond, Owed: 25 * time.Second / 300}},
	} {
		p, _ := policy.New(c.name)
		cfg := sched.DefaultConfig()
		cfg.Rate = c.hz
		if got := instrument.LimitsOf(p, cfg); got != c.want {
			t.Errorf("%s at %d Hz: limits %+v, want %+v", c.name, c.hz, got, c.want)
		}
	}
}

// The overlay appends the limits every frame: no allocation into room.
func TestLimitsAppendAllocatesNothing(t *testing.T) {
	l := sched.Limits{Clamp: time.Second / 3, Owed: 500 * time.Millisecond, Resync: 83333333, TickCap: 8}
	buf := make([]byte, 0, 128)
	if n := testing.AllocsPerRun(100, func() { buf = instrument.AppendLimits(buf[:0], l) }); n != 0 {
		t.Errorf("Append: %v allocations", n)
	}
	if got := string(buf); got != "clamp 333.333 ms, owed at most 500 ms, resync past 83.333 ms owed, tick cap 8" {
		t.Errorf("Append: %q", got)
	}
}
