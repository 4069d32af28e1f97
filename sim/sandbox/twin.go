package sandbox

import (
	"math"

	"tickbox/sim/bounce"
)

// The desync lab in the window (key D). The twin is a second fixed-step
// world, an exact copy of the real one when D is pressed except for its
// build: the same formulas as a compiler that contracts multiply-adds into
// FMAs computes them, Clang style (within an expression) or GCC style
// (across statements too), as bounce.Build says. It is stepped in lockstep
// with the real one, with the same input each tick, as a peer in a lockstep
// game built by that compiler would be. The two agree to the last bit
// until a product's rounding differs, and then a bounce off the bumper
// makes the difference grow until ball 1 is metres away: the classic
// lockstep desync, seen live.
type twin struct {
	world *bounce.World // kept for reuse while off
	on    bool
}

// cycle is D: the twin goes off → Clang style → GCC style → off, each new
// one a copy of w as it is now.
func (t *twin) cycle(w *bounce.World) {
	next := bounce.Strict // off
	switch t.build() {
	case bounce.Strict:
		next = bounce.Clang
	case bounce.Clang:
		next = bounce.GCC
	}
	t.on = next != bounce.Strict
	if t.on {
		t.copy(w, next)
	}
}

// build returns the twin's build, Clang or GCC, or Strict while it is off.
func (t *twin) build() bounce.Build {
	if !t.on {
		return bounce.Strict
	}
	return t.world.Config.Build
}

// copy makes the twin w as build b computes it.
func (t *twin) copy(w *bounce.World, b bounce.Build) {
	if t.world == nil {
		t.world = new(bounce.World)
	}
	t.world.CopyFrom(w)
	t.world.Config.Build = b
}

// restart starts the twin over as a copy of a new world w, if it is on.
func (t *twin) restart(w *bounce.World) {
	if t.on {
		t.copy(w, t.world.Config.Build)
	}
}

// step steps the twin with the tick's input, if it is on.
func (t *twin) step(in bounce.Input) {
	if t.on {
		t.world.Step(in)
	}
}

// setRate follows a change of the tick rate.
func (t *twin) setRate(hz int) {
	if t.world != nil {
		_ = t.world.SetRate(hz) // the fixed world's new rate, valid
	}
}

// apart returns how far ball 1 of the twin is from ball 1 of w, in metres
// (the newest states, not the drawn ones), rounded the same way on every
// machine; 0 when the twin is off or there are no balls.
func (t *twin) apart(w *bounce.World) float64 {
	if !t.on || w.Balls.Len() == 0 {
		return 0
	}
	a, b := &w.Balls, &t.world.Balls
	dx, dy := a.X[0]-b.X[0], a.Y[0]-b.Y[0]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}

// Twin returns the fixed world's twin in its build, while key D shows it;
// nil otherwise. Render must not change it.
func (c Scene) Twin() *bounce.World {
	if t := &c.s.state.twin; t.on {
		return t.world
	}
	return nil
}

// twinBlend returns k for drawing Twin's bodies: the k the fixed world is
// drawn with, so that while the two agree they are drawn on one spot.
func (c Scene) twinBlend() float64 {
	if c.s.state.worlds.mode.VariableStep {
		return c.referenceBlend()
	}
	return c.blend()
}

// TwinApart returns how far ball 1 of the twin is from ball 1 of the fixed
// world, in metres, rounded as the lab's desync command rounds it; 0 when
// the twin is off or there are no balls.
func (c Scene) TwinApart() float64 { return c.s.state.twin.apart(c.s.state.fixed()) }

// TwinBuild returns the twin's build, Clang or GCC, or Strict while the
// twin is off.
func (c Scene) TwinBuild() bounce.Build { return c.s.state.twin.build() }
