package policy

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// textbookMaxFrame is the textbook's clamp: "if frameTime > 0.25 then
// frameTime = 0.25".
const textbookMaxFrame = 250 * time.Millisecond

// textbook is the classic accumulator as Glenn Fiedler's "Fix Your
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
type textbook struct {
	clamp    time.Duration // the clamp setting
	clampSet bool
}

// maxFrame is the clamp in force: 250 ms, or the setting (0: none).
func (t *textbook) maxFrame() time.Duration {
	if t.clampSet {
		return t.clamp
	}
	return textbookMaxFrame
}

// textbookSettings: the clamp.
var textbookSettings = []setting{
	newSetting("clamp", "250ms", fmt.Sprintf("a duration, 0 (no clamp) to %v", sched.MaxElapsed),
		func(t *textbook, v string) (err error) {
			t.clamp, err = parseDuration(v, 0, sched.MaxElapsed)
			t.clampSet = err == nil
			return err
		},
		func(t *textbook, _ sched.Config) string { return showDuration(t.maxFrame()) }),
}

// Name returns "textbook".
func (*textbook) Name() string { return "textbook" }

// OwedRange is [0, one tick): every whole tick owed runs.
func (*textbook) OwedRange() (lo, hi int64) { return wholeTicks() }

// Decide clamps the frame to 250 ms and runs every whole tick owed.
func (t *textbook) Decide(d *sched.Decision) {
	d.Clamp(t.maxFrame())
	runWhole(d, noCap)
}

// Limits: the 250 ms clamp, no tick cap.
func (t *textbook) Limits(sched.Config) sched.Limits { return sched.Limits{Clamp: t.maxFrame()} }
