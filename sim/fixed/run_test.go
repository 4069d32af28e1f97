package fixed_test

import (
	"path/filepath"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// Run runs the frame Advance would, and Latest holds the rest of it.
func TestRun(t *testing.T) {
	a := newLoop[press](t, &runner{}, fixed.Options{Policy: "tickbox"})
	b := newLoop[press](t, &runner{}, fixed.Options{Policy: "tickbox"})
	for _, d := range []time.Duration{tick / 2, 3 * tick, 40 * time.Millisecond} {
		want := advance(t, a, d)
		ticks, err := b.Run(d)
		if got := b.Latest(); err != nil || ticks != want.Ticks || got != want {
			t.Fatalf("a frame of %v: Run gave %d ticks, %v, and Latest %+v; Advance %+v", d, ticks, err, got, want)
		}
	}
}

// Latest, after StartOver, still has the game time Run's frame accepted,
// although the totals it is worked out from went back to zero.
func TestRunThenStartOver(t *testing.T) {
	l := newLoop[press](t, &runner{}, fixed.Options{Policy: "tickbox"})
	if _, err := l.Run(40 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := l.StartOver(0, 60); err != nil {
		t.Fatal(err)
	}
	if f := l.Latest(); f.Accepted() != 0.04 {
		t.Fatalf("Run's frame of 40 ms, then StartOver: Latest accepted %v s, want 0.04", f.Accepted())
	}
}

// A recording started after frames that ran bare (nothing around the
// game's ticks) records every tick from then on, and plays back.
func TestRecordFromTheMiddle(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.tbr")
	g := &replayable{}
	l := newLoop[press](t, g, fixed.Options{Name: "runner", Policy: "tickbox"})
	advance(t, l, 10*tick)
	if err := l.Tape().Record(path); err != nil {
		t.Fatal(err)
	}
	l.Feed(press{Jump: true})
	advance(t, l, 5*tick)
	if r := l.Tape().Replay(); r.Recorded != 5 {
		t.Fatalf("recorded %d ticks of the 5 after Record", r.Recorded)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	p := &replayable{}
	m := newLoop[press](t, p, fixed.Options{Name: "runner", Policy: "tickbox"}, fixed.RecordOptions{Replay: path})
	advance(t, m, time.Second)
	if r := m.Tape().Replay(); !r.Done || r.Differs || p.Jumps != 1 || p.Fingerprint() != g.Fingerprint() {
		t.Fatalf("played back: %+v, %d jumps; want done, matching, 1 jump", r, p.Jumps)
	}
}
