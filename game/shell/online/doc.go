// Package online plays a game on Tickbox's loop between machines, one
// player a machine, each in a window of package tickbox/game/shell, with
// rollback netplay (package tickbox/sim/netplay): an opt-in part beside
// the shell, which a game links only if it imports it.
//
// A deterministic world (a [World]: tape.State's Step, Fingerprint and
// snapshot, its Step taking every player's input in a slot of its own,
// netplay.Players) is stepped by every machine, and only the inputs
// travel. [Run], or [New] and [Player.Run], runs this machine's player of
// it in a window, a [Game] reading its player's input and drawing the
// newest state, over UDP (or any netplay.Transport, Options.Transport).
// The players first agree on the session's and the game's settings, a
// difference refused on both sides; the dev layer adds netplay rows
// along the window's bottom (its mode, ticks, rollbacks and each other
// player's network), through shell.Loop.DrawRows.
//
// The README.md beside this package is a whole two-player game, with its
// headless test over the simulated link and its two players over UDP;
// its test builds it in a module of its own and plays it. NAT traversal
// and relay servers are out of scope.
package online
