package refresh_test

import (
	"testing"
	"time"

	"tickbox/sim/refresh"
)

// feed gives m n frames of d each, as a Length hook, and fails the test
// if one comes back changed.
func feed(t *testing.T, m *refresh.Meter, d time.Duration, n int) {
	t.Helper()
	for range n {
		if got := m.Length(d); got != d {
			t.Fatalf("Length(%v) = %v: want it as given", d, got)
		}
	}
}

// A Meter decides nothing until a run of frames does, then the common
// rate they fit; a hitch between runs starts a new run but keeps the rate
// decided, until a run of another rate decides that one, as does a clock
// that goes backwards; a game slower than any display (frames of 200 ms,
// 5 Hz) decides nothing.
func TestMeter(t *testing.T) {
	var m refresh.Meter
	feed(t, &m, time.Second/60+1, 10)
	if got := m.Refresh(); got != 0 || m.Interval() != 0 {
		t.Fatalf("after 10 frames: %v Hz, want 0 (measuring)", got)
	}
	feed(t, &m, time.Second/60+1, 190) // 59.94 Hz fits the first 120 or so too
	if got := m.Refresh(); got != 60 {
		t.Fatalf("after 200 frames of 60 fps: %v Hz, want 60", got)
	}
	feed(t, &m, 250*time.Millisecond, 1)
	feed(t, &m, time.Second/144+1, 5)
	if got := m.Refresh(); got != 60 {
		t.Errorf("a hitch, then 5 frames of 144 fps: %v Hz, want 60 still", got)
	}
	feed(t, &m, time.Second/144+1, 40)
	if got := m.Refresh(); got != 144 {
		t.Errorf("then 40 more: %v Hz, want 144", got)
	}
	m.Length(-time.Millisecond)
	feed(t, &m, time.Second/60+1, 5)
	if got := m.Refresh(); got != 144 {
		t.Errorf("a clock gone back, then 5 frames of 60 fps: %v Hz, want 144 still", got)
	}
	var slow refresh.Meter
	feed(t, &slow, 200*time.Millisecond, 100)
	if got := slow.Refresh(); got != 0 {
		t.Errorf("frames of 200 ms: %v Hz, want 0 (no display's)", got)
	}
}
