//go:build !headless

package peers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// keys is the window's key table for the link and the mode, in the order
// the help line lists them.
var keys = instrument.KeyTable{
	instrument.Bind("D", DelayUp, "the link's delay up: 0 20 40 60 100 150 250 ms"),
	instrument.Bind("Shift+D", DelayDown, "delay down"),
	instrument.Bind("J", JitterUp, "jitter up: 0 5 10 20 40 80 ms"),
	instrument.Bind("Shift+J", JitterDown, "jitter down"),
	instrument.Bind("L", LossUp, "loss up: 0 5 10 20 40 %"),
	instrument.Bind("Shift+L", LossDown, "loss down"),
	instrument.Bind("M", NextMode, "the next mode: lockstep, delay, rollback (starts again)"),
	instrument.Bind("R", Restart, "start again from tick 0"),
}

// PlayKey is a key of peer 1's player, as the sandbox binds it.
type PlayKey struct {
	Key   ebiten.Key
	Input bounce.Input
	Help  string
}

// playKeys are peer 1's player's keys, the sandbox's.
var playKeys = []PlayKey{
	{ebiten.KeySpace, bounce.Input{Jump: true}, "jump"},
	{ebiten.KeyK, bounce.Input{Kick: bounce.KickUp}, "kick the balls upwards"},
	{ebiten.KeyArrowLeft, bounce.Input{Kick: bounce.KickLeft}, "kick the balls left"},
	{ebiten.KeyArrowRight, bounce.Input{Kick: bounce.KickRight}, "kick the balls right"},
	{ebiten.KeyB, bounce.Input{Teleport: true}, "teleport ball 1"},
}

// Keys returns the window's key table for the link and the mode. The
// caller must not change it.
func Keys() instrument.KeyTable { return keys }

// PlayKeys returns peer 1's player's keys. The caller must not change it.
func PlayKeys() []PlayKey { return playKeys }

// helpLine is the one line of keys under the timeline.
const helpLine = "Space jump  K ← → kick  B teleport   D/Shift+D delay  J/Shift+J jitter  L/Shift+L loss  M mode  R restart  Esc quit"
