package sandbox

import (
	"time"

	"tickbox/sim/instrument"
)

// rateChoices are tick rates for T, in Hz. The other values the keys
// cycle through (fps caps, time scales, loads) are the instruments', which
// the dev layer of any game shares (package sim/instrument).
var rateChoices = []int{60, 120, 30, 10}

// Fixed amounts of the experiments: the instruments' hitches and stall,
// and as fast as possible's.
const (
	HitchLength     = instrument.HitchLength     // H
	LongHitchLength = instrument.LongHitchLength // Shift+H
	StallLength     = instrument.StallLength     // X: inside one tick
	// FastBudget is how much of each frame "as fast as possible" spends on
	// ticks: about 12 ms, which leaves a 60 Hz frame room to draw.
	FastBudget = 12 * time.Millisecond
	// MaxFastTicks bounds the ticks of one fast frame, so that a clock that
	// does not move while ticking (a virtual one) still ends the frame.
	MaxFastTicks = 100_000
)
