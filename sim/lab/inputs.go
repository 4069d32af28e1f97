package lab

import (
	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

// Inputs makes up a player's input from a seed, at a human's pace: an
// action every quarter second to two and a half seconds (about 45 a
// minute), of which about half are jumps, a third kicks in one of three
// directions and the rest teleports. It has its own generator, separate
// from the world's, so the same seed gives the same player in any world.
type Inputs struct {
	rng      rng.RNG
	next     int64 // the tick of the next action
	min, max int64 // the gap between actions, in ticks
}

// NewInputs returns the player seeded with seed, for a world of rate Hz
// that starts at tick 0.
func NewInputs(seed uint64, rate int) *Inputs {
	g := &Inputs{rng: rng.RNG{State: seed}, min: max(1, int64(rate)/4), max: max(1, int64(rate)*5/2)}
	g.next = g.gap()
	return g
}

// gap draws the ticks until the next action.
func (g *Inputs) gap() int64 {
	return g.min + int64(g.rng.Uint64()%uint64(g.max-g.min+1))
}

// Input returns the input for tick. Ticks must come in order; a tick passed
// over is an action lost, as when a player presses a key while the game is
// paused.
func (g *Inputs) Input(tick int64) bounce.Input {
	if tick < g.next {
		return bounce.Input{}
	}
	for g.next <= tick {
		g.next += g.gap()
	}
	switch r := g.rng.Uint64() % 100; {
	case r < 55:
		return bounce.Input{Jump: bounce.Tap(true)}
	case r < 90:
		return bounce.Input{Kick: bounce.Kick(1 + r%3)}
	}
	return bounce.Input{Teleport: bounce.Tap(true)}
}

// oneJump is the input of a run without -inputs: the jumper jumps at tick
// 0 and nothing else happens.
func oneJump(tick int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(tick == 0)} }

// noInput is the input of the lesson's world without -inputs: none.
func noInput(int64) bounce.Input { return bounce.Input{} }
