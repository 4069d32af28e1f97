package lab_test

import (
	"fmt"
	"tickbox/sim/capture"

	"tickbox/sim/instrument"
	"tickbox/sim/lab"
	"tickbox/sim/sandbox"
)

// The lab drives the window's loop with made-up frames: here 60 fps, whose
// frame i ends at floor(i·10⁹/60) ns, a hair before its tick two times in
// three, so frames run 0, 1 and 2 ticks in turn; and a jump before the
// second frame, as Space would do.
func ExampleTrace() {
	src, _ := capture.Parse("60", 1)
	keys := map[int][]instrument.Action{1: {sandbox.Jump}}
	trace, err := lab.Trace(sandbox.DefaultOptions(), src, 6, keys)
	if err != nil {
		panic(err)
	}
	for i, f := range trace {
		fmt.Printf("frame %d: %d ticks, alpha %.8f\n", i+1, f.Ticks, f.Alpha)
	}
	// Output:
	// frame 1: 0 ticks, alpha 0.99999996
	// frame 2: 1 ticks, alpha 0.99999998
	// frame 3: 2 ticks, alpha 0.00000000
	// frame 4: 0 ticks, alpha 0.99999996
	// frame 5: 1 ticks, alpha 0.99999998
	// frame 6: 2 ticks, alpha 0.00000000
}
