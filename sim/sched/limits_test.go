package sched_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

const (
	ms = time.Millisecond
	// frame60 is one 60 fps frame, rounded up to the nanosecond: it owes
	// 80 units more than a tick at 60 Hz.
	frame60 = 16_666_667 * time.Nanosecond
)

// TestLimits feeds short timelines with hitches through schedulers with
// various limits, rates and scales. Each frame's want doubles as its input:
// Advance is fed want.Elapsed. Totals, owed time and the accounting are
// compared with the reference after every frame.
func TestLimits(t *testing.T) {
	limitsOff := sched.Config{Rate: 60}
	tests := []struct {
		name     string
		config   sched.Config
		quarters int           // time scale; 0 means ×1
		frames   []sched.Frame // wanted, Elapsed fed in
		minLoss  time.Duration // least Totals ClampLoss + Dropped at the end
	}{
		{name: "2 s hitch is clamped to 250 ms and capped at 5 ticks", config: sched.DefaultConfig(), frames: []sched.Frame{
			{Elapsed: 2 * time.Second, Clamped: true, ClampLoss: 1750 * ms, Ticks: 5, Capped: true, DroppedTicks: 10, Dropped: 166_666_667},
			{Elapsed: frame60, Ticks: 1, Alpha: 80.0 / sched.UnitsPerTick},
		}},
		{name: "1 s spike between steady frames", config: sched.DefaultConfig(), minLoss: 750 * ms, frames: []sched.Frame{
			{Elapsed: frame60, Ticks: 1, Alpha: 80.0 / sched.UnitsPerTick},
			{Elapsed: frame60, Ticks: 1, Alpha: 160.0 / sched.UnitsPerTick},
			{Elapsed: time.Second, Clamped: true, ClampLoss: 750 * ms, Ticks: 5, Capped: true, DroppedTicks: 10, Dropped: 166_666_667, Alpha: 160.0 / sched.UnitsPerTick},
			{Elapsed: frame60, Ticks: 1, Alpha: 240.0 / sched.UnitsPerTick},
		}},
		{name: "a frame of exactly MaxFrame is not clamped", config: sched.DefaultConfig(), frames: []sched.Frame{
			{Elapsed: 250 * ms, Ticks: 5, Capped: true, DroppedTicks: 10, Dropped: 166_666_667},
		}},
		{name: "limits off: a 2 s frame runs all 120 ticks", config: limitsOff, frames: []sched.Frame{
			{Elapsed: 2 * time.Second, Ticks: 120},
		}},
		{name: "clamp only", config: sched.Config{MaxFrame: 250 * ms}, frames: []sched.Frame{
			{Elapsed: time.Second, Clamped: true, ClampLoss: 750 * ms, Ticks: 15},
		}},
		{name: "cap only", config: sched.Config{MaxUpdates: 5}, frames: []sched.Frame{
			{Elapsed: time.Second, Ticks: 5, Capped: true, DroppedTicks: 55, Dropped: 916_666_667},
		}},
		{name: "half-step frames at 1 Hz", config: sched.Config{Rate: 1}, frames: halfSteps(1)},
		{name: "half-step frames at 50 Hz", config: sched.Config{Rate: 50}, frames: halfSteps(50)},
		{name: "half-step frames at 100 Hz", config: sched.Config{Rate: 100}, frames: halfSteps(100)},
		{name: "half-step frames at 1000 Hz", config: sched.Config{Rate: 1000}, frames: halfSteps(1000)},
		{name: "1 Hz with default limits", config: sched.Config{Rate: 1, MaxFrame: 250 * ms, MaxUpdates: 5}, frames: []sched.Frame{
			{Elapsed: 250 * ms, Alpha: 0.25},
			{Elapsed: 250 * ms, Alpha: 0.5},
			{Elapsed: 2 * time.Second, Clamped: true, ClampLoss: 1750 * ms, Alpha: 0.75},
			{Elapsed: 250 * ms, Ticks: 1},
		}},
		{name: "1000 Hz without a cap runs 1 tick per ms", config: sched.Config{Rate: 1000}, frames: []sched.Frame{
			{Elapsed: ms, Ticks: 1},
			{Elapsed: frame60, Ticks: 16, Alpha: 2_666_668_000.0 / sched.UnitsPerTick},
		}},
		{name: "1000 Hz with the default cap drops ticks every 60 fps frame", config: sched.Config{Rate: 1000, MaxFrame: 250 * ms, MaxUpdates: 5}, frames: []sched.Frame{
			{Elapsed: frame60, Ticks: 5, Capped: true, DroppedTicks: 11, Dropped: 11 * ms, Alpha: 2_666_668_000.0 / sched.UnitsPerTick},
		}},
		{name: "×16 hitch: the cap scales to 80", config: sched.DefaultConfig(), quarters: 64, frames: []sched.Frame{
			{Elapsed: time.Second, Clamped: true, ClampLoss: 750 * ms, Ticks: 80, Capped: true, DroppedTicks: 160, Dropped: 2_666_666_667},
		}},
		{name: "×16 at 30 fps runs all 32 ticks a frame", config: sched.DefaultConfig(), quarters: 64, frames: []sched.Frame{
			{Elapsed: 33_333_334, Ticks: 32, Alpha: 2560.0 / sched.UnitsPerTick},
		}},
		{name: "×16 at 10 fps owes 96 ticks a frame, more than the cap", config: sched.DefaultConfig(), quarters: 64, frames: []sched.Frame{
			{Elapsed: 100 * ms, Ticks: 80, Capped: true, DroppedTicks: 16, Dropped: 266_666_667},
		}},
		{name: "×1.25 hitch: the cap rounds up to 7", config: sched.DefaultConfig(), quarters: 5, frames: []sched.Frame{
			{Elapsed: 250 * ms, Ticks: 7, Capped: true, DroppedTicks: 11, Dropped: 183_333_333, Alpha: 0.75},
		}},
		{name: "×¼ hitch: slow motion keeps the cap of 5", config: sched.DefaultConfig(), quarters: 1, frames: []sched.Frame{
			{Elapsed: 2 * time.Second, Clamped: true, ClampLoss: 1750 * ms, Ticks: 3, Alpha: 0.75},
			{Elapsed: 0, Alpha: 0.75},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPair(t, tt.config)
			if tt.quarters != 0 {
				p.setScale(t, tt.quarters)
			}
			for i, want := range tt.frames {
				if got := p.advance(t, want.Elapsed); got != want {
					t.Fatalf("frame %d:\n got %+v\nwant %+v", i+1, got, want)
				}
			}
			total := p.s.Totals()
			if loss := total.ClampLoss + total.Dropped; loss < tt.minLoss {
				t.Errorf("clamp loss %v + dropped %v = %v, want at least %v", total.ClampLoss, total.Dropped, loss, tt.minLoss)
			}
		})
	}
}

// halfSteps returns two frames of half a tick at hz, which must divide 5e8
// so that half a tick is a whole number of nanoseconds: the first leaves
// alpha at one half, the second completes the tick.
func halfSteps(hz int) []sched.Frame {
	half := time.Second / time.Duration(2*hz)
	return []sched.Frame{{Elapsed: half, Alpha: 0.5}, {Elapsed: half, Ticks: 1}}
}

// TestTotalDroppedIsExact checks that Totals.Dropped sums the exact dropped
// game time and rounds once, not once per frame: three drops of 10 ticks at
// 60 Hz are 166,666,666⅔ ns each, 500 ms in all, where rounding each frame
// first would give 500,000,001 ns.
func TestTotalDroppedIsExact(t *testing.T) {
	p := newPair(t, sched.DefaultConfig())
	for range 3 {
		p.advance(t, time.Second)
	}
	if got := p.s.Totals().Dropped; got != 500*ms {
		t.Errorf("Totals().Dropped = %v, want 500ms", got)
	}
}

// TestTotalDroppedAcrossRates checks the dropped total stays within a
// nanosecond of exact when drops happen at several tick rates.
func TestTotalDroppedAcrossRates(t *testing.T) {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	var exact float64 // ns; exact enough for a 1 ns tolerance at this size
	for _, hz := range []int{60, 7, 997, 60, 3, 1000, 61} {
		if err := s.SetRate(hz); err != nil {
			t.Fatal(err)
		}
		f, err := s.Advance(time.Second)
		if err != nil {
			t.Fatal(err)
		}
		exact += float64(f.DroppedTicks) * 1e9 / float64(hz)
	}
	if got := float64(s.Totals().Dropped); got < exact-1 || got > exact+1 {
		t.Errorf("Totals().Dropped = %v ns, want %v ns ± 1", got, exact)
	}
}

// TestLimitsRoundTrip checks SetLimits, Limits and their errors.
func TestLimitsRoundTrip(t *testing.T) {
	tests := []struct {
		maxFrame   time.Duration
		maxUpdates int
		wantErr    string // "" for success
	}{
		{100 * ms, 3, ""},
		{0, 0, ""},
		{-time.Nanosecond, 5, "max frame -1ns"},
		{250 * ms, -1, "max updates -1"},
	}
	for _, tt := range tests {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		err = s.SetLimits(tt.maxFrame, tt.maxUpdates)
		wantFrame, wantUpdates := tt.maxFrame, tt.maxUpdates
		if tt.wantErr != "" {
			wantFrame, wantUpdates = sched.DefaultMaxFrame, sched.DefaultMaxUpdates
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("SetLimits(%v, %d) = %v, want an error containing %q", tt.maxFrame, tt.maxUpdates, err, tt.wantErr)
			}
		} else if err != nil {
			t.Errorf("SetLimits(%v, %d): %v", tt.maxFrame, tt.maxUpdates, err)
		}
		if f, u := s.Limits(); f != wantFrame || u != wantUpdates {
			t.Errorf("after SetLimits(%v, %d): Limits() = %v, %d; want %v, %d", tt.maxFrame, tt.maxUpdates, f, u, wantFrame, wantUpdates)
		}
	}
}
