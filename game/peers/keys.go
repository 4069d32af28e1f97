//go:build !headless

package peers

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// keys is the window's key table, in the order the help line lists them.
// A key means here what it means in the sandbox's window (-, +, P,
// Backspace, F1, the player's), and the sandbox's letters mean nothing
// else here: the link's keys are digits, which the sandbox leaves free
// (its D, J and L are the twin, frame jitter and load).
var keys = instrument.KeyTable{
	instrument.Bind("1", delayUp, "the link's delay up: 0 20 40 60 100 150 250 ms", "Digit1", "Numpad1"),
	instrument.Bind("Shift+1", delayDown, "delay down", "Digit1", "Numpad1"),
	instrument.Bind("2", jitterUp, "the link's jitter up: 0 5 10 20 40 80 ms", "Digit2", "Numpad2"),
	instrument.Bind("Shift+2", jitterDown, "jitter down", "Digit2", "Numpad2"),
	instrument.Bind("3", lossUp, "the link's loss up: 0 5 10 20 40 %", "Digit3", "Numpad3"),
	instrument.Bind("Shift+3", lossDown, "loss down", "Digit3", "Numpad3"),
	instrument.Bind("M", nextMode, "the next mode: lockstep, delay, rollback (starts again)"),
	instrument.Bind("Backspace", restart, "start again from tick 0"),
	instrument.Bind("-", instrument.ScaleDown, "time scale down: 4 2 1 ½ ¼ (¼ to watch a snap back)", "Minus", "NumpadSubtract"),
	instrument.Bind("+", instrument.ScaleUp, "time scale up", "Equal", "NumpadAdd"),
	instrument.Bind("P", instrument.TogglePause, "pause / resume (a snap's ghost stays)"),
	instrument.Bind("F1", instrument.ToggleHelp, "these keys"),
}

// playKey is a key of peer 1's player, as the sandbox binds it.
type playKey struct {
	Key   ebiten.Key
	Input bounce.Input
	Help  string
}

// playKeys are peer 1's player's keys, the sandbox's.
var playKeys = []playKey{
	{ebiten.KeySpace, bounce.Input{Jump: bounce.Tap(true)}, "jump"},
	{ebiten.KeyK, bounce.Input{Kick: bounce.KickUp}, "kick the balls upwards"},
	{ebiten.KeyArrowLeft, bounce.Input{Kick: bounce.KickLeft}, "kick the balls left"},
	{ebiten.KeyArrowRight, bounce.Input{Kick: bounce.KickRight}, "kick the balls right"},
	{ebiten.KeyB, bounce.Input{Teleport: bounce.Tap(true)}, "teleport ball 1"},
}

// helpKeys is what F1 lists: the player's keys, the window's, and Esc.
var helpKeys = slices.Concat(instrument.KeyTable{
	instrument.Bind("Space", "", "peer 1's player: jump"),
	instrument.Bind("K", "", "kick the balls upwards"),
	instrument.Bind("← →", "", "kick the balls left, right"),
	instrument.Bind("B", "", "teleport ball 1 (a sure snap back on peer 2)"),
}, keys, instrument.KeyTable{instrument.Bind("Esc", "", "quit")})

// helpLine is the one line of keys under the timeline.
const helpLine = "Space jump  K ← → kick  B teleport  1 2 3 delay jitter loss (Shift: down)  M mode  - + speed  P pause  Backspace restart  F1 keys  Esc quit"
