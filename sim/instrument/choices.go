package instrument

import (
	"slices"
	"time"

	"tickbox/sim/sched"
)

// The values the keys cycle through (Next) or step through up and down
// (adjacent), wrapping round. Flags accept others too.
var (
	// fpsCaps are the fps caps a key cycles through; 0 is vsync (no cap
	// of our own).
	fpsCaps = []int{0, 144, 60, 30, 20}
	// scales are the time scales a key steps through: ¼ ½ 1 2 4 16.
	scales = []float64{0.25, 0.5, 1, 2, 4, 16}
	// loads are the per-tick costs a key steps through.
	loads = []time.Duration{0, 5 * time.Millisecond, 10 * time.Millisecond,
		20 * time.Millisecond, 40 * time.Millisecond}
)

// The fixed amounts of the experiments.
const (
	hitchLength     = 250 * time.Millisecond // a hitch: one frame this long
	longHitchLength = time.Second            // a long hitch
	stallLength     = 500 * time.Millisecond // a stall: inside one tick
)

// Next returns the choice after v, wrapping; a v not in the list gives
// the first choice.
func Next[T comparable](choices []T, v T) T {
	return choices[(slices.Index(choices, v)+1)%len(choices)] // not in it: -1, so the first
}

// adjacent returns the choice after v (up) or before it, wrapping round at
// either end as the keys that cycle do (F, T, E): up from the last is the
// first, down from the first the last. A v not in the list gives the
// nearest choice in that direction, or wraps if there is none.
func adjacent[T float64 | time.Duration](choices []T, v T, up bool) T {
	i := 0
	for i < len(choices) && choices[i] < v {
		i++
	}
	// i is the first choice ≥ v. Up from v: the first choice > v.
	if up {
		for i < len(choices) && !(v < choices[i]) {
			i++
		}
		return choices[i%len(choices)]
	}
	return choices[(i-1+len(choices))%len(choices)]
}

// NextPolicy returns the frame policy after name among those registered
// (sched.PolicyNames: the recommended one, and the engines' once package
// tickbox/sim/policy's Register has run), wrapping; a name not among them
// gives the first.
func NextPolicy(name string) string { return Next(sched.PolicyNames(), name) }
