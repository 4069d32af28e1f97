//go:build !headless

package main

import (
	"tickbox/sim/fixed"
)

// event is what happened in a tick that the game shows once, outside
// the world: a jump, a hit.
type event uint8

const (
	jumped event = iota
	hit
)

// flashTicks is how many ticks a hit flashes the screen's edge.
const flashTicks = 12

// Step runs the world's tick and reports what happened in it. The loop
// hands the report to play once, after the tick is final
// (fixed.Events): a hit flashes once, also under the synctest, which
// steps every tick twice, and in a replay.
func (g *game) Step(in fixed.Devices) {
	jumps, hits := g.Player.Jumps, g.Hits
	g.State.Step(in)
	if g.Player.Jumps > jumps {
		g.Report(jumped)
	}
	if g.Hits > hits {
		g.Report(hit)
	}
}

// play shows an event: a hit flashes the screen's edge.
func (g *game) play(tick int64, e event) {
	g.heard[e]++
	if e == hit {
		g.flashEnd = tick + 1 + flashTicks
	}
}
