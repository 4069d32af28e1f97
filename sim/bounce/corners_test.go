//go:build !race

// Stepped without the race detector, like energy_test.go, for the same reason.

package bounce_test

import (
	"fmt"
	"math"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/sched"
)

// corners returns every config at the ends of the ranges Validate allows:
// each of rate, width, height, ball radius, bumper radius, restitution,
// gravity and jump speed at its least and its most (the ball radius as big
// as the box lets it be), the bumper's centre in one corner of the box or
// the other, for the sandbox and the lesson's model.
func corners() []bounce.Config {
	var all []bounce.Config
	for bits := range 1 << 8 {
		at := func(i int, lo, hi float64) float64 {
			if bits>>i&1 == 1 {
				return hi
			}
			return lo
		}
		c := bounce.DefaultConfig()
		c.Balls = 2
		c.Rate = int(at(0, sched.MinRate, sched.MaxRate))
		c.Width, c.Height = at(1, bounce.MinSize, bounce.MaxSize), at(2, bounce.MinSize, bounce.MaxSize)
		c.BallRadius = at(3, 0, min(bounce.MaxBallRadius, 0.49*min(c.Width, c.Height)))
		c.BumperRadius = at(4, 0, bounce.MaxSize)
		c.Restitution = at(5, 0, 1)
		c.Gravity = at(6, 0, bounce.MaxGravity)
		c.JumpSpeed = at(7, 0, bounce.MaxJumpSpeed)
		c.BumperX, c.BumperY = at(1, 0, c.Width), at(2, c.Height, 0)
		all = append(all, c)
		if c.BallRadius == 0 && c.Restitution == 1 {
			c.Model, c.Version = bounce.Lesson, bounce.LessonVersion
			all = append(all, c)
		}
	}
	return all
}

// TestCornersStayFinite steps every corner of the config's ranges for ten
// minutes of game time, with a jump, a kick and a teleport every second,
// and checks that every value of the state stays finite and every ball in
// the box.
func TestCornersStayFinite(t *testing.T) {
	for _, c := range corners() {
		if err := c.Validate(); err != nil {
			t.Fatalf("corner %+v: %v", c, err)
		}
		w, _ := bounce.New(c)
		for w.Tick < int64(600*c.Rate) {
			in := bounce.Input{Jump: bounce.Tap(true), Kick: bounce.Kick(1 + w.Tick%3), Teleport: bounce.Tap(w.Tick%7 == 0)}
			if w.Tick%int64(c.Rate) != 0 {
				in = bounce.Input{}
			}
			w.Step(in)
			if v, ok := allFinite(w); !ok || (c.Model == bounce.SandboxModel && outside(w) >= 0) {
				t.Fatalf("corner %+v, tick %d: %s; first ball outside the box: %d (0: none)",
					c, w.Tick-1, v, outside(w)+1)
			}
		}
	}
}

// allFinite names the first value of w that is NaN or infinite.
func allFinite(w *bounce.World) (string, bool) {
	j := &w.Jumper
	for _, v := range []float64{j.Y, j.VY, j.PreviousY, j.Peak} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Sprintf("jumper %+v", *j), false
		}
	}
	b := &w.Balls
	for i := range b.Len() {
		for _, v := range []float64{b.X[i], b.Y[i], b.VX[i], b.VY[i], b.PrevX[i], b.PrevY[i]} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Sprintf("ball %d (%v, %v) moving (%v, %v)", i+1, b.X[i], b.Y[i], b.VX[i], b.VY[i]), false
			}
		}
	}
	return "finite", true
}
