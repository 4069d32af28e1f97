//go:build !headless

package fixed

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/instrument"
)

// DevKey is a key of the dev layer and what it does. The dev layer's keys
// are the function keys, alone or with Shift: a game that reads a letter
// reads it whatever modifier is held (Ebitengine cannot hide a key from
// the game), so Ctrl+H would hitch the loop and make the game's H do its
// own thing too, and games rarely read F-keys. The sandbox binds the same
// actions to plain letters (H hitches, P pauses, ...), which its world
// leaves free.
type DevKey struct {
	Key    ebiten.Key
	Shift  bool // only with Shift held
	Action instrument.Action
	Help   string // what the key does, for F1 and the README
}

// devKeys is the dev layer's key table, in the order F1 lists it.
var devKeys = []DevKey{
	{ebiten.KeyF1, false, instrument.ToggleHelp, "these keys"},
	{ebiten.KeyF2, false, instrument.ToggleOverlay, "the loop's figures on/off"},
	{ebiten.KeyF3, false, instrument.ToggleTimeline, "the timeline of the last second on/off"},
	{ebiten.KeyF4, false, instrument.Hitch, "hitch: one frame of 250 ms"},
	{ebiten.KeyF4, true, instrument.LongHitch, "hitch: one frame of 1 s"},
	{ebiten.KeyF5, false, instrument.TogglePause, "pause / resume"},
	{ebiten.KeyF5, true, instrument.OneTick, "one tick (pauses first)"},
	{ebiten.KeyF6, false, instrument.Stall, "stall the next tick by 500 ms"},
	{ebiten.KeyF7, false, instrument.ToggleJitter, "jitter: frames of 4 to 40 ms (they replace the fps cap)"},
	{ebiten.KeyF8, false, instrument.LoadUp, "load per tick up: 0, 5, 10, 20, 40 ms"},
	{ebiten.KeyF8, true, instrument.LoadDown, "load per tick down"},
	{ebiten.KeyF9, false, instrument.ScaleUp, "time scale up: ¼ ½ 1 2 4 16"},
	{ebiten.KeyF9, true, instrument.ScaleDown, "time scale down"},
	{ebiten.KeyF10, false, instrument.CycleFPSCap, "fps cap: vsync, 144, 60, 30, 20 fps"},
	{ebiten.KeyF11, false, instrument.CyclePolicy, "frame policy: the next engine's loop"},
	{ebiten.KeyF12, false, instrument.Screenshot, "screenshot, the dev layer included, into the working folder"},
	{ebiten.KeyF12, true, instrument.ToggleFrameTrace, "frame times on/off: a trace for tickbox policies -frames"},
}

// DevKeys returns the dev layer's key table, in the order F1 lists it.
// The caller must not change it.
func DevKeys() []DevKey { return devKeys }

// Label returns the key as F1 and the README show it: "F4", "Shift+F4".
func (k DevKey) Label() string {
	if k.Shift {
		return "Shift+" + k.Key.String()
	}
	return k.Key.String()
}

// HideKey hides and shows the dev layer's figures.
const HideKey = ebiten.KeyF2

// devKeyHelp returns F1's rows for the dev layer.
func devKeyHelp() []render.KeyHelp {
	rows := make([]render.KeyHelp, len(devKeys))
	for i, k := range devKeys {
		rows[i] = render.KeyHelp{Label: k.Label(), Help: k.Help}
	}
	return rows
}

// devKeyOf returns the label of the dev key that does a, "" if none does.
func devKeyOf(a instrument.Action) string {
	for _, k := range devKeys {
		if k.Action == a {
			return k.Label()
		}
	}
	return ""
}

// pressedDevKey returns the action of a dev key pressed this frame, with
// Shift held or not, if any: a key with a Shift binding of its own needs
// Shift to match exactly; any other ignores Shift. Only the first
// pressed is taken.
func pressedDevKey(justPressed func(ebiten.Key) bool, shift bool) (instrument.Action, bool) {
	for i, k := range devKeys {
		if !justPressed(k.Key) {
			continue
		}
		if k.Shift == shift || (!k.Shift && !hasShifted(i)) {
			return k.Action, true
		}
	}
	return 0, false
}

// hasShifted reports whether devKeys[i]'s key has a Shift binding too.
func hasShifted(i int) bool {
	for _, k := range devKeys {
		if k.Key == devKeys[i].Key && k.Shift {
			return true
		}
	}
	return false
}
