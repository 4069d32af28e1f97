package fixed

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// runner is the smallest game a loop can tick: a point moving along a line
// by one metre a tick, two while its input (sprint) is held. It keeps its
// previous position beside its current one, for drawing.
type runner struct {
	x, previous float64
}

// sprint is the runner's input.
type sprint bool

func (s sprint) Merge(next sprint) sprint { return s || next }
func (s sprint) Held() sprint             { return s }

func (r *runner) Step(sprint sprint) {
	r.previous = r.x
	r.x++
	if sprint {
		r.x++
	}
}

// panics fails an example as a test fails: it panics.
type panics struct{}

func (panics) Fatal(v ...any) { panic(fmt.Sprint(v...)) }

// drawn is where the runner is drawn in a frame of alpha.
func (r *runner) drawn(alpha float64) float64 { return r.previous + (r.x-r.previous)*alpha }

// A game that is not Tickbox's world: 60 ticks a second drawn at 144 fps.
// Most frames run no tick and only move alpha on; the runner is drawn
// between its last two positions, so it moves 0.42 m every frame.
func Example_kernel() {
	clock := &VirtualClock{}
	r := &runner{}
	l := newOn[sprint](panics{}, clock, r, sched.DefaultConfig())
	if _, err := l.measuredFrame(); err != nil { // the first frame starts the clock
		panic(err)
	}
	for range 6 {
		clock.Advance(6_944_445 * time.Nanosecond) // 1/144 s, rounded up to the ns
		f, err := l.measuredFrame()
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
	r := &runner{}
	l := newOn[sprint](panics{}, &VirtualClock{}, r, sched.DefaultConfig())
	l.SetInputs(InputFunc[sprint](func(tick int64) sprint { return tick == 2 || tick == 3 }))
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
	l := newOn[sprint](panics{}, &VirtualClock{}, &runner{}, sched.Config{Rate: 60}) // no clamp, no cap
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
