package sandbox

import "time"

// The values the keys cycle through. Flags accept others too.
var (
	// fpsCapChoices are the fps caps F cycles through; 0 is vsync (no cap of our own).
	fpsCapChoices = []int{0, 144, 60, 30, 20}
	// rateChoices are tick rates for T, in Hz.
	rateChoices = []int{60, 120, 30, 10}
	// scaleChoices are time scales for + and -, in quarters: ¼ ½ 1 2 4 16.
	scaleChoices = []int{1, 2, 4, 8, 16, 64}
	// loadChoices are per-tick costs for L and Shift+L.
	loadChoices = []time.Duration{0, 5 * time.Millisecond, 10 * time.Millisecond,
		20 * time.Millisecond, 40 * time.Millisecond}
)

// Fixed amounts of the experiments.
const (
	HitchLength     = 250 * time.Millisecond // H
	LongHitchLength = time.Second            // Shift+H
	StallLength     = 500 * time.Millisecond // X: inside one tick
	// FastBudget is how much of each frame "as fast as possible" spends on
	// ticks: about 12 ms, which leaves a 60 Hz frame room to draw.
	FastBudget = 12 * time.Millisecond
	// MaxFastTicks bounds the ticks of one fast frame, so that a clock that
	// does not move while ticking (a virtual one) still ends the frame.
	MaxFastTicks = 100_000
)

// next returns the choice after v, wrapping; a v not in the list gives the
// first choice.
func next[T comparable](choices []T, v T) T {
	for i, c := range choices {
		if c == v {
			return choices[(i+1)%len(choices)]
		}
	}
	return choices[0]
}

// adjacent returns the choice dir places from v (±1), stopping at either end;
// a v not in the list gives the nearest choice in order, found by less.
func adjacent[T any](choices []T, v T, dir int, less func(a, b T) bool) T {
	i := 0
	for i < len(choices) && less(choices[i], v) {
		i++
	}
	// i is the first choice ≥ v. Up from v: the first choice > v.
	if dir > 0 {
		for i < len(choices) && !less(v, choices[i]) {
			i++
		}
		return choices[min(i, len(choices)-1)]
	}
	return choices[max(i-1, 0)]
}
