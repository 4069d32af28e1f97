//go:build !race

// The long physics tests step hundreds of millions of ball-ticks of one
// goroutine's arithmetic, which the race detector makes ten times slower
// and cannot find anything in: make test runs them without it, in its
// physics stage (go test ./sim -run 'Energy|Rest|Corners').

package bounce_test

import (
	"flag"
	"fmt"
	"math"
	"testing"

	"tickbox/sim/bounce"
)

// energyHours is how much game time TestEnergyKept runs: 1 hour in make
// test, 10 in make soak (-energy.hours=10).
var energyHours = flag.Float64("energy.hours", 1, "game time TestEnergyKept runs, in hours")

// energy is the balls' total energy per unit mass, Σ g·y + (vx² + vy²)/2,
// in J/kg, summed in ball order.
func energy(w *bounce.World) float64 {
	b, g := &w.Balls, w.Config.Gravity
	e := 0.0
	for i := range b.Len() {
		e += g*b.Y[i] + (b.VX[i]*b.VX[i]+b.VY[i]*b.VY[i])/2
	}
	return e
}

// outside returns the first ball whose centre is outside the box (or NaN),
// and -1 when every ball is inside.
func outside(w *bounce.World) int {
	b, c := &w.Balls, &w.Config
	for i := range b.Len() {
		if !(b.X[i] >= c.BallRadius && b.X[i] <= c.Width-c.BallRadius &&
			b.Y[i] >= c.BallRadius && b.Y[i] <= c.Height-c.BallRadius) {
			return i
		}
	}
	return -1
}

// TestEnergyKept: at restitution 1 and with no input, the balls' total
// energy stays within ±1 % of its start, and every ball inside the box,
// for energy.hours of game time at 60 Hz.
func TestEnergyKept(t *testing.T) {
	ticks := int64(*energyHours * 3600 * 60)
	for _, balls := range []int{3, 1000} {
		t.Run(fmt.Sprintf("balls=%d", balls), func(t *testing.T) {
			w := newWorld(t, func(c *bounce.Config) { c.Balls = balls })
			start := energy(w)
			lo, hi := start, start
			for w.Tick < ticks {
				w.Step(bounce.Input{})
				if w.Tick%60 != 0 {
					continue
				}
				e := energy(w)
				lo, hi = min(lo, e), max(hi, e)
				if math.Abs(e-start) > start/100 || outside(w) >= 0 {
					t.Fatalf("after %d ticks energy %.6g J/kg (start %.6g); first ball outside the box: %d (0: none)",
						w.Tick, e, start, outside(w)+1)
				}
			}
			t.Logf("%d ticks: energy %.9g J/kg at start, %.9g to %.9g on the way (%.2g %%)",
				ticks, start, lo, hi, 100*(hi-lo)/start)
		})
	}
}

// TestEnergyNeverRises: below restitution 1, and at 1, the total energy
// never rises from one tick to the next by more than rounding, no value
// becomes NaN and every ball stays inside the box, at any tick rate.
func TestEnergyNeverRises(t *testing.T) {
	for _, rate := range []int{1, 10, 60, 1000} {
		for _, e := range []float64{0, 0.5, 0.8, 1} {
			t.Run(fmt.Sprintf("rate=%d/restitution=%v", rate, e), func(t *testing.T) {
				w := newWorld(t, func(c *bounce.Config) { c.Balls, c.Rate, c.Restitution = 100, rate, e })
				prev := energy(w)
				for w.Tick < int64(600*rate) { // ten minutes
					w.Step(bounce.Input{})
					now := energy(w)
					if now > prev+1e-12*prev || math.IsNaN(now) || outside(w) >= 0 {
						t.Fatalf("tick %d: energy %.17g J/kg after %.17g; first ball outside the box: %d (0: none)",
							w.Tick-1, now, prev, outside(w)+1)
					}
					prev = now
				}
			})
		}
	}
}

// TestBallsComeToRest: with restitution 0.8 every ball ends resting on the
// floor, with no speed, after ten minutes.
func TestBallsComeToRest(t *testing.T) {
	w := newWorld(t, func(c *bounce.Config) { c.Balls, c.Restitution = 100, 0.8 })
	for w.Tick < 36000 {
		w.Step(bounce.Input{})
	}
	b, r := &w.Balls, w.Config.BallRadius
	for i := range b.Len() {
		if b.Y[i] != r || b.VY[i] != 0 {
			t.Fatalf("ball %d at height %v moving %v m/s up; want at rest on the floor (%v m)", i+1, b.Y[i], b.VY[i], r)
		}
	}
}

// TestKicksAddOnlyWhatTheyGive: a kick adds to the energy exactly the
// kinetic energy of the speed it gives each ball, Σ (|v+Δv|² - |v|²)/2,
// where Δv is the difference it makes against the same tick without the
// kick. The balls are put in a row high in the box, clear of everything, so
// that nothing else changes their speed in the tick.
func TestKicksAddOnlyWhatTheyGive(t *testing.T) {
	for _, k := range []bounce.Kick{bounce.KickLeft, bounce.KickRight, bounce.KickUp} {
		w := newWorld(t, func(c *bounce.Config) { c.Balls = 20 })
		b := &w.Balls
		for i := range b.Len() {
			b.X[i], b.Y[i], b.VX[i], b.VY[i] = 0.5+0.45*float64(i), 8, 1, -1
		}
		var kicked, calm bounce.World
		kicked.CopyFrom(w)
		calm.CopyFrom(w)
		kicked.Step(bounce.Input{Kick: k})
		calm.Step(bounce.Input{})
		given := 0.0
		for i := range b.Len() {
			dx, dy := kicked.Balls.VX[i]-calm.Balls.VX[i], kicked.Balls.VY[i]-calm.Balls.VY[i]
			vx, vy := b.VX[i], b.VY[i]
			given += ((vx+dx)*(vx+dx) + (vy+dy)*(vy+dy) - vx*vx - vy*vy) / 2
		}
		got := energy(&kicked) - energy(w)
		if math.Abs(got-given) > 1e-9*energy(w) {
			t.Errorf("kick %v: energy rose by %.12g J/kg; the speed it gave is worth %.12g", k, got, given)
		}
	}
}
