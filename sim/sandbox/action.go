package sandbox

import "fmt"

// Action is something the player asks of the sandbox. Keys map to actions
// through the key table ([Keys]); scripts name them ([ActionByName]); both
// end in [Sandbox.Do], so a key and a script step do exactly the same thing.
type Action uint8

// The actions, in the order F1 lists them.
const (
	Jump Action = iota
	Kick
	KickLeft
	KickRight
	Teleport
	Reset
	CycleDraw
	ToggleVariable
	Hitch
	LongHitch
	Stall
	ToggleJitter
	ToggleSnap
	CyclePolicy
	LoadUp
	LoadDown
	ToggleLimits
	CycleFPSCap
	CycleRate
	ScaleUp
	ScaleDown
	ToggleFast
	TogglePause
	OneTick
	ToggleGhost
	ToggleOverlay
	ToggleTimeline
	ToggleHelp
	Screenshot
	Record
	ToggleFrameTrace
	CycleTwin
	Quit
	numActions
)

// actionNames are the names scripts and logs use, one word per idea.
var actionNames = [numActions]string{
	Jump: "jump", Kick: "kick", KickLeft: "kick-left", KickRight: "kick-right",
	Teleport: "teleport", Reset: "reset", CycleDraw: "draw-mode", ToggleVariable: "variable",
	Hitch: "hitch", LongHitch: "long-hitch", Stall: "stall", ToggleJitter: "jitter", ToggleSnap: "snap",
	LoadUp: "load-up", LoadDown: "load-down", ToggleLimits: "limits", CycleFPSCap: "fps-cap",
	CycleRate: "tick-rate", ScaleUp: "scale-up", ScaleDown: "scale-down", ToggleFast: "fast",
	TogglePause: "pause", OneTick: "one-tick", ToggleGhost: "ghost", ToggleOverlay: "overlay",
	ToggleTimeline: "timeline", ToggleHelp: "help", Screenshot: "screenshot", Quit: "quit",
	Record: "record", CycleTwin: "twin", CyclePolicy: "policy", ToggleFrameTrace: "frame-times",
}

// Actions returns every action, in order.
func Actions() []Action {
	all := make([]Action, numActions)
	for i := range all {
		all[i] = Action(i)
	}
	return all
}

// String returns the action's name, e.g. "jump".
func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// ActionByName returns the action called name, as String writes it.
func ActionByName(name string) (Action, error) {
	for i, n := range actionNames {
		if n == name {
			return Action(i), nil
		}
	}
	return 0, fmt.Errorf("action %q: not an action (try jump, kick, teleport, pause, ...)", name)
}
