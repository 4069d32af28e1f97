//go:build !js

package main

import (
	"os"

	"tickbox/game/launch"
)

// commandLine returns the command's arguments.
func commandLine() []string { return os.Args[1:] }

// play, shots and peers start the window build: this one links no
// Ebitengine, whose package init panics where there is no display.
var (
	play       = launch.Command("play")
	shots      = launch.Command("shots")
	peers      = launch.Command("peers")
	windowNote = launch.Note
)
