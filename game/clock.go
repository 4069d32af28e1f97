//go:build !headless && !js

package game

import "tickbox/sim/loop"

// newClock returns the window's clock: the system's monotonic one.
func newClock() loop.Clock { return loop.NewMonotonic() }

// afterFrame is where a browser publishes the frame; a window has nothing to do.
func (g *Game) afterFrame() {}
