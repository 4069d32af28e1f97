package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// A Readout's frames are the newest frames of the timeline back to the
// first that reaches FrameSpan into the past, and no further: all the
// timeline holds while it holds less. Jittery frames of 4 to 40 ms cross
// FrameSpan anywhere; frames of 25 ms reach it exactly, 50 of them.
func TestReadoutFramesReachFrameSpan(t *testing.T) {
	for _, tc := range []struct {
		name   string
		jitter bool
		frame  time.Duration
	}{
		{"jitter", true, 0},
		{"25 ms", false, 25 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, d, clock := devLoop(t, &counter{}, fixed.Options{}, instrument.DevOptions{Jitter: tc.jitter})
			var r instrument.Readout
			for range 400 {
				runFrames(t, d, clock, tc.frame, 1)
				d.Readout(&r)
				checkFrameSpan(t, &r, d.Timeline())
			}
			if n := len(r.Frames); n == d.Timeline().Len() {
				t.Fatalf("after 400 frames the readout holds all %d: FrameSpan never cut it", n)
			}
		})
	}
}

// checkFrameSpan fails unless r's frames are tl's newest, as many as
// reach FrameSpan with their last, and not before it, or all tl holds.
func checkFrameSpan(t *testing.T, r *instrument.Readout, tl *instrument.Timeline) {
	t.Helper()
	if r.Added != tl.Added() || len(r.Frames) == 0 {
		t.Fatalf("%d frames of %d added, want some of %d", len(r.Frames), r.Added, tl.Added())
	}
	var covered time.Duration
	for i, f := range r.Frames {
		if f != *tl.Back(i) {
			t.Fatalf("frame %d back is %+v, want %+v", i, f, *tl.Back(i))
		}
		if i < len(r.Frames)-1 {
			covered += f.Length
		}
	}
	last := r.Frames[len(r.Frames)-1].Length
	switch {
	case covered >= instrument.FrameSpan:
		t.Fatalf("%d frames cover %v before the last: one too many", len(r.Frames), covered)
	case covered+last < instrument.FrameSpan && len(r.Frames) != tl.Len():
		t.Fatalf("%d of %d frames cover only %v", len(r.Frames), tl.Len(), covered+last)
	}
}
