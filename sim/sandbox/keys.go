package sandbox

// Binding ties keys to an action. Keys are Ebitengine's key names
// (ebiten.Key's String, e.g. "Space", "Equal", "ArrowLeft"), so this table
// needs no ebiten import; package game resolves the names once at start-up.
type Binding struct {
	Label  string   // the key as F1 and the README show it
	Keys   []string // key names that trigger it; any one will do
	Shift  bool     // only with Shift held
	Action Action
	Help   string // what the action does, for F1
}

// keys is the key table, in the order F1 lists it.
var keys = []Binding{
	{"Space", []string{"Space"}, false, Jump, "jump"},
	{"K", []string{"K"}, false, Kick, "kick the balls upwards"},
	{"Left", []string{"ArrowLeft"}, false, KickLeft, "kick the balls left"},
	{"Right", []string{"ArrowRight"}, false, KickRight, "kick the balls right"},
	{"B", []string{"B"}, false, Teleport, "teleport ball 1 (it snaps, no glide)"},
	{"Backspace", []string{"Backspace"}, false, Reset, "reset the world"},
	{"I", []string{"I"}, false, CycleDraw, "draw mode: interpolate, newest, extrapolate"},
	{"V", []string{"V"}, false, ToggleVariable, "variable step on/off (with a fixed reference)"},
	{"H", []string{"H"}, false, Hitch, "hitch: one frame of 250 ms"},
	{"Shift+H", []string{"H"}, true, LongHitch, "hitch: one frame of 1 s"},
	{"X", []string{"X"}, false, Stall, "stall the next tick by 500 ms"},
	{"J", []string{"J"}, false, ToggleJitter, "jitter: frames of 4 to 40 ms"},
	{"S", []string{"S"}, false, ToggleSnap, "snap frame times to the refresh on/off"},
	{"E", []string{"E"}, false, CyclePolicy, "frame policy: the next engine's loop"},
	{"L", []string{"L"}, false, LoadUp, "load per tick up: 0, 5, 10, 20, 40 ms"},
	{"Shift+L", []string{"L"}, true, LoadDown, "load per tick down"},
	{"C", []string{"C"}, false, ToggleLimits, "limits on/off: Tickbox's clamp and tick cap"},
	{"F", []string{"F"}, false, CycleFPSCap, "fps cap: vsync, 144, 60, 30, 20 fps"},
	{"T", []string{"T"}, false, CycleRate, "tick rate: 60, 120, 30, 10 Hz"},
	{"+", []string{"Equal", "NumpadAdd"}, false, ScaleUp, "time scale up: ¼ ½ 1 2 4 16"},
	{"-", []string{"Minus", "NumpadSubtract"}, false, ScaleDown, "time scale down"},
	{"0", []string{"Digit0", "Numpad0"}, false, ToggleFast, "as fast as possible on/off"},
	{"P", []string{"P"}, false, TogglePause, "pause / resume"},
	{"N", []string{"N"}, false, OneTick, "one tick (pauses first)"},
	{"G", []string{"G"}, false, ToggleGhost, "ghost trail of ball 1 on/off"},
	{"F2", []string{"F2"}, false, ToggleOverlay, "overlay on/off"},
	{"F3", []string{"F3"}, false, ToggleTimeline, "timeline on/off"},
	{"F1", []string{"F1"}, false, ToggleHelp, "this help"},
	{"F12", []string{"F12"}, false, Screenshot, "screenshot into the shots folder"},
	{"R", []string{"R"}, false, Record, "record on/off: a replay in the record folder"},
	{"Shift+R", []string{"R"}, true, ToggleFrameTrace, "frame times on/off: a trace in the record folder"},
	{"D", []string{"D"}, false, CycleTwin, "the twin: off, Clang style, GCC style"},
	{"Esc", []string{"Escape"}, false, Quit, "quit (as closing the window does)"},
}

// Keys returns the key table, in the order F1 lists it. The caller must not
// change it.
func Keys() []Binding { return keys }

// browserKeys are bindings the browser build adds to the key table, for
// keys the browser keeps for itself (F12 opens its developer tools). The
// page lists them under the key table.
var browserKeys = []Binding{
	{"O", []string{"O"}, false, Screenshot, "screenshot, as F12 (which the browser keeps): a download"},
}

// BrowserKeys returns the bindings the browser build adds. The caller must
// not change it.
func BrowserKeys() []Binding { return browserKeys }

// Lookup returns the action of the key called name, pressed with or without
// Shift. A key with a Shift binding of its own (H, L) needs Shift to match
// exactly; any other key ignores Shift, so that "+" works as Shift+Equal on
// keyboards where it is one.
func Lookup(name string, shift bool) (Action, bool) {
	var plain, shifted *Binding
	for _, table := range [][]Binding{keys, browserKeys} {
		for i := range table {
			b := &table[i]
			if !b.has(name) {
				continue
			}
			if b.Shift {
				shifted = b
			} else {
				plain = b
			}
		}
	}
	switch {
	case shift && shifted != nil:
		return shifted.Action, true
	case plain != nil:
		return plain.Action, true
	}
	return 0, false
}

func (b *Binding) has(name string) bool {
	for _, k := range b.Keys {
		if k == name {
			return true
		}
	}
	return false
}
