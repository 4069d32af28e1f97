//go:build !headless

package shell

import "tickbox/sim/instrument"

// devKeys is the dev layer's key table, in the order F1 lists it. Its keys
// are the function keys, alone or with Shift: a game that reads a letter
// reads it whatever modifier is held (Ebitengine cannot hide a key from
// the game), so Ctrl+H would hitch the loop and make the game's H do its
// own thing too, and games rarely read F-keys. The sandbox binds the same
// actions to plain letters (H hitches, P pauses, ...), which its world
// leaves free.
var devKeys = instrument.KeyTable{
	instrument.Bind("F1", instrument.ToggleHelp, "these keys"),
	instrument.Bind("F2", instrument.ToggleOverlay, "the loop's figures on/off"),
	instrument.Bind("F3", instrument.ToggleTimeline, "the timeline of the last second on/off"),
	instrument.Bind("F4", instrument.Hitch, "hitch: one frame of 250 ms"),
	instrument.Bind("Shift+F4", instrument.LongHitch, "hitch: one frame of 1 s"),
	instrument.Bind("F5", instrument.TogglePause, "pause / resume"),
	instrument.Bind("Shift+F5", instrument.OneTick, "one tick (pauses first)"),
	instrument.Bind("F6", instrument.Stall, "stall the next tick by 500 ms"),
	instrument.Bind("F7", instrument.ToggleJitter, "jitter: frames of 4 to 40 ms (they replace the fps cap)"),
	instrument.Bind("F8", instrument.LoadUp, "load per tick up: 0, 5, 10, 20, 40 ms"),
	instrument.Bind("Shift+F8", instrument.LoadDown, "load per tick down"),
	instrument.Bind("F9", instrument.ScaleUp, "time scale up: ¼ ½ 1 2 4 16"),
	instrument.Bind("Shift+F9", instrument.ScaleDown, "time scale down"),
	instrument.Bind("F10", instrument.CycleFPSCap, "fps cap: vsync, 144, 60, 30, 20 fps"),
	instrument.Bind("F11", instrument.CyclePolicy, "frame policy: the next engine's loop"),
	instrument.Bind("F12", instrument.Screenshot, "screenshot, the dev layer included, into the working folder"),
	instrument.Bind("Shift+F12", instrument.ToggleFrameTrace, "frame times on/off: a trace for tickbox policies -frames"),
}

// DevKeys returns the dev layer's key table, in the order F1 lists it.
// The caller must not change it.
func DevKeys() instrument.KeyTable { return devKeys }
