package sandbox

import (
	"tickbox/sim/instrument"
)

// rateChoices are tick rates for T, in Hz. The other values the keys
// cycle through (fps caps, time scales, loads) are the instruments', which
// the dev layer of any game shares (package sim/instrument).
var rateChoices = []int{60, 120, 30, 10}

// Fixed amounts of the experiments: the instruments' hitches and stall.
// As fast as possible's are the loop's (fixed.FastBudget, MaxFastTicks).
const (
	HitchLength     = instrument.HitchLength     // H
	LongHitchLength = instrument.LongHitchLength // Shift+H
	StallLength     = instrument.StallLength     // X: inside one tick
)
