package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/rng"
)

// randomFrames returns n frames drawn from gen: mostly 0 to 40 ms, some
// of a few ns, some of no time, some hitches of up to 3 s.
func randomFrames(gen *rng.RNG, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		switch gen.Uint64() % 10 {
		case 0:
			out[i] = time.Duration(gen.Uint64() % uint64(3*time.Second))
		case 1:
			out[i] = time.Duration(gen.Uint64() % 3000)
		case 2:
		default:
			out[i] = time.Duration(gen.Uint64() % uint64(40*time.Millisecond))
		}
	}
	return out
}

// Every policy keeps owed time in the range it declares, on random frames
// at several rates and scales, with the limits on and off: Check after
// every frame (play) holds it to that range.
func TestPoliciesKeepTheirOwedRange(t *testing.T) {
	for _, name := range policy.Names() {
		for seed := uint64(1); seed <= 12; seed++ {
			gen := rng.RNG{State: seed}
			for _, hz := range []int{10, 60, 144, 1000} {
				s := newScheduler(t, name, hz)
				if seed%3 == 0 {
					_ = s.SetScale(64)
				}
				if seed%4 == 0 {
					_ = s.SetLimits(0, 0)
				}
				play(t, s, randomFrames(&gen, 2000))
			}
		}
	}
}

// Switching policy every few frames, in any order, never leaves owed time
// where Check does not expect it: each new policy is held to its range
// once its frames have brought the time the last one left into it.
func TestSwitchingPolicies(t *testing.T) {
	gen := rng.RNG{State: 3}
	s := newScheduler(t, "tickbox", 60)
	names := policy.Names()
	for range 400 {
		p, err := policy.New(names[gen.Uint64()%uint64(len(names))])
		if err != nil {
			t.Fatal(err)
		}
		s.SetPolicy(p)
		for i, f := range play(t, s, randomFrames(&gen, 10)) {
			if f.Ticks < 0 {
				t.Fatalf("%s frame %d: %d ticks", p.Name(), i, f.Ticks)
			}
		}
	}
}
