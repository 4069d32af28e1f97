// Package launch starts the window build for the tickbox command.
//
// Ebitengine opens its display in its package init, before main runs, so a
// binary that links it panics with a Go stack trace where there is no
// display: over SSH, in CI, in a container. The tickbox command therefore
// links no Ebitengine and runs every lab command itself; for play, shots
// and peers it starts the window build, tickbox-window, found beside its
// own executable (make build puts both in bin/; go install .
// ./game/tickbox-window puts both in $GOBIN). Where the window build could
// not open a display it is not started: play, shots and peers say so in
// one line and exit 2.
//
// Only beside, never on $PATH: a window build found elsewhere may be of
// another version, and would play a different game under the same name.
package launch
