package loop

import (
	"math"

	"tickbox/sim"
)

// The desync lab in the window (key D). The twin is a second fixed-step
// world, an exact copy of the real one when D is pressed except that it
// rounds multiply-adds the other way (sim.Config.Fused flipped): fused, as
// a naive arm64 or GOAMD64=v3 build computes, beside a normal world; normal
// beside a world run with -fused. It is stepped in lockstep with the real
// one, with the same input each tick, as a peer in a lockstep game would
// be. The two agree to the last bit until a product's rounding differs,
// and then a bounce off the bumper makes the difference grow until ball 1
// is metres away: the classic lockstep desync, seen live.

// toggleTwin is D: start the twin from the real world as it is now, or
// stop it.
func (s *Sandbox) toggleTwin() {
	s.twinOn = !s.twinOn
	if s.twinOn {
		s.copyTwin()
	}
}

// copyTwin makes the twin the real world with the other rounding.
func (s *Sandbox) copyTwin() {
	if s.twin == nil {
		s.twin = new(sim.World)
	}
	s.twin.CopyFrom(s.fixed)
	s.twin.Config.Fused = !s.fixed.Config.Fused
}

// Twin returns the fixed world's twin with the other rounding, while key D
// shows it; nil otherwise. Render must not change it.
func (c Scene) Twin() *sim.World {
	s := c.s
	if !s.twinOn {
		return nil
	}
	return s.twin
}

// TwinBlend returns k for drawing Twin's bodies: the k the fixed world is
// drawn with, so that while the two agree they are drawn on one spot.
func (c Scene) TwinBlend() float64 {
	s := c.s
	if s.mode == Variable {
		return c.ReferenceBlend()
	}
	return c.Blend()
}

// TwinApart returns how far ball 1 of the twin is from ball 1 of the fixed
// world, in metres (the newest states, not the drawn ones), rounded the
// same way on every machine as the lab's desync command rounds it; 0 when
// the twin is off or there are no balls.
func (c Scene) TwinApart() float64 {
	s := c.s
	if !s.twinOn || s.fixed.Balls.Len() == 0 {
		return 0
	}
	a, b := &s.fixed.Balls, &s.twin.Balls
	dx, dy := a.X[0]-b.X[0], a.Y[0]-b.Y[0]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}
