package bounce_test

import (
	"fmt"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// A jump stepped at the default 60 Hz: the peak falls short of the exact
// v²/2g = 1.2742 m by about v·dt/2.
func Example() {
	c := bounce.DefaultConfig()
	c.Balls = 0
	w, err := bounce.New(c)
	if err != nil {
		panic(err)
	}
	w.Step(bounce.Input{Jump: bounce.Tap(true)})
	for !w.Jumper.OnGround() {
		w.Step(bounce.Input{})
	}
	fmt.Printf("landed after %d ticks, peak %.4f m\n", w.Tick, w.Jumper.Peak)
	fmt.Println("jumper", tape.Format(w.Jumper.Fingerprint()))
	// Output:
	// landed after 61 ticks, peak 1.2329 m
	// jumper 2a3d5f3971b48a76
}
