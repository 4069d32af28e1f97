package blend_test

import (
	"fmt"

	"tickbox/sim/blend"
)

// A body moved from x = 2 to x = 4 in the latest tick, and real time is
// three quarters of a tick past it: each mode draws it somewhere else.
func ExampleMode_At() {
	for _, m := range blend.Modes {
		fmt.Printf("%-11s x = %v\n", m, m.At(2, 4, 0.75))
	}
	// Output:
	// newest      x = 4
	// interpolate x = 3.5
	// extrapolate x = 5.5
}
