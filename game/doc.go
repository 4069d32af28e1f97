// Package game is the sandbox window: the shell.Frames whose Update turns
// key presses into actions and whose Draw runs the fixed-step loop and
// draws it, run in a shell.Window as any game's loop is (package
// game/shell), and Play, which parses the window's flags and runs it.
//
// The loop itself, with no window, is package sim/sandbox; the pixels are
// package render; scripted screenshots are package game/shots. In a build
// with -tags headless this package holds only the flags and a Play that
// says the build has no window, and Ebitengine is not linked.
//
// It is the app (the tickbox command's window), not for import: a game
// imports the library, package tickbox/sim/fixed and the parts beside it,
// and package tickbox/game/shell for its window.
package game
