package sandbox

import "tickbox/sim/instrument"

// ReplayStatus is what the overlay's replay rows show
// (instrument.ReplayStatus, as any game's dev layer shows its own).
type ReplayStatus = instrument.ReplayStatus

// PlayState is where a replay is.
type PlayState = instrument.PlayState

// The play states: no replay, playing, played to its end (the sandbox
// paused there; P or N goes on from that state with the player's input).
const (
	PlayOff = instrument.PlayOff
	Playing = instrument.Playing
	Played  = instrument.Played
)
