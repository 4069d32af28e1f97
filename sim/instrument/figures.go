package instrument

import (
	"time"

	"tickbox/sim/sched"
)

// Stats are the loop's figures for the overlay, as of the latest frame.
type Stats struct {
	Frame    sched.Frame   // what the scheduler decided in the latest frame
	Length   time.Duration // the latest frame's real length
	Second   Span          // the frames of the last second of real time
	Totals   sched.Totals  // the scheduler's running sums
	DrawTime time.Duration // how long the previous frame took to draw
	Err      error         // the latest error from the scheduler, if any

	// Speed is the game speed: game time over real time across the latest
	// speedWindow, 1 when the loop keeps up at ×1.
	Speed float64
	// What the frame-time filter (S) holds: the refresh rate it snaps to
	// in Hz (0 while measuring it; with no filter, the rate the dev layer
	// measures), the time received but not yet passed on, and the frames
	// it snapped.
	Refresh float64
	Carry   time.Duration
	Snapped int64

	// Judder and AnimationError (ms of game time: at ×1, PresentMon's) are
	// the latest whole second's, for a body at constant velocity drawn as
	// the game draws it, at the time scale; see smoothness.
	// SmoothMeasured is false, and both 0, until a whole second has been
	// measured since the loop last paused, ran as fast as possible, got a
	// new world, or changed its drawing mode, time scale or tick rate.
	Judder, AnimationError float64
	SmoothMeasured         bool
}

// figures are a loop's measurements: the timeline of recent frames, the
// latest frame's stats for the overlay, the game speed, the smoothness.
// A window adds each frame to them once it has run. The zero figures are
// ready; they never allocate.
type figures struct {
	timeline timeline
	latest   Stats // the latest frame's, less what stats reads of the parts
	speed    speedometer
	smooth   smoothness // Dev adds frames (displayed) and stops it
}

// Snapping is the frame-time filter whose figures the dev layer shows
// (package pacing's Snapper, attached to the loop); nil for a loop with
// none, whose figures show no carry and the refresh the dev layer
// measures itself. The figures read it through these methods alone, and
// link no snapper of their own.
type Snapping interface {
	Enabled() bool
	Refresh() float64
	Carry() time.Duration
	Snapped() int64
}

// Add keeps a frame that really lasted measured, counted as elapsed
// (after snap, the frame-time filter) and made f, in which the
// scheduler's step was step and after which its totals are t: rec, what
// the window knows of the frame besides (SimTime, Fast), is completed from
// f and added to the timeline. The game speed follows the real length
// rather than the snapped one.
func (g *figures) Add(measured, elapsed time.Duration, f sched.Frame, rec *FrameRecord, t sched.Totals, step time.Duration, snap Snapping) {
	rec.Length = elapsed
	rec.Ticks = f.Ticks
	rec.DroppedTicks, rec.Dropped, rec.ClampLoss, rec.OwedLoss = f.DroppedTicks, f.Dropped, f.ClampLoss, f.OwedLoss
	rec.GameTime = time.Duration(f.Ticks) * step
	rec.Paused = f.Paused
	g.timeline.add(*rec)
	g.latest.Frame, g.latest.Length = f, elapsed
	g.latest.Totals = t
	g.speed.Add(measured, f, step)
	g.latest.Carry, g.latest.Snapped = 0, 0
	if snap != nil {
		g.latest.Carry, g.latest.Snapped = snap.Carry(), snap.Snapped()
	}
}

// stats returns the stats of the latest frame: the second's sums, the
// speed and the smoothness as their parts keep them, which costs no scan.
func (g *figures) stats() Stats {
	st := g.latest
	st.Second, st.Speed = g.timeline.secondSums(), g.speed.Speed()
	st.Judder, st.AnimationError, st.SmoothMeasured = g.smooth.judder, g.smooth.errAvg, g.smooth.measured
	return st
}
