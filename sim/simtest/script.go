package simtest

import (
	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

// Scripted input is made up here, and only here: a function of the tick
// that gives the world the input a player would. Two scripts: a Bot, a
// seeded player at a human's pace (tickbox run and desync -inputs, net's
// players, the peers' bot), and a Script, a fixed busy pattern the tests
// play (the golden fingerprints among them). Both turn an action into the
// world's input the same way (action).

// The actions a script takes.
const (
	jump     = iota // the jumper jumps
	kick            // the balls are kicked, up, left or right by a number
	teleport        // ball 1 moves
)

// action returns the world input of one action; n picks a kick's
// direction: left, right or up for n%3 of 0, 1, 2.
func action(a int, n uint64) bounce.Input {
	switch a {
	case jump:
		return bounce.Input{Jump: bounce.Tap(true)}
	case kick:
		return bounce.Input{Kick: bounce.Kick(1 + n%3)}
	}
	return bounce.Input{Teleport: bounce.Tap(true)}
}

// Bot makes up a player's input from a seed, at a human's pace: an
// action every quarter second to two and a half seconds (about 45 a
// minute), of which about half are jumps, a third kicks in one of three
// directions and the rest teleports. It has its own generator, separate
// from the world's, so the same seed gives the same player in any world.
type Bot struct {
	rng      rng.RNG
	next     int64 // the tick of the next action
	min, max int64 // the gap between actions, in ticks
}

// NewBot returns the player seeded with seed, for a world of rate Hz
// that starts at tick 0.
func NewBot(seed uint64, rate int) *Bot {
	g := &Bot{rng: rng.RNG{State: seed}, min: max(1, int64(rate)/4), max: max(1, int64(rate)*5/2)}
	g.next = g.gap()
	return g
}

// gap draws the ticks until the next action.
func (g *Bot) gap() int64 {
	return g.min + int64(g.rng.Uint64()%uint64(g.max-g.min+1))
}

// Input returns the input for tick. Ticks must come in order; a tick passed
// over is an action lost, as when a player presses a key while the game is
// paused.
func (g *Bot) Input(tick int64) bounce.Input {
	if tick < g.next {
		return bounce.Input{}
	}
	for g.next <= tick {
		g.next += g.gap()
	}
	switch r := g.rng.Uint64() % 100; {
	case r < 55:
		return action(jump, 0)
	case r < 90:
		return action(kick, r)
	}
	return action(teleport, 0)
}

// Script is a fixed input script that uses every input: a jump every 90
// ticks (at JumpAt of them), a kick every 120 ticks (at 60 of them: left,
// right and up in turn), a teleport every TeleportEvery ticks (halfway
// through).
type Script struct {
	JumpAt, TeleportEvery int64
}

// busy is the script the replay, sandbox and lab tests play.
var busy = Script{JumpAt: 7, TeleportEvery: 500}

// BusyInput is busy's input for tick.
func BusyInput(tick int64) bounce.Input { return busy.Input(tick) }

// Input returns the script's input for tick: its actions of the tick,
// merged.
func (s Script) Input(tick int64) bounce.Input {
	var in bounce.Input
	if tick%90 == s.JumpAt {
		in = in.Merge(action(jump, 0))
	}
	if tick%120 == 60 {
		in = in.Merge(action(kick, uint64(tick/120)))
	}
	if tick%s.TeleportEvery == s.TeleportEvery/2 {
		in = in.Merge(action(teleport, 0))
	}
	return in
}
