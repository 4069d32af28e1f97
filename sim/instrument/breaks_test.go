package instrument_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// The breaks set from code do what the dev layer's keys do: a hitch makes
// the next measured frame that long, a stall makes the next tick take
// 500 ms more, the load makes every tick cost it, jitter draws frames of
// 4 to 40 ms, on a schedule; with the dev layer off (a nil Dev) each is
// refused, naming DevOptions.On.
func TestBreaksFromCode(t *testing.T) {
	_, d, clock := devLoop[fixed.None](t, &counter{}, fixed.Options{Policy: "tickbox"})
	frame := func() fixed.Frame {
		t.Helper()
		f, err := d.Frame()
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	frame() // the first lasts 0
	if err := d.Hitch(250 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if f := frame(); f.Measured != 250*time.Millisecond {
		t.Fatalf("the frame after Hitch(250ms) lasted %v", f.Measured)
	}
	clock.Advance(tick)
	if err := d.Stall(); err != nil {
		t.Fatal(err)
	}
	at := clock.Now()
	if f := frame(); f.Ticks == 0 || clock.Now()-at != 500*time.Millisecond {
		t.Fatalf("a stalled frame of %d ticks took %v of the clock, want 500ms", f.Ticks, clock.Now()-at)
	}
	if err := d.SetLoad(10 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	clock.Advance(tick)
	at = clock.Now()
	if f := frame(); clock.Now()-at != time.Duration(f.Ticks)*10*time.Millisecond {
		t.Fatalf("%d ticks at a load of 10 ms took %v", f.Ticks, clock.Now()-at)
	}
	if err := d.SetJitter(true); err != nil {
		t.Fatal(err)
	}
	if err := d.SetLoad(0); err != nil {
		t.Fatal(err)
	}
	frame() // measured from the loaded frame's start: its ticks' cost in it
	var sum time.Duration
	lengths := map[time.Duration]bool{}
	for range 50 { // on a schedule: a late frame makes the next one shorter
		f := frame()
		sum += f.Measured
		lengths[f.Measured] = true
	}
	if sum < 50*4*time.Millisecond || sum > 50*40*time.Millisecond || len(lengths) < 10 {
		t.Fatalf("50 jittery frames lasted %v, %d lengths", sum, len(lengths))
	}
	if set := d.Settings(); set.Load != 0 || !set.Jitter {
		t.Fatalf("Settings: load %v, jitter %t", set.Load, set.Jitter)
	}
	for _, err := range []error{d.Hitch(0), d.SetLoad(-time.Millisecond), d.SetLoad(2 * time.Second)} {
		if err == nil || !strings.Contains(err.Error(), "must be") {
			t.Errorf("out of range: %v", err)
		}
	}
	var off *instrument.Dev // a window's with the dev layer off
	for _, err := range []error{off.Hitch(time.Second), off.Stall(), off.SetJitter(true), off.SetLoad(0)} {
		if err == nil || !strings.Contains(err.Error(), "DevOptions.On") {
			t.Errorf("with the dev layer off: %v", err)
		}
	}
}

// A hitch of 250 ms at 60 Hz under tickbox-steady, on a fresh loop (owing
// nothing after its first frame, of 0): the clamp (250 ms) leaves it
// whole, and owed time is capped at the tick cap's 5 ticks, which 83.3 ms
// fit, so the owed limit cuts the other 166.7 ms: 250 ms − 83,333,333 ns
// (5 ticks' 2e10 units at 240 units a ns, rounded down). The dev layer's
// figures say so, this frame and in all, and nothing else cut any.
func TestHitchUnplayedUnderSteady(t *testing.T) {
	_, d, _ := devLoop[fixed.None](t, &counter{}, fixed.Options{Policy: "tickbox-steady"})
	if _, err := d.Frame(); err != nil {
		t.Fatal(err)
	}
	if err := d.Hitch(250 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Frame(); err != nil {
		t.Fatal(err)
	}
	var r instrument.Readout
	d.Readout(&r)
	want := sched.Unplayed{Owed: 166_666_667}
	if got := r.Stats.Frame.Unplayed(); got != want {
		t.Errorf("the hitch's frame: unplayed %+v, want %+v", got, want)
	}
	if got := r.Stats.Totals.Unplayed(); got != want {
		t.Errorf("in all: unplayed %+v, want %+v", got, want)
	}
}

// Advance is told its frame's length: a hitch set before it is not its,
// and waits for the next frame Dev.Frame begins, as Hitch's comment says.
func TestAdvanceLeavesTheHitch(t *testing.T) {
	l, d, _ := devLoop[fixed.None](t, &counter{}, fixed.Options{})
	if _, err := d.Frame(); err != nil { // the first lasts 0
		t.Fatal(err)
	}
	if err := d.Hitch(250 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if f, err := l.Advance(tick); err != nil || f.Measured != tick {
		t.Fatalf("Advance(%v) after Hitch(250ms) lasted %v (%v)", tick, f.Measured, err)
	}
	if f, err := d.Frame(); err != nil || f.Measured != 250*time.Millisecond {
		t.Fatalf("the next measured frame lasted %v (%v), want the hitch's 250ms", f.Measured, err)
	}
}
