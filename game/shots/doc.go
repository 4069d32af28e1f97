// Package shots is the shots command: it plays scenario scripts in the
// window, each frame as long as the script says on a virtual clock, and
// takes the same pictures on every run and machine; it writes them with a
// gallery (package gallery) and compares them with their goldens (package
// golden). A script's frame takes the window's own path (game.Game.Frame),
// so a shot shows what the window would.
//
// Scripts are parsed by package script, which needs no Ebitengine; in a
// build with -tags headless this package only reads and checks them.
//
// It is the app (tickbox shots), not for import.
package shots
