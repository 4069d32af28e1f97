package bounce_test

import (
	"math"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// jumpPeak jumps once and steps with dt until the jumper lands; it returns
// the peak. rate 0 means variable steps of dt, otherwise fixed steps.
func jumpPeak(t *testing.T, dt float64) float64 {
	w := newWorld(t, func(c *bounce.Config) { c.Balls = 0 })
	in := bounce.Input{Jump: bounce.Tap(true)}
	for range 10000 {
		if err := w.StepVariable(in, dt); err != nil {
			t.Fatal(err)
		}
		in = bounce.Input{}
		if w.Jumper.OnGround() {
			return w.Jumper.Peak
		}
	}
	t.Fatal("the jumper never landed")
	return 0
}

// Semi-implicit Euler undershoots the exact peak v²/2g by about v·dt/2, so
// a variable-step jump reaches lower the lower the frame rate.
func TestVariableStepJumpPeaksLowerAtLowFPS(t *testing.T) {
	c := bounce.DefaultConfig()
	exact := c.JumpSpeed * c.JumpSpeed / (2 * c.Gravity)
	for _, fps := range []float64{30, 60, 144} {
		dt := 1 / fps
		peak := jumpPeak(t, dt)
		shortfall := exact - peak
		want := c.JumpSpeed * dt / 2
		// The discrete peak can land up to one step's travel off the
		// formula's, hence the tolerance of g·dt².
		if math.Abs(shortfall-want) > c.Gravity*dt*dt {
			t.Errorf("%v fps: peak %.5f m, shortfall %.5f m, want about v·dt/2 = %.5f m", fps, peak, shortfall, want)
		}
	}
	if p30, p144 := jumpPeak(t, 1.0/30), jumpPeak(t, 1.0/144); p30 >= p144 {
		t.Errorf("peak at 30 fps %v ≥ peak at 144 fps %v", p30, p144)
	}
}

func TestJumperOnlyJumpsFromTheGround(t *testing.T) {
	w := newWorld(t, func(c *bounce.Config) { c.Balls = 0 })
	w.Step(bounce.Input{Jump: bounce.Tap(true)})
	vy := w.Jumper.VY
	w.Step(bounce.Input{Jump: bounce.Tap(true)}) // in the air: ignored
	if got, want := w.Jumper.VY, vy-9.81/60; math.Abs(got-want) > 1e-12 {
		t.Errorf("a jump in the air changed vy to %v, want %v", got, want)
	}
	if w.Jumper.PreviousY == w.Jumper.Y {
		t.Error("previous height not kept")
	}
}

func TestJumperFingerprintOrder(t *testing.T) {
	// Swapping two fields must change the fingerprint: the order is part of it.
	a := bounce.Jumper{Y: 1, VY: 2, PreviousY: 3, Peak: 4}
	b := bounce.Jumper{Y: 2, VY: 1, PreviousY: 3, Peak: 4}
	if a.Fingerprint() == b.Fingerprint() {
		t.Error("jumpers with Y and VY swapped have the same fingerprint")
	}
	var zero bounce.Jumper
	if got := tape.Format(zero.Fingerprint()); len(got) != 16 {
		t.Errorf("fingerprint %q is not 16 hex digits", got)
	}
}
