package lab

import (
	"fmt"
	"io"
	"time"

	"tickbox/sim/frames"
)

// A session stays quiet up to this much work, some ten seconds on an
// ordinary machine; past it, it says before it starts what it is about to
// do, that progress follows on stderr and that Ctrl+C stops it.
const (
	budgetBodyTicks = 1e9 // bodies (balls and the jumper) times ticks
	budgetFrames    = 1e8 // frames through the scheduler
)

// work is what a session is about to do, estimated before it starts.
type work struct {
	ticks  int64
	bodies int
	frames float64 // ticks' game time over the mean frame; 0 if not known
}

// estimateFrames is the frames that ticks at rate hz take with frames of
// the mean length of the first thousand the pattern spec makes (a fresh
// copy of them: the session's own are not touched). The clamp and the cap
// can only add frames to it.
func estimateFrames(ticks int64, hz int, sample frames.Source) float64 {
	if sample == nil {
		return 0
	}
	var sum float64
	const n = 1000
	for range n {
		sum += float64(sample.Next(1))
	}
	if sum == 0 {
		return 0
	}
	game := float64(ticks) * float64(time.Second) / float64(hz)
	return game / (sum / n)
}

// announce says on stderr, before a session over the budget starts, how
// much work it is and how to follow and stop it.
func (w work) announce(stderr io.Writer, name string) {
	bodyTicks := float64(w.ticks) * float64(w.bodies)
	if bodyTicks <= budgetBodyTicks && w.frames <= budgetFrames {
		return
	}
	fmt.Fprintf(stderr, "tickbox %s: a long session: %d ticks of %d bodies (%.3g body-ticks) in about %.3g frames,"+
		" past the %.0g body-ticks or %.0g frames done without a word; progress follows on stderr every %v, and Ctrl+C stops it\n",
		name, w.ticks, w.bodies, bodyTicks, w.frames, float64(budgetBodyTicks), float64(budgetFrames), progressPipe)
}
