package sandbox

import (
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// Paused, the picture stands still, so that a hitch or a clamp can be
// read: the timeline, the overlay's figures and the bodies are those of
// the frame before the pause, however many frames of whatever length the
// window draws meanwhile (each with its drawing time). One tick (N) moves
// them by exactly that tick, and the timeline by exactly its frame.
func TestPauseFreezesThePicture(t *testing.T) {
	s, clock := newSandbox(t, nil)
	run(s, clock, frame60, 80)
	s.Do(instrument.Hitch)
	run(s, clock, frame60, 10)
	s.Do(instrument.TogglePause)
	before := paint(s, clock, 1)
	held := paint(s, clock, 300)
	samePicture(t, "300 paused frames", held, before)

	s.Do(instrument.OneTick)
	step := paint(s, clock, 1)
	if step.Tick != held.Tick+1 || step.Stats.Totals.Ticks != held.Stats.Totals.Ticks+1 || step.Stats.Frame.Ticks != 1 {
		t.Errorf("one tick: tick %d, %d ticks run (%d this frame); want %d, %d (1)",
			step.Tick, step.Stats.Totals.Ticks, step.Stats.Frame.Ticks, held.Tick+1, held.Stats.Totals.Ticks+1)
	}
	if step.Added != held.Added+1 || step.Frames[0].Ticks != 1 || step.Frames[0].Length != time.Millisecond {
		t.Errorf("one tick: %d frames added, the newest %+v; want %d, one tick in %v",
			step.Added, step.Frames[0], held.Added+1, time.Millisecond)
	}
	if n := min(len(held.Frames), len(step.Frames)-1); firstDiff(step.Frames[1:1+n], held.Frames[:n]) >= 0 {
		t.Errorf("one tick changed the frames before it, from %d back on", firstDiff(step.Frames[1:1+n], held.Frames[:n])+1)
	}
	if slices.Equal(step.Balls, held.Balls) {
		t.Errorf("one tick left the balls where they were: %v", step.Balls)
	}
	samePicture(t, "100 paused frames after one tick", paint(s, clock, 100), step)
}

// paint runs n frames of lengths from 1 to 40 ms, each with a drawing
// time, and returns the picture of the last.
func paint(s *Sandbox, clock *fixed.VirtualClock, n int) *Picture {
	for i := range n {
		clock.Advance(time.Duration(1+i%40) * time.Millisecond)
		s.Frame()
		s.SetDrawTime(time.Duration(1+i%7) * time.Millisecond)
	}
	p := new(Picture)
	p.Fill(s.Scene())
	return p
}

// samePicture fails unless got shows what want shows: its figures, its
// frames and its bodies.
func samePicture(t *testing.T, what string, got, want *Picture) {
	t.Helper()
	if got.Tick != want.Tick || got.Alpha != want.Alpha || got.Settings != want.Settings || got.Stats != want.Stats || got.Added != want.Added {
		t.Errorf("%s: tick %d, alpha %v, %d frames added, stats %+v;\nwant %d, %v, %d, %+v",
			what, got.Tick, got.Alpha, got.Added, got.Stats, want.Tick, want.Alpha, want.Added, want.Stats)
	}
	if i := firstDiff(got.Frames, want.Frames); i >= 0 {
		t.Errorf("%s: the timeline moved: %d frames, want %d; from frame %d back on", what, len(got.Frames), len(want.Frames), i)
	}
	if !slices.Equal(got.Balls, want.Balls) || got.Jumper != want.Jumper {
		t.Errorf("%s: the bodies moved", what)
	}
}

// firstDiff returns the first index at which a and b differ, or -1 if
// they are equal.
func firstDiff(a, b []instrument.FrameRecord) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}
