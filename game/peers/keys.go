//go:build !headless

package peers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim"
)

// Key is a key of the window and what it does, as the dev layer's table
// (fixed.DevKey) has them.
type Key struct {
	Key    ebiten.Key
	Shift  bool // only with Shift held
	Action Action
	Help   string // what the key does, for the help line and the README
}

// keys is the window's key table for the link and the mode, in the order
// the help line lists them.
var keys = []Key{
	{ebiten.KeyD, false, DelayUp, "the link's delay up: 0 20 40 60 100 150 250 ms"},
	{ebiten.KeyD, true, DelayDown, "delay down"},
	{ebiten.KeyJ, false, JitterUp, "jitter up: 0 5 10 20 40 80 ms"},
	{ebiten.KeyJ, true, JitterDown, "jitter down"},
	{ebiten.KeyL, false, LossUp, "loss up: 0 5 10 20 40 %"},
	{ebiten.KeyL, true, LossDown, "loss down"},
	{ebiten.KeyM, false, NextMode, "the next mode: lockstep, delay, rollback (starts again)"},
	{ebiten.KeyR, false, Restart, "start again from tick 0"},
}

// PlayKey is a key of peer 1's player, as the sandbox binds it.
type PlayKey struct {
	Key   ebiten.Key
	Input sim.Input
	Help  string
}

// playKeys are peer 1's player's keys, the sandbox's.
var playKeys = []PlayKey{
	{ebiten.KeySpace, sim.Input{Jump: true}, "jump"},
	{ebiten.KeyK, sim.Input{Kick: sim.KickUp}, "kick the balls upwards"},
	{ebiten.KeyArrowLeft, sim.Input{Kick: sim.KickLeft}, "kick the balls left"},
	{ebiten.KeyArrowRight, sim.Input{Kick: sim.KickRight}, "kick the balls right"},
	{ebiten.KeyB, sim.Input{Teleport: true}, "teleport ball 1"},
}

// Keys returns the window's key table for the link and the mode. The
// caller must not change it.
func Keys() []Key { return keys }

// PlayKeys returns peer 1's player's keys. The caller must not change it.
func PlayKeys() []PlayKey { return playKeys }

// Label returns the key as the help line shows it: "D", "Shift+D".
func (k Key) Label() string {
	if k.Shift {
		return "Shift+" + k.Key.String()
	}
	return k.Key.String()
}

// helpLine is the one line of keys under the timeline.
const helpLine = "Space jump  K ← → kick  B teleport   D/Shift+D delay  J/Shift+J jitter  L/Shift+L loss  M mode  R restart  Esc quit"
