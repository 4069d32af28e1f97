package pacing_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"tickbox/sim/pacing"
)

// readings returns n+1 clock readings of a display refreshing num/den times
// a second: reading k is the k-th refresh, rounded up to the ns, moved by
// noise drawn uniformly from [-noise, +noise] with seed.
func readings(num, den int64, noise time.Duration, seed uint64, n int) []time.Duration {
	r := rand.New(rand.NewPCG(seed, 1))
	out := make([]time.Duration, n+1)
	for k := range out {
		exact := (int64(k)*int64(time.Second)*den + num - 1) / num
		out[k] = time.Duration(exact)
		if noise > 0 {
			out[k] += time.Duration(r.Int64N(int64(2*noise+1))) - noise
		}
	}
	return out
}

// lengths returns the frame lengths between consecutive readings.
func lengths(r []time.Duration) []time.Duration {
	out := make([]time.Duration, len(r)-1)
	for i := range out {
		out[i] = r[i+1] - r[i]
	}
	return out
}

// newSnapper returns a switched-on Snapper made from c.
func newSnapper(t testing.TB, c pacing.Config) *pacing.Snapper {
	t.Helper()
	s, err := pacing.New(c)
	if err != nil {
		t.Fatalf("New(%+v): %v", c, err)
	}
	s.SetEnabled(true)
	return s
}

// period returns the length of one refresh at hz, in ns, as a float.
func period(hz float64) float64 { return float64(time.Second) / hz }
