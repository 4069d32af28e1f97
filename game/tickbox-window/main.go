// Command tickbox-window is the window build of tickbox: play, shots and
// peers, the commands that link Ebitengine. The tickbox command links none, so
// that it runs the lab where there is no display (Ebitengine opens one in
// its package init, before main, and panics without it); for play and
// shots it starts this build, from beside its own file (game/launch). make
// build puts both in bin/; go install . ./game/tickbox-window puts both in
// $GOBIN. Run by hand it takes the same arguments: tickbox-window [play]
// [flags], tickbox-window shots [flags], or tickbox-window peers [flags],
// the peers' window (package game/peers), where two peers play over a
// simulated link. tickbox-window net [flags] takes tickbox net's flags
// over UDP (-player, -listen, -peer, ...) and plays this machine's player
// against the others' windows (or tickbox net), with the keyboard.
package main

import (
	"fmt"
	"os"
	"strings"

	"tickbox/game"
	"tickbox/game/peers"
	"tickbox/game/shots"
)

func main() {
	args := os.Args[1:]
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	switch name {
	case "play":
		os.Exit(game.Play(args, os.Stdout, os.Stderr))
	case "shots":
		os.Exit(shots.Run(args, os.Stdout, os.Stderr))
	case "peers":
		os.Exit(peers.Run(args, os.Stdout, os.Stderr))
	case "net":
		os.Exit(peers.RunNet(args, os.Stdout, os.Stderr))
	}
	fmt.Fprintf(os.Stderr, "tickbox-window: no command %q: this build runs play, shots, peers and net; tickbox runs the rest (tickbox -h)\n", name)
	os.Exit(2)
}
