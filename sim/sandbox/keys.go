package sandbox

import "tickbox/sim/instrument"

// keys is the key table, in the order F1 lists it.
var keys = instrument.KeyTable{
	instrument.Bind("Space", Jump, "jump"),
	instrument.Bind("K", Kick, "kick the balls upwards"),
	instrument.Bind("Left", KickLeft, "kick the balls left", "ArrowLeft"),
	instrument.Bind("Right", KickRight, "kick the balls right", "ArrowRight"),
	instrument.Bind("B", Teleport, "teleport ball 1 (it snaps, no glide)"),
	instrument.Bind("Backspace", Reset, "reset the world"),
	instrument.Bind("I", CycleDraw, "draw mode: interpolate, newest, extrapolate"),
	instrument.Bind("V", ToggleVariable, "variable step on/off (with a fixed reference)"),
	instrument.Bind("H", instrument.Hitch, "hitch: one frame of 250 ms"),
	instrument.Bind("Shift+H", instrument.LongHitch, "hitch: one frame of 1 s"),
	instrument.Bind("X", instrument.Stall, "stall the next tick by 500 ms"),
	instrument.Bind("J", instrument.ToggleJitter, "jitter: frames of 4 to 40 ms"),
	instrument.Bind("S", ToggleSnap, "snap frame times to the refresh on/off"),
	instrument.Bind("E", instrument.CyclePolicy, "frame policy: the next engine's loop"),
	instrument.Bind("L", instrument.LoadUp, "load per tick up: 0, 5, 10, 20, 40 ms"),
	instrument.Bind("Shift+L", instrument.LoadDown, "load per tick down"),
	instrument.Bind("C", ToggleLimits, "limits on/off: Tickbox's clamp and tick cap"),
	instrument.Bind("F", instrument.CycleFPSCap, "fps cap: vsync, 144, 60, 30, 20 fps"),
	instrument.Bind("T", CycleRate, "tick rate: 60, 120, 30, 10 Hz"),
	instrument.Bind("+", instrument.ScaleUp, "time scale up: ¼ ½ 1 2 4 16", "Equal", "NumpadAdd"),
	instrument.Bind("-", instrument.ScaleDown, "time scale down", "Minus", "NumpadSubtract"),
	instrument.Bind("0", ToggleFast, "as fast as possible on/off", "Digit0", "Numpad0"),
	instrument.Bind("P", instrument.TogglePause, "pause / resume"),
	instrument.Bind("N", instrument.OneTick, "one tick (pauses first)"),
	instrument.Bind("G", ToggleGhost, "ghost trail of ball 1 on/off"),
	instrument.Bind("F2", instrument.ToggleOverlay, "overlay on/off"),
	instrument.Bind("F3", instrument.ToggleTimeline, "timeline on/off"),
	instrument.Bind("F1", instrument.ToggleHelp, "this help"),
	instrument.Bind("F12", instrument.Screenshot, "screenshot into the shots folder"),
	instrument.Bind("R", Record, "record on/off: a replay in the record folder"),
	instrument.Bind("Shift+R", instrument.ToggleFrameTrace, "frame times on/off: a trace in the record folder"),
	instrument.Bind("D", CycleTwin, "the twin: off, Clang style, GCC style"),
	instrument.Bind("Esc", Quit, "quit (as closing the window does)", "Escape"),
}

// Keys returns the key table, in the order F1 lists it: every action the
// sandbox does, each once. The caller must not change it.
func Keys() instrument.KeyTable { return keys }

// browserKeys are bindings the browser build adds to the key table, for
// keys the browser keeps for itself (F12 opens its developer tools). The
// page lists them under the key table.
var browserKeys = instrument.KeyTable{
	instrument.Bind("O", instrument.Screenshot, "screenshot, as F12 (which the browser keeps): a download"),
}

// pageKeys is the browser page's key table: see PageKeys.
var pageKeys = func() instrument.KeyTable {
	var t instrument.KeyTable
	for _, b := range keys {
		switch b.Action {
		case instrument.Screenshot:
			t = append(t, browserKeys...)
		case Quit:
		default:
			t = append(t, b)
		}
	}
	return t
}()

// PageKeys returns the browser page's key table, in the order its F1
// lists it: the window's, but for the two keys a page cannot use as a
// window does. O takes the screenshot, as a download, in F12's place (the
// browser keeps F12 for its developer tools), and Esc is left out: a page
// is left, not quit, and Esc is the browser's own (it leaves full
// screen). The caller must not change it.
func PageKeys() instrument.KeyTable { return pageKeys }

// allKeys are the key table and the browser's, which scripts read.
var allKeys = append(append(instrument.KeyTable(nil), keys...), browserKeys...)

// Lookup returns the action of the key called name, pressed with or without
// Shift, in the key table or the browser's (KeyTable.Lookup).
func Lookup(name string, shift bool) (instrument.Action, bool) {
	return allKeys.Lookup(name, shift)
}
