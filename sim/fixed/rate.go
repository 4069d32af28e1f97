package fixed

import (
	"fmt"

	"tickbox/sim/sched"
)

// CheckRate returns an error naming hz and the rule if it is not a tick
// rate the loop runs (1 to 1000 Hz: package sched's MinRate to MaxRate,
// its rule), for a game that keeps its rate (in its state, a
// snapshot, a file) and checks it as the loop does. It takes an int64, as
// a state's fields are of fixed size, and checks it whole on 32-bit
// targets too.
func CheckRate(hz int64) error {
	if hz < sched.MinRate || hz > sched.MaxRate {
		return fmt.Errorf("fixed: tick rate %d Hz: must be %d to %d Hz", hz, sched.MinRate, sched.MaxRate)
	}
	return nil
}
