package instrument

// Action is something a key or a script asks of a loop, named as scripts,
// logs and notices name it: "hitch". The loop's actions are here, what any
// game's dev layer (package tickbox/game/shell) does on its keys; a game
// adds its own as more constants of this type (the sandbox's "jump",
// "reset", "twin", ...) and binds them, the loop's with them, in a key
// table of its own ([KeyTable]). The sandbox does the loop's actions with
// the same values the dev layer does.
type Action string

// The loop's actions, in the order the dev layer's F1 lists them.
const (
	ToggleHelp       Action = "help"        // the keys' panel
	ToggleOverlay    Action = "overlay"     // the loop's figures
	ToggleTimeline   Action = "timeline"    // the last second of frames
	Hitch            Action = "hitch"       // one frame of 250 ms
	LongHitch        Action = "long-hitch"  // one frame of 1 s
	TogglePause      Action = "pause"       // pause or resume
	OneTick          Action = "one-tick"    // one tick, pausing first
	Stall            Action = "stall"       // the next tick stalls for 500 ms
	ToggleJitter     Action = "jitter"      // jittery frames on or off
	LoadUp           Action = "load-up"     // the load on every tick, one step up
	LoadDown         Action = "load-down"   // and down
	ScaleUp          Action = "scale-up"    // the time scale, one step up
	ScaleDown        Action = "scale-down"  // and down
	CycleFPSCap      Action = "fps-cap"     // the next fps cap
	CyclePolicy      Action = "policy"      // the next frame policy
	Screenshot       Action = "screenshot"  // a screenshot, overlay included
	ToggleFrameTrace Action = "frame-times" // record the frame times, or stop and save them
)

// Actions returns the loop's actions, in order.
func Actions() []Action {
	return []Action{
		ToggleHelp, ToggleOverlay, ToggleTimeline, Hitch, LongHitch, TogglePause, OneTick, Stall,
		ToggleJitter, LoadUp, LoadDown, ScaleUp, ScaleDown, CycleFPSCap, CyclePolicy, Screenshot,
		ToggleFrameTrace,
	}
}
