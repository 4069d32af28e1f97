//go:build !headless

package game

import (
	"time"

	"tickbox/sim/fixed"
)

// Scripted readies g to play a script (package game/shots) on clock. F12
// names its shots from epoch plus the clock's reading, and writes each
// before the frame ends, so that the notice shows in the very next frame:
// a script's pictures must not depend on when a goroutine finishes. The
// notice names the folder as shown.
func (g *Game) Scripted(clock *fixed.VirtualClock, epoch time.Time, shown string) {
	g.shots.Script(func() time.Time { return epoch.Add(clock.Now()) }, shown)
}
