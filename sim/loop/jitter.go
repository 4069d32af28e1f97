package loop

import (
	"time"

	"tickbox/sim"
)

// The range of a jittery frame's length: from a fast frame to a slow one,
// wide enough that newest-state drawing visibly stutters and interpolation
// visibly does not.
const (
	JitterMin = 4 * time.Millisecond
	JitterMax = 40 * time.Millisecond
)

// Jitter draws frame lengths uniformly from [JitterMin, JitterMax) with its
// own seeded generator (the simulation's SplitMix64, not the world's
// instance), so a jittery run is the same sequence of frames every time for
// a given seed, and never touches the world's random numbers.
type Jitter struct {
	rng sim.RNG
}

// NewJitter returns a jitter source seeded with seed.
func NewJitter(seed uint64) Jitter { return Jitter{rng: sim.RNG{State: seed}} }

// Next returns the next frame length, in [JitterMin, JitterMax).
func (j *Jitter) Next() time.Duration {
	span := uint64(JitterMax - JitterMin)
	return JitterMin + time.Duration(j.rng.Uint64()%span)
}
