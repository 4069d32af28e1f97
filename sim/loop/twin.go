package loop

import (
	"math"

	"tickbox/sim"
)

// The desync lab in the window (key D). The twin is a second fixed-step
// world, an exact copy of the real one when D is pressed except for its
// build: the same formulas as a compiler that contracts multiply-adds into
// FMAs computes them, Clang style (within an expression) or GCC style
// (across statements too), as sim.Build says. It is stepped in lockstep
// with the real one, with the same input each tick, as a peer in a lockstep
// game built by that compiler would be. The two agree to the last bit
// until a product's rounding differs, and then a bounce off the bumper
// makes the difference grow until ball 1 is metres away: the classic
// lockstep desync, seen live.

// cycleTwin is D: the twin goes off → Clang style → GCC style → off, each
// new one a copy of the real world as it is now.
func (s *Sandbox) cycleTwin() {
	next := sim.Strict // off
	switch s.TwinBuild() {
	case sim.Strict:
		next = sim.Clang
	case sim.Clang:
		next = sim.GCC
	}
	s.twinOn = next != sim.Strict
	if s.twinOn {
		s.startTwin(next)
	}
}

// startTwin makes the twin the real world as build b computes it.
func (s *Sandbox) startTwin(b sim.Build) {
	if s.twin == nil {
		s.twin = new(sim.World)
	}
	s.twin.CopyFrom(s.fixed)
	s.twin.Config.Build = b
}

// copyTwin starts the twin again from the real world, in the same build.
func (s *Sandbox) copyTwin() { s.startTwin(s.twin.Config.Build) }

// TwinBuild returns the twin's build, Clang or GCC, or Strict while the
// twin is off.
func (s *Sandbox) TwinBuild() sim.Build {
	if !s.twinOn {
		return sim.Strict
	}
	return s.twin.Config.Build
}

// Twin returns the fixed world's twin, while key D shows it; nil
// otherwise. Render must not change it.
func (s *Sandbox) Twin() *sim.World {
	if !s.twinOn {
		return nil
	}
	return s.twin
}

// TwinBlend returns k for drawing Twin's bodies: the k the fixed world is
// drawn with, so that while the two agree they are drawn on one spot.
func (s *Sandbox) TwinBlend() float64 {
	if s.mode == Variable {
		return s.ReferenceBlend()
	}
	return s.Blend()
}

// TwinApart returns how far ball 1 of the twin is from ball 1 of the fixed
// world, in metres (the newest states, not the drawn ones), rounded the
// same way on every machine as the lab's desync command rounds it; 0 when
// the twin is off or there are no balls.
func (s *Sandbox) TwinApart() float64 {
	if !s.twinOn || s.fixed.Balls.Len() == 0 {
		return 0
	}
	a, b := &s.fixed.Balls, &s.twin.Balls
	dx, dy := a.X[0]-b.X[0], a.Y[0]-b.Y[0]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}
