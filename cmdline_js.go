//go:build js

package main

import (
	"fmt"
	"os"
	"syscall/js"

	"tickbox/game"
	gamepeers "tickbox/game/peers"
	gameshots "tickbox/game/shots"
)

// In a browser the window is this module itself.
var (
	play       = game.Play
	shots      = gameshots.Run
	peers      = gamepeers.Run
	windowNote = "With no command, or flags first, tickbox runs play: the game on the page."
)

// commandLine returns the command's arguments in a browser: those the page
// passed (a test runs shots this way), or else play with the flags the
// page's address gives (?tps=120&jitter). An address with values play
// refuses exits 2, as a bad flag does; the page shows every one of them,
// and its own help.
func commandLine() []string {
	if len(os.Args) > 1 {
		return os.Args[1:]
	}
	args, err := game.AddressArgs(js.Global().Get("location").Get("search").String())
	if err != nil {
		fmt.Fprintf(os.Stderr, "tickbox: the page's address:\n%v\n\n", err)
		game.AddressHelp(os.Stderr)
		os.Exit(2)
	}
	return append([]string{"play"}, args...)
}
