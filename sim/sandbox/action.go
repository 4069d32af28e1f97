package sandbox

import (
	"fmt"

	"tickbox/sim/instrument"
)

// The sandbox's own actions, which it adds to the loop's (package
// sim/instrument's): its world's input, its worlds and modes, recording,
// the twin, quitting. Keys map to actions through the key table ([Keys]);
// scripts name them ([ActionByName]); both end in [Sandbox.Do], so a key
// and a script step do exactly the same thing.
const (
	Jump           instrument.Action = "jump"
	Kick           instrument.Action = "kick"
	KickLeft       instrument.Action = "kick-left"
	KickRight      instrument.Action = "kick-right"
	Teleport       instrument.Action = "teleport"
	Reset          instrument.Action = "reset"
	CycleDraw      instrument.Action = "draw-mode"
	ToggleVariable instrument.Action = "variable"
	ToggleSnap     instrument.Action = "snap"
	ToggleLimits   instrument.Action = "limits"
	CycleRate      instrument.Action = "tick-rate"
	ToggleFast     instrument.Action = "fast"
	ToggleGhost    instrument.Action = "ghost"
	Record         instrument.Action = "record"
	CycleTwin      instrument.Action = "twin"
	Quit           instrument.Action = "quit"
)

// actions returns every action the sandbox does, the loop's and its own,
// in the order F1 lists them.
func actions() []instrument.Action {
	all := make([]instrument.Action, len(keys))
	for i, b := range keys {
		all[i] = b.Action
	}
	return all
}

// ActionByName returns the action called name, one of actions.
func ActionByName(name string) (instrument.Action, error) {
	for _, b := range keys {
		if string(b.Action) == name {
			return b.Action, nil
		}
	}
	return "", fmt.Errorf("action %q: not an action (try jump, kick, teleport, pause, ...)", name)
}
