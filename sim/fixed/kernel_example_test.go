package fixed

import (
	"fmt"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// runner is the smallest game a loop can tick: a point moving along a line
// by one metre a tick, two while its input (a bool: sprint) is held. It
// keeps its previous position beside its current one, for drawing.
type runner struct {
	x, previous float64
}

func (r *runner) Step(sprint bool) {
	r.previous = r.x
	r.x++
	if sprint {
		r.x++
	}
}

// drawn is where the runner is drawn in a frame of alpha.
func (r *runner) drawn(alpha float64) float64 { return r.previous + (r.x-r.previous)*alpha }

// A game that is not Tickbox's world: 60 ticks a second drawn at 144 fps.
// Most frames run no tick and only move alpha on; the runner is drawn
// between its last two positions, so it moves 0.42 m every frame.
func Example_kernel() {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		panic(err)
	}
	clock := &VirtualClock{}
	r := &runner{}
	l := newKernel(clock, s, r)
	if _, err := l.frame(); err != nil { // the first frame starts the clock
		panic(err)
	}
	for range 6 {
		clock.Advance(6_944_445 * time.Nanosecond) // 1/144 s, rounded up to the ns
		f, err := l.frame()
		if err != nil {
			panic(err)
		}
		fmt.Printf("ticks %d, alpha %.3f, drawn at %.3f m\n", f.Ticks, f.Alpha, r.drawn(f.Alpha))
	}
	// Output:
	// ticks 0, alpha 0.417, drawn at 0.000 m
	// ticks 0, alpha 0.833, drawn at 0.000 m
	// ticks 1, alpha 0.250, drawn at 0.250 m
	// ticks 0, alpha 0.667, drawn at 0.667 m
	// ticks 1, alpha 0.083, drawn at 1.083 m
	// ticks 0, alpha 0.500, drawn at 1.500 m
}

// Input is asked for by tick, so that it reaches the tick it was meant
// for however frames group ticks: here ticks 2 and 3 sprint, and a frame
// of 80 ms, 4.8 ticks' worth, runs four ticks at once.
func Example_kernelInputs() {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		panic(err)
	}
	r := &runner{}
	l := newKernel(&VirtualClock{}, s, r)
	l.SetInputs(InputFunc[bool](func(tick int64) bool { return tick == 2 || tick == 3 }))
	f, err := l.advanceFrame(80 * time.Millisecond)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d ticks, the runner at %v m, the next tick %d\n", f.Ticks, r.x, l.Tick())
	// Output:
	// 4 ticks, the runner at 6 m, the next tick 4
}

// A run that must end on exactly tick 100 ends there, although its last
// frame, a hitch of a second with the limits off, owes 60 ticks.
func Example_kernelStopAt() {
	s, err := sched.New(sched.Config{Rate: 60}, &policy.Tickbox{}) // no clamp, no cap
	if err != nil {
		panic(err)
	}
	l := newKernel(&VirtualClock{}, s, &runner{})
	l.StopAt(100)
	for l.Tick() < 100 {
		f, err := l.advanceFrame(time.Second)
		if err != nil {
			panic(err)
		}
		fmt.Printf("decided %d, ran %d, at tick %d\n", f.Decided, f.Ticks, l.Tick())
	}
	// Output:
	// decided 60, ran 60, at tick 60
	// decided 60, ran 40, at tick 100
}
