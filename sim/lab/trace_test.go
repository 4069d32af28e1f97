package lab_test

import (
	"testing"

	"tickbox/sim/capture"
	"tickbox/sim/instrument"
	"tickbox/sim/lab"
	"tickbox/sim/sandbox"
)

// The lab drives the window's loop with made-up frames: here 60 fps, whose
// frame i ends at floor(i·10⁹/60) ns, a hair before its tick two times in
// three, so frames run 0, 1 and 2 ticks in turn, alpha a hair below 1
// after the first two and exactly 0 after the third; and a jump before
// the second frame, as Space would do, changes none of that.
func TestTraceAt60FPS(t *testing.T) {
	src, err := capture.Parse("60", 1)
	if err != nil {
		t.Fatal(err)
	}
	keys := map[int][]instrument.Action{1: {sandbox.Jump}}
	trace, err := lab.Trace(sandbox.DefaultOptions(), src, 6, keys)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range trace {
		ticks := i % 3
		if f.Ticks != ticks || ticks == 2 && f.Alpha != 0 || ticks < 2 && (f.Alpha < 0.9999999 || f.Alpha >= 1) {
			t.Errorf("frame %d: %d ticks, alpha %.8f; want %d ticks, alpha %s", i+1, f.Ticks, f.Alpha, ticks,
				map[bool]string{true: "0", false: "a hair below 1"}[ticks == 2])
		}
	}
}
