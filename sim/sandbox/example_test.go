package sandbox

import (
	"fmt"
	"time"

	"tickbox/sim/capture"
	"tickbox/sim/fixed"
)

// A Sandbox takes each frame's elapsed time and runs the ticks it owes: at
// 144 fps against 60 Hz ticks a frame runs 0 or 1 tick, and alpha says how
// far the next tick is. A hitch of 250 ms owes 15 ticks: the tick cap runs
// 5 and drops 10.
func Example() {
	sb, err := New(DefaultOptions(), &fixed.VirtualClock{})
	if err != nil {
		panic(err)
	}
	steady, _ := capture.NewSteady("144")
	show := func(elapsed time.Duration) {
		sb.Advance(elapsed)
		f := sb.Scene().Stats().Frame
		fmt.Printf("%-12v %d ticks  alpha %.3f  dropped %v\n", elapsed, f.Ticks, f.Alpha, f.Dropped)
	}
	for range 5 {
		show(steady.Next(0))
	}
	show(250 * time.Millisecond) // a hitch (H)
	fmt.Println("tick", sb.Scene().World().Tick)
	// Output:
	// 6.944444ms   0 ticks  alpha 0.417  dropped 0s
	// 6.944444ms   0 ticks  alpha 0.833  dropped 0s
	// 6.944445ms   1 ticks  alpha 0.250  dropped 0s
	// 6.944444ms   0 ticks  alpha 0.667  dropped 0s
	// 6.944445ms   1 ticks  alpha 0.083  dropped 0s
	// 250ms        5 ticks  alpha 0.083  dropped 166.666667ms
	// tick 7
}

// The window's frame reads the clock, after pacing the frame: with a cap
// of 20 fps, a frame whose work took 10 ms waits until 50 ms have passed
// since the previous one began.
func ExampleSandbox_Frame() {
	o := DefaultOptions()
	o.FPSCap = 20
	clock := &fixed.VirtualClock{}
	sb, err := New(o, clock)
	if err != nil {
		panic(err)
	}
	for range 3 {
		sb.Frame() // the first frame starts the clock: 0
		st := sb.Scene().Stats()
		fmt.Println(st.Length, st.Frame.Ticks, "ticks")
		clock.Advance(10 * time.Millisecond) // the frame's work
	}
	// Output:
	// 0s 0 ticks
	// 50ms 3 ticks
	// 50ms 3 ticks
}
