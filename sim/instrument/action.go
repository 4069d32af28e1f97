package instrument

import "fmt"

// Action is something a key asks of a loop's instruments: what any
// game's dev layer (package tickbox/game/fixed) does on its keys. The
// sandbox does the same on its own keys: its actions of the same names
// (sandbox.ActionByName) do the same things, with the same values.
type Action uint8

// The actions, in the order the dev layer's F1 lists them.
const (
	ToggleHelp       Action = iota // the keys' panel
	ToggleOverlay                  // the loop's figures
	ToggleTimeline                 // the last second of frames
	Hitch                          // one frame of HitchLength
	LongHitch                      // one frame of LongHitchLength
	TogglePause                    // pause or resume
	OneTick                        // one tick, pausing first
	Stall                          // the next tick stalls for StallLength
	ToggleJitter                   // jittery frames on or off
	LoadUp                         // the load on every tick, one step up
	LoadDown                       // and down
	ScaleUp                        // the time scale, one step up
	ScaleDown                      // and down
	CycleFPSCap                    // the next fps cap
	CyclePolicy                    // the next frame policy
	Screenshot                     // a screenshot, overlay included
	ToggleFrameTrace               // record the frame times, or stop and save them
	numActions
)

// actionNames are the actions' names, the sandbox's for the same actions.
var actionNames = [numActions]string{
	ToggleHelp: "help", ToggleOverlay: "overlay", ToggleTimeline: "timeline",
	Hitch: "hitch", LongHitch: "long-hitch", TogglePause: "pause", OneTick: "one-tick",
	Stall: "stall", ToggleJitter: "jitter", LoadUp: "load-up", LoadDown: "load-down",
	ScaleUp: "scale-up", ScaleDown: "scale-down", CycleFPSCap: "fps-cap", CyclePolicy: "policy",
	Screenshot: "screenshot", ToggleFrameTrace: "frame-times",
}

// Actions returns every action, in order.
func Actions() []Action {
	all := make([]Action, numActions)
	for i := range all {
		all[i] = Action(i)
	}
	return all
}

// String returns the action's name, e.g. "hitch".
func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}
