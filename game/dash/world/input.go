package world

import "tickbox/sim/fixed"

// The world's input is fixed.Devices: the keyboard as the frames before a
// tick saw it, which the loop merges tick by tick (a jump pressed in any
// frame before the tick jumps once, in that tick, at any frame rate).
// Package main's Update reads it (shell.ReadDevices).

// jumps reports whether in jumps: Space or Up pressed since the previous
// tick.
func jumps(in *fixed.Devices) bool {
	return in.Keys[fixed.KeySpace].JustPressed() || in.Keys[fixed.KeyArrowUp].JustPressed()
}

// runs returns the arrows held at the tick.
func runs(in *fixed.Devices) (left, right bool) {
	return in.Keys[fixed.KeyArrowLeft].Down, in.Keys[fixed.KeyArrowRight].Down
}
