package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/rng"
)

// The Tickbox policy decides exactly as a Scheduler without a policy, bit
// for bit, on irregular frames with hitches, at several rates and scales.
func TestTickboxIsTheDefault(t *testing.T) {
	gen := rng.RNG{State: 7}
	frames := make([]time.Duration, 5000)
	for i := range frames {
		frames[i] = time.Duration(gen.Uint64() % uint64(40*time.Millisecond))
		if i%500 == 0 {
			frames[i] = 2 * time.Second
		}
	}
	for _, hz := range []int{60, 144, 1000} {
		a, b := newScheduler(t, "", hz), newScheduler(t, "tickbox", hz)
		for i, e := range frames {
			if i == 2500 {
				_ = a.SetScale(64)
				_ = b.SetScale(64)
			}
			fa, _ := a.Advance(e)
			fb, _ := b.Advance(e)
			if fa != fb || a.Owed() != b.Owed() || a.Totals() != b.Totals() || a.Alpha() != b.Alpha() {
				t.Fatalf("%d Hz frame %d (%v): default %+v owed %d, policy %+v owed %d", hz, i, e, fa, a.Owed(), fb, b.Owed())
			}
		}
	}
}

func TestNew(t *testing.T) {
	for _, name := range policy.Names() {
		p, err := policy.New(name)
		if err != nil || p.Name() != name {
			t.Errorf("New(%q) = %v, %v: want a policy of that name", name, p, err)
		}
	}
	if _, err := policy.New("unreal"); err == nil {
		t.Error(`New("unreal"): no error`)
	}
}

// A policy's Decide must not allocate: it runs every frame.
func TestNoAllocations(t *testing.T) {
	frames := display(60, 1, time.Millisecond, 64, 1)
	for _, name := range policy.Names() {
		s := newScheduler(t, name, 60)
		i := 0
		n := testing.AllocsPerRun(200, func() {
			_, _ = s.Advance(frames[i%len(frames)])
			i++
		})
		if n != 0 {
			t.Errorf("%s: %v allocations per frame", name, n)
		}
	}
}
