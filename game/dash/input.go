//go:build !headless

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/fixed"
)

// input is what the player does to a tick: the keyboard as the frames
// before it saw it (fixed.Devices, which the loop merges tick by tick:
// a jump pressed in any frame before the tick jumps once, in that tick,
// at any frame rate). Its keys are indexed by Ebitengine's numbers,
// which are package tickbox/sim/fixed's.
type input = fixed.Devices

// jumps reports whether in jumps: Space or Up pressed since the previous
// tick.
func jumps(in *input) bool {
	return in.Keys[ebiten.KeySpace].JustPressed() || in.Keys[ebiten.KeyArrowUp].JustPressed()
}

// runs returns the arrows held at the tick.
func runs(in *input) (left, right bool) {
	return in.Keys[ebiten.KeyArrowLeft].Down, in.Keys[ebiten.KeyArrowRight].Down
}
