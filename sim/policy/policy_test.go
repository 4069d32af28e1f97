package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/rng"
	"tickbox/sim/sched"
)

// The Tickbox policy decides exactly as the Scheduler's own loop did before
// every frame went through a policy, bit for bit, on irregular frames with
// hitches, at several rates and scales: oldLoop is that loop, written out
// as it was in Scheduler.advance.
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
		a, b := &oldLoop{rate: hz, quarters: 4}, newScheduler(t, "tickbox", hz)
		for i, e := range frames {
			if i == 2500 {
				a.quarters = 64
				_ = b.SetScale(64)
			}
			fa := a.advance(e)
			fb, _ := b.Advance(e)
			tb := b.Totals()
			tb.Dropped = 0 // a sum of fractions of a ns: sim/sched's reference test checks it
			if fa != fb || a.owed != owed(b) || a.totals != tb || a.alpha() != b.Alpha() {
				t.Fatalf("%d Hz frame %d (%v): old loop %+v owed %d, policy %+v owed %d", hz, i, e, fa, a.owed, fb, owed(b))
			}
		}
	}
}

// oldLoop is the Scheduler's default loop as it was, at the default
// limits: clamp, accept, run every whole tick up to the cap, drop the rest.
type oldLoop struct {
	rate, quarters int
	owed           int64
	totals         sched.Totals
}

func (o *oldLoop) advance(elapsed time.Duration) sched.Frame {
	f := sched.Frame{Elapsed: elapsed}
	o.totals.Frames++
	counted := elapsed
	if elapsed > sched.DefaultMaxFrame {
		counted, f.Clamped, f.ClampLoss = sched.DefaultMaxFrame, true, elapsed-sched.DefaultMaxFrame
		o.totals.Clamps++
		o.totals.ClampLoss += f.ClampLoss
	}
	units := int64(counted) * int64(o.rate) * int64(o.quarters)
	o.owed += units
	o.totals.AcceptedUnits += units
	o.totals.AcceptedTicks += o.totals.AcceptedUnits / sched.UnitsPerTick
	o.totals.AcceptedUnits %= sched.UnitsPerTick
	ticks, most := o.owed/sched.UnitsPerTick, int64((sched.DefaultMaxUpdates*max(o.quarters, 4)+3)/4)
	if ticks > most {
		n := ticks - most
		f.Capped, f.DroppedTicks = true, n
		f.Dropped = time.Duration((n*int64(time.Second) + int64(o.rate)/2) / int64(o.rate))
		o.owed -= n * sched.UnitsPerTick
		o.totals.Caps++
		o.totals.DroppedTicks += n
		ticks = most
	}
	o.owed -= ticks * sched.UnitsPerTick
	o.totals.Ticks += ticks
	f.Ticks, f.Alpha = int(ticks), o.alpha()
	return f
}

func (o *oldLoop) alpha() float64 { return float64(o.owed) / sched.UnitsPerTick }

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
