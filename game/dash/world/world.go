// Package world is dash's world: its state, its input and its tick, with
// no Ebitengine, so that its tests (the jump's height at any frame rate,
// the same world under any frames, replays and the synctest) run on the
// headless loop, tickbox/sim/fixed, with no display. Package main beside
// it reads the keys and draws.
package world

import (
	"math"

	"tickbox/sim/fixed"
)

// rules is the version of dash's rules in its recordings: bump it when
// a tick computes something else.
const Rules = 2 // 2: the input is fixed.Devices

// The world's sizes and speeds, in pixels and seconds. The ground is at
// height 0; heights go up.
const (
	Width, Height = 640.0, 360.0
	PlayerSize    = 24.0
	playerSpeed   = 300.0  // px/s, left and right
	jumpSpeed     = 900.0  // px/s up when a jump starts
	gravity       = 2400.0 // px/s²: a jump rises jumpSpeed²/(2·gravity) = 168.75 px
	CometRadius   = 10.0
	minComet      = 700.0  // px/s: a comet crosses the screen in under a second
	maxComet      = 1400.0 // px/s: 23 px a tick at 60 Hz, which newest-only drawing shows as jumps
	spin          = 3.0    // radians a second of the spinner
	comets        = 5
)

// world is the state the ticks step: every field of it is in the
// snapshot and the fingerprint, and nothing else is read by a tick. Its
// positions keep their previous tick's beside the current one, for
// drawing between them.
type State struct {
	Tick   int64
	Rate   int64  // ticks a second: one tick is 1/Rate s
	RNG    uint64 // the world's own random numbers (xorshift64*)
	Player Player
	Comets [comets]Comet
	Spin   fixed.Pair[float64] // the spinner's angle, wrapped into [0, 2π): drawn the short way round
	Score  int64               // comets that went past
	Hits   int64               // comets that hit the player
}

// player is the square the keys move: it runs left and right and jumps.
type Player struct {
	Pos   fixed.Pair[fixed.Vec] // its bottom centre
	VY    float64               // px/s, up
	Peak  float64               // the highest its latest jump rose, px
	Jumps int64
}

// comet is a fast mover crossing from right to left.
type Comet struct {
	Pos   fixed.Pair[fixed.Vec]
	Speed float64 // px/s
}

// newWorld returns the world at tick 0 with its comets spread out.
func New(seed uint64) *State {
	w := &State{Rate: 60, RNG: seed | 1}
	w.Player.Pos.Snap(fixed.Vec{X: Width / 4})
	for i := range w.Comets {
		w.launch(&w.Comets[i], Width+float64(i)*Width/comets)
	}
	w.Spin.Snap(0)
	return w
}

// Step runs one tick of 1/Rate s with in.
func (w *State) Step(in fixed.Devices) {
	dt := 1 / float64(w.Rate)
	w.Tick++
	w.Player.step(in, dt)
	for i := range w.Comets {
		w.fly(&w.Comets[i], dt)
	}
	w.Spin.Tick()
	w.Spin.Current = math.Mod(w.Spin.Current+float64(spin*dt), 2*math.Pi)
}

// SetRate makes each tick 1/hz s from the next one on.
func (w *State) SetRate(hz int) { w.Rate = int64(hz) }

// step moves the player by one tick: running, then flying the exact arc
// of constant gravity (y + vy·dt − g·dt²/2), so that every tick lands on
// the parabola whatever the tick rate.
func (p *Player) step(in fixed.Devices, dt float64) {
	p.Pos.Tick()
	at := &p.Pos.Current
	left, right := runs(&in)
	if right != left {
		dir := 1.0
		if left {
			dir = -1
		}
		at.X = min(max(at.X+float64(dir*playerSpeed*dt), PlayerSize/2), Width-PlayerSize/2)
	}
	if jumps(&in) && at.Y == 0 && p.VY == 0 {
		p.VY, p.Peak = jumpSpeed, 0
		p.Jumps++
	}
	if at.Y == 0 && p.VY == 0 {
		return
	}
	at.Y += float64(p.VY*dt) - float64(gravity*dt*dt)/2
	p.VY -= float64(gravity * dt)
	if at.Y <= 0 {
		at.Y, p.VY = 0, 0
	}
	p.Peak = max(p.Peak, at.Y)
}

// fly moves c by one tick; past the left edge it scores and comes back
// from the right, and a comet that hits the player comes back too.
func (w *State) fly(c *Comet, dt float64) {
	c.Pos.Tick()
	c.Pos.Current.X -= float64(c.Speed * dt)
	switch {
	case w.hits(c):
		w.Hits++
		w.launch(c, Width+CometRadius)
	case c.Pos.Current.X < -CometRadius:
		w.Score++
		w.launch(c, Width+CometRadius)
	}
}

// launch puts c at x, at a height and a speed of the world's random
// numbers, snapped: it appears there, not gliding back across the screen.
func (w *State) launch(c *Comet, x float64) {
	y := CometRadius + float64(w.unit()*(Height*0.6))
	c.Speed = minComet + float64(w.unit()*(maxComet-minComet))
	c.Pos.Snap(fixed.Vec{X: x, Y: y})
}

// hits reports whether c touches the player's square.
func (w *State) hits(c *Comet) bool {
	p, at := w.Player.Pos.Current, c.Pos.Current
	dx := max(math.Abs(at.X-p.X)-PlayerSize/2, 0)
	dy := max(math.Abs(at.Y-(p.Y+PlayerSize/2))-PlayerSize/2, 0)
	return float64(dx*dx)+float64(dy*dy) < CometRadius*CometRadius
}

// unit returns the world's next random number in [0, 1): xorshift64*,
// its top 53 bits over 2^53, arithmetic written here so that no
// library's change of distribution changes the game.
func (w *State) unit() float64 {
	w.RNG ^= w.RNG >> 12
	w.RNG ^= w.RNG << 25
	w.RNG ^= w.RNG >> 27
	return float64((w.RNG*2685821657736338717)>>11) / (1 << 53)
}
