package instrument

import (
	"fmt"
	"time"

	"tickbox/sim/rng"
)

// The range of a jittery frame's length, both ends included: from a fast
// frame to a slow one, wide enough that newest-state drawing visibly
// stutters and interpolation visibly does not.
const (
	JitterMin = 4 * time.Millisecond
	JitterMax = 40 * time.Millisecond
)

// jitter draws frame lengths uniformly from [JitterMin, JitterMax], whole
// nanoseconds, with its own generator: the simulation's SplitMix64 seeded
// with the world's seed, but not the world's instance, so a seed names one
// sequence of frames everywhere and never touches the world's random
// numbers.
type jitter struct {
	rng  rng.RNG
	seed uint64
}

// NewJitter returns jittery frames drawn from seed.
func NewJitter(seed uint64) Source { return &jitter{rng: rng.RNG{State: seed}, seed: seed} }

// Next draws a length in [JitterMin, JitterMax]. The modulo's bias, 3.6e7
// in 1.8e19, is far below anything a frame could show.
func (j *jitter) Next(int) time.Duration {
	span := uint64(JitterMax - JitterMin + 1)
	return JitterMin + time.Duration(j.rng.Uint64()%span)
}

func (j *jitter) String() string { return fmt.Sprintf("jitter (4 to 40 ms, seed %d)", j.seed) }
