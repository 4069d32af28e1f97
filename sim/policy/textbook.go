package policy

import (
	"time"

	"tickbox/sim/sched"
)

// TextbookMaxFrame is the textbook's clamp: "if frameTime > 0.25 then
// frameTime = 0.25".
const TextbookMaxFrame = 250 * time.Millisecond

// Textbook is the classic accumulator as Glenn Fiedler's "Fix Your
// Timestep!" (gafferongames.com, 2004) teaches it: add the frame time,
// clamped to 250 ms, to an accumulator; run a tick while a tick is owed;
// draw at alpha = accumulator / step.
//
// Parameters: the 250 ms clamp. No tick cap.
//
//   - Long frame: counts as 250 ms (15 ticks at 60 Hz, all run at once).
//   - Slow tick: every tick owed runs, so a frame whose ticks cost more
//     than they cover makes the next frame owe more: the spiral of death,
//     held only by the clamp (frames settle at 250 ms, the game at a speed
//     of 250 ms of game time per frame).
//   - Timer noise: flips frames between 0, 1 and 2 ticks, as Tickbox's.
type Textbook struct{}

// Name returns "textbook".
func (*Textbook) Name() string { return "textbook" }

// OwedRange is [0, one tick): every whole tick owed runs.
func (*Textbook) OwedRange() (lo, hi int64) { return wholeTicks() }

// Decide clamps the frame to 250 ms and runs every whole tick owed.
func (*Textbook) Decide(d *sched.Decision) {
	clamp(d, TextbookMaxFrame)
	runWhole(d, noCap)
}

// Limits: the 250 ms clamp, no tick cap.
func (*Textbook) Limits(sched.Config) Limits { return Limits{Clamp: TextbookMaxFrame} }
