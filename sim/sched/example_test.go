package sched_test

import (
	"fmt"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// A 144 Hz display drawing a 60 Hz simulation: 2.4 frames per tick, so most
// frames run no tick and only move alpha on, and every second or third frame
// runs one.
func Example() {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		panic(err)
	}
	const frame = 6_944_445 * time.Nanosecond // 1/144 s, rounded up to the ns
	for i := 1; i <= 12; i++ {
		f, err := s.Advance(frame)
		if err != nil {
			panic(err)
		}
		fmt.Printf("frame %2d: ticks %d, alpha %.3f\n", i, f.Ticks, f.Alpha)
	}
	t := s.Totals()
	fmt.Printf("%d frames ran %d ticks; step %v\n", t.Frames, t.Ticks, s.Step())
	// Output:
	// frame  1: ticks 0, alpha 0.417
	// frame  2: ticks 0, alpha 0.833
	// frame  3: ticks 1, alpha 0.250
	// frame  4: ticks 0, alpha 0.667
	// frame  5: ticks 1, alpha 0.083
	// frame  6: ticks 0, alpha 0.500
	// frame  7: ticks 0, alpha 0.917
	// frame  8: ticks 1, alpha 0.333
	// frame  9: ticks 0, alpha 0.750
	// frame 10: ticks 1, alpha 0.167
	// frame 11: ticks 0, alpha 0.583
	// frame 12: ticks 1, alpha 0.000
	// 12 frames ran 5 ticks; step 16.666667ms
}

// A two-second hitch, say from dragging the window: the clamp counts it as
// 250 ms, which owes 15 ticks; the cap runs 5 and drops 10.
func ExampleScheduler_Advance_hitch() {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		panic(err)
	}
	f, err := s.Advance(2 * time.Second)
	if err != nil {
		panic(err)
	}
	fmt.Printf("clamped %v, clamp loss %v\n", f.Clamped, f.ClampLoss)
	fmt.Printf("ticks %d, capped %v, dropped %d ticks (%v)\n", f.Ticks, f.Capped, f.DroppedTicks, f.Dropped)
	fmt.Printf("alpha %.3f\n", f.Alpha)
	// Output:
	// clamped true, clamp loss 1.75s
	// ticks 5, capped true, dropped 10 ticks (166.666667ms)
	// alpha 0.000
}

// Pausing freezes alpha; RequestStep runs exactly one tick per request.
func ExampleScheduler_RequestStep() {
	s, err := sched.New(sched.Config{Rate: 50}, &policy.Tickbox{}) // 20 ms ticks
	if err != nil {
		panic(err)
	}
	show := func(f sched.Frame, err error) {
		if err != nil {
			panic(err)
		}
		fmt.Printf("paused %-5v ticks %d, alpha %.2f\n", f.Paused, f.Ticks, f.Alpha)
	}
	show(s.Advance(10 * time.Millisecond))
	s.SetPaused(true)
	show(s.Advance(100 * time.Millisecond))
	s.RequestStep()
	show(s.Advance(100 * time.Millisecond))
	s.SetPaused(false)
	show(s.Advance(10 * time.Millisecond))
	// Output:
	// paused false ticks 0, alpha 0.50
	// paused true  ticks 0, alpha 0.50
	// paused true  ticks 1, alpha 0.50
	// paused false ticks 1, alpha 0.00
}

// At ×16 a 60 fps frame runs 16 ticks; at ×¼ a tick every fourth frame.
// The step stays the same: faster means more ticks, never longer ones.
func ExampleScheduler_SetScale() {
	for _, quarters := range []int{1, 4, 64} {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			panic(err)
		}
		if err := s.SetScale(quarters); err != nil {
			panic(err)
		}
		for range 8 {
			if _, err := s.Advance(16_666_667 * time.Nanosecond); err != nil {
				panic(err)
			}
		}
		fmt.Printf("×%-4v 8 frames, %3d ticks of %v\n", float64(quarters)/4, s.Totals().Ticks, s.Step())
	}
	// Output:
	// ×0.25 8 frames,   2 ticks of 16.666667ms
	// ×1    8 frames,   8 ticks of 16.666667ms
	// ×16   8 frames, 128 ticks of 16.666667ms
}
