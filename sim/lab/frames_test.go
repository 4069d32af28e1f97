package lab_test

import (
	"testing"

	"tickbox/sim/lab"
)

// A 60 fps display and a 60 Hz tick rate: frame i ends at floor(i·10⁹/60)
// ns, so after 3600 frames exactly 60 s have passed and 3600 ticks run.
func TestSixtyFramesRunSixtyTicksASecond(t *testing.T) {
	out := mustCall(t, lab.Run, "-ticks", "3600", "-json")
	if r := decodeResult(t, out); r.Frames != 3600 {
		t.Fatalf("3600 ticks took %d frames at 60 fps, want 3600", r.Frames)
	}
}
