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
	Stats    Stats
	speed    speedometer
	smooth   smoothness
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
	g.Stats.Frame, g.Stats.Length = f, elapsed
	g.Stats.Second = g.timeline.secondSums()
	g.Stats.Totals = t
	g.speed.Add(measured, f, step)
	g.Stats.Speed = g.speed.Speed()
	g.Stats.Carry, g.Stats.Snapped = 0, 0
	if snap != nil {
		g.Stats.Carry, g.Stats.Snapped = snap.Carry(), snap.Snapped()
	}
}

// Smooth adds a frame that really lasted measured, under conditions u,
// after which the game draws its bodies at game time drawn (in seconds;
// see DrawnTime), to the judder and the animation error. It measures the
// frame as shown: a whole number of refreshes of the display, once the
// frame-time filter has found its rate (displayed). A window calls it for
// frames whose motion follows real time, and StopSmooth for the others.
func (g *figures) Smooth(measured time.Duration, refresh float64, u conditions, drawn float64) {
	g.smooth.Add(displayed(measured, refresh), u, drawn)
	g.publishSmooth()
}

// StopSmooth starts the judder and the animation error over, with no
// figure until a whole second has been measured again: for a frame in
// which no body moves with real time (paused, as fast as possible), or a
// new world whose ticks are not the old one's.
func (g *figures) StopSmooth() {
	g.smooth.Stop()
	g.publishSmooth()
}

// publishSmooth puts the smoothness figures in the stats.
func (g *figures) publishSmooth() {
	st := &g.Stats
	st.Judder, st.AnimationError, st.SmoothMeasured = g.smooth.judder, g.smooth.errAvg, g.smooth.measured
}

// SetDraw records how long the newest frame took to draw: the window's
// drawing comes after the loop's frame. The second's mean follows it.
func (g *figures) SetDraw(d time.Duration) {
	g.Stats.DrawTime = d
	g.timeline.setDraw(d)
	g.Stats.Second = g.timeline.secondSums()
}
