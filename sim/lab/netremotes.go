package lab

import (
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// remoteInputs are the other players' confirmed inputs, beside their bots
// (seeded as in one process): a player whose inputs are not its bot's (it
// plays a recording on its machine, -replay) cannot be made up here, so
// the one-process run takes its inputs as confirmed from the tick they
// parted; every other player's stay its bot's, made up here.
type remoteInputs struct {
	delay int64
	own   int // this machine's player, from 1
	bots  []fixed.Inputs[bounce.Input]
	seen  []recordedPlayer // each player's non-zero confirmed inputs
	from  []int64          // the first tick its input was not its bot's; -1: none yet
	gone  func(q int) (int64, bool)
}

func newRemoteInputs(o netplay.Options, bots []fixed.Inputs[bounce.Input], own int, gone func(q int) (int64, bool)) *remoteInputs {
	r := &remoteInputs{delay: int64(o.Delay), own: own, bots: bots, seen: make([]recordedPlayer, len(bots)), from: make([]int64, len(bots)), gone: gone}
	for q := range r.from {
		r.from[q] = -1
	}
	return r
}

// take notes player q's confirmed input of tick t (OnPlayerInput).
func (r *remoteInputs) take(t int64, q int, in bounce.Input) {
	if q == r.own {
		return
	}
	var bot bounce.Input
	if t >= r.delay {
		bot = r.bots[q-1].Take(t - r.delay)
	}
	at, gone := r.gone(q)
	if in != bot && r.from[q-1] < 0 && (!gone || t < at) { // from its disconnection on, the zero input
		r.from[q-1] = t
	}
	if in != (bounce.Input{}) {
		s := &r.seen[q-1]
		s.ticks, s.inputs = append(s.ticks, t), append(s.inputs, in)
	}
}

// confirmed is player q's confirmed inputs, when they are not its bot's.
func (r *remoteInputs) confirmed(q int) *recordedPlayer {
	if r == nil || r.from[q-1] < 0 {
		return nil
	}
	return &r.seen[q-1]
}

// notBots are the players whose inputs were not their bots', and the
// first tick each parted.
func (r *remoteInputs) notBots() []udpNotBot {
	n := []udpNotBot{}
	for q, t := range r.from {
		if t >= 0 {
			n = append(n, udpNotBot{q + 1, t})
		}
	}
	return n
}

// udpNotBot is a player whose confirmed inputs were not its bot's.
type udpNotBot struct {
	Player int   `json:"player"`
	From   int64 `json:"from_tick"`
}

// udpPlayers is every player's input as this machine makes it up: bots,
// its own the recording's with -replay.
func udpPlayers(peers int, seed uint64, rate, own int, recorded *recordedPlayer) []fixed.Inputs[bounce.Input] {
	in := netPlayers(peers, seed, rate, nil)
	if recorded != nil {
		in[own-1] = fixed.InputFunc[bounce.Input](recorded.Input)
	}
	return in
}
