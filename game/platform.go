//go:build !headless && !js

package game

import (
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// What the window does where a browser does something else (see the _js
// files beside this one).

// newClock returns the window's clock: the system's monotonic one.
func newClock() fixed.Clock { return fixed.NewMonotonic() }

// afterFrame is where a browser publishes the frame; a window has nothing to do.
func (g *Game) afterFrame() {}

// growStack is where a browser makes room on the stack for a frame; a
// window's frames run on one goroutine, whose stack stays grown.
func growStack() {}

// crowdOnCPU is whether -crowd auto draws a crowd on the CPU
// (view.Renderer.CrowdOnCPU): never in a window, whatever its GL, where
// the raster's puts cost more of the Draw than the triangles.
func crowdOnCPU() bool { return false }

// bindings is the key table the window reads.
func bindings() instrument.KeyTable { return sandbox.Keys() }
