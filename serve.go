//go:build !js

package main

import "tickbox/game/web"

// serve is not in the browser's build: net/http would add 8 MB to the
// module, for a command a page cannot run.
func init() {
	commands = append(commands, command{"serve", "serve the browser build (make web) to a browser on this machine", web.Serve, true})
}
