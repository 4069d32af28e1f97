package bounce

import (
	"fmt"
	"math"

	"tickbox/sim/rng"
	"tickbox/sim/sched"
	"tickbox/sim/tape"
)

// World is the whole simulated state: the tick counter, the jumper, the balls
// and the RNG. Fields are exported so that render can read them; only the
// methods of World change them.
type World struct {
	Config Config // what the world was made from; change the rate with SetRate
	Tick   int64  // ticks stepped so far, variable steps included
	Jumper Jumper
	Balls  Balls
	RNG    rng.RNG

	dt float64 // the fixed step, 1/Config.Rate s
}

// New makes a world from c: the jumper on the ground, ball 1 at (2, 8) m
// moving (3, 0) m/s, the other balls at places and speeds drawn from the
// seed. It returns an error naming the first bad value in c.
func New(c Config) (*World, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	w := &World{Config: c, RNG: rng.RNG{State: c.Seed}, Balls: newBalls(c.Balls)}
	w.dt = 1 / float64(c.Rate)
	w.placeBalls()
	return w, nil
}

// placeBalls sets every ball's start: ball 1 fixed, so lessons can refer to
// it, the rest random in the box, outside the bumper.
func (w *World) placeBalls() {
	c := &w.Config
	for i := range w.Balls.Len() {
		x, y := 2.0, 8.0
		vx, vy := 3.0, 0.0
		if i > 0 {
			x, y = w.freeSpot()
			vx, vy = w.RNG.Range(-4, 4), w.RNG.Range(-2, 2)
		}
		w.Balls.place(i, min(max(x, c.BallRadius), c.Width-c.BallRadius),
			min(max(y, c.BallRadius), c.Height-c.BallRadius))
		w.Balls.VX[i], w.Balls.VY[i] = vx, vy
	}
}

// freeSpot draws a place in the upper half of the box that is clear of the
// bumper; after a few misses (a bumper that fills the box) it takes the last.
func (w *World) freeSpot() (x, y float64) {
	c := &w.Config
	reach := c.BumperRadius + c.BallRadius
	for range 16 {
		x = w.RNG.Range(c.BallRadius, c.Width-c.BallRadius)
		y = w.RNG.Range(c.Height/2, c.Height-c.BallRadius)
		dx, dy := x-c.BumperX, y-c.BumperY
		if float64(dx*dx)+float64(dy*dy) > float64(reach*reach) {
			break
		}
	}
	return x, y
}

// Step advances the world by one tick of exactly 1/Rate s, applying in first.
func (w *World) Step(in Input) {
	w.step(in, w.dt)
}

// StepVariable advances the world by dt seconds instead of the fixed step:
// the loop without a fixed timestep, which Tickbox keeps only to show what
// goes wrong (lower jumps at low frame rates, drifting bounces). dt must be
// positive and finite.
func (w *World) StepVariable(in Input, dt float64) error {
	if !(dt > 0) || math.IsInf(dt, 0) {
		return fmt.Errorf("variable step %v s: must be positive and finite", dt)
	}
	w.step(in, dt)
	return nil
}

func (w *World) step(in Input, dt float64) {
	w.apply(in)
	c := &w.Config
	w.Jumper.step(c.Gravity, dt, c.Build)
	a := newArena(c, dt)
	if c.Model == Lesson {
		w.Balls.stepLesson(&a)
	} else {
		w.Balls.step(&a)
	}
	w.Tick++
}

// apply carries out a tick's input before anything moves.
func (w *World) apply(in Input) {
	if in.Jump.JustPressed() {
		w.Jumper.jump(w.Config.JumpSpeed)
	}
	if in.Kick != KickNone {
		w.kick(in.Kick)
	}
	if in.Teleport.JustPressed() && w.Balls.Len() > 0 {
		c := &w.Config
		x := w.RNG.Range(c.BallRadius, c.Width-c.BallRadius)
		y := w.RNG.Range(c.BallRadius, c.Height-c.BallRadius)
		w.Balls.place(0, x, y)
	}
}

// kick pushes every ball 2 to 4 m/s in direction k, each by its own amount.
func (w *World) kick(k Kick) {
	b := &w.Balls
	for i := range b.Len() {
		push := w.RNG.Range(2, 4)
		switch k {
		case KickLeft:
			b.VX[i] -= push
		case KickRight:
			b.VX[i] += push
		case KickUp:
			b.VY[i] += push
		}
	}
}

// SetRate changes the tick rate, and so the fixed step, from the next tick on.
func (w *World) SetRate(hz int) error {
	if err := sched.CheckRate(hz); err != nil {
		return err
	}
	w.Config.Rate = hz
	w.dt = 1 / float64(hz)
	return nil
}

// Fingerprint hashes every field a tick can change, in this order: Tick,
// RNG.State, the jumper (Y, VY, PreviousY, Peak), then for each ball in
// order X, Y, VX, VY, PrevX, PrevY. Each value goes in as the eight
// little-endian bytes of its bits (math.Float64bits for floats) into FNV-1a 64.
func (w *World) Fingerprint() uint64 { return w.fingerprintFrom(tape.NewFNV().Sum()) }

// fingerprintFrom is Fingerprint with the hash started from start instead of
// FNV-1a's offset basis: a replay starts it from its config's hash, so that
// the fingerprints it stores cover the config too.
func (w *World) fingerprintFrom(start uint64) uint64 {
	h := hasher{tape.FNV(start)}
	h.Uint64(uint64(w.Tick))
	h.Uint64(w.RNG.State)
	w.Jumper.hash(&h)
	b := &w.Balls
	for i := range b.Len() {
		h.Float(b.X[i])
		h.Float(b.Y[i])
		h.Float(b.VX[i])
		h.Float(b.VY[i])
		h.Float(b.PrevX[i])
		h.Float(b.PrevY[i])
	}
	return h.Sum()
}

// BallFingerprint is the lesson's fingerprint of ball i+1: FNV-1a 64 over
// the little-endian bits of its X, Y, VX and VY, in that order.
func (w *World) BallFingerprint(i int) uint64 {
	h := newHasher()
	b := &w.Balls
	for _, v := range [...]float64{b.X[i], b.Y[i], b.VX[i], b.VY[i]} {
		h.Float(v)
	}
	return h.Sum()
}
