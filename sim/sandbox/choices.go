package sandbox

// rateChoices are tick rates for T, in Hz. The other values the keys
// cycle through (fps caps, time scales, loads) are the instruments', which
// the dev layer of any game shares (package sim/instrument).
var rateChoices = []int{60, 120, 30, 10}
