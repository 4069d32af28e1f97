package sandbox

import (
	"context"
	"log/slog"
	"math"
	"strconv"
	"time"

	"tickbox/sim/pacing"
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
	// pacing.SpeedWindow, 1 when the loop keeps up at ×1.
	Speed float64
	// What the frame-time filter (S) holds: the refresh rate it snaps to
	// in Hz (0 while measuring it), the time received but not yet passed
	// on, and the frames it snapped.
	Refresh float64
	Carry   time.Duration
	Snapped int64

	// Judder and AnimationError (ms of game time: at ×1, PresentMon's) are
	// the latest whole second's, for a body at constant velocity drawn as
	// the drawing mode draws it, at the time scale; see smoothness.
	// SmoothMeasured is false, and both 0, until a whole second has been
	// measured since the sandbox last paused, ran as fast as possible, got
	// a new world, or changed its mode, time scale or tick rate.
	Judder, AnimationError float64
	SmoothMeasured         bool
}

// figures are the loop's measurements: the timeline of recent frames, the
// latest frame's stats for the overlay, the game speed, and the log line
// written once a second of real time.
type figures struct {
	timeline Timeline
	stats    Stats
	speed    pacing.Speedometer
	logger   *slog.Logger // nil: no log
	lastLog  time.Duration
}

// add keeps a frame that counted as elapsed and made f, in which the
// scheduler's step was step and after which its totals are t.
func (g *figures) add(elapsed time.Duration, f sched.Frame, rec *FrameRecord, t sched.Totals, step time.Duration) {
	rec.Length = elapsed
	rec.Ticks = f.Ticks
	rec.DroppedTicks, rec.Dropped, rec.ClampLoss = f.DroppedTicks, f.Dropped, f.ClampLoss
	rec.GameTime = time.Duration(f.Ticks) * step
	rec.Paused = f.Paused
	g.timeline.Add(*rec)
	g.stats.Frame, g.stats.Length = f, elapsed
	g.stats.Second = g.timeline.Second()
	g.stats.Totals = t
}

// pace updates the pacing figures after a frame that really lasted
// measured and made f: the game speed, from the real length rather than
// the snapped one, and what the frame-time filter holds.
func (g *figures) pace(measured time.Duration, f sched.Frame, step time.Duration, snap *pacing.Snapper) {
	g.speed.Add(measured, f, step)
	g.stats.Speed = g.speed.Speed()
	g.stats.Refresh, g.stats.Carry = snap.Refresh(), snap.Carry()
	g.stats.Snapped = snap.Stats().Snapped
}

// logDue reports whether a log line is due at now: one per second of real
// time, if there is a logger.
func (g *figures) logDue(now time.Duration) bool {
	return g.logger != nil && now-g.lastLog >= time.Second
}

// log writes the log line at now, ball 1 drawn at x if there is a ball 1:
// frame ms, ticks, x, the dropped seconds, the frames per second over the
// last second and the latest frame's drawing time in ms.
func (g *figures) log(now time.Duration, x float64, ball bool) {
	g.lastLog = now
	st := &g.stats
	attrs := []slog.Attr{fixed("frame_ms", ms(st.Length), 3), slog.Int64("ticks", st.Totals.Ticks)}
	if ball { // with no balls, there is no ball 1 to speak of
		attrs = append(attrs, fixed("ball1_x", x, 3))
	}
	attrs = append(attrs, fixed("dropped_s", st.Totals.Dropped.Seconds(), 3),
		fixed("fps", st.Second.fps(), 1), fixed("draw_ms", ms(st.DrawTime), 3))
	g.logger.LogAttrs(context.Background(), slog.LevelInfo, "frame", attrs...)
}

// fixed is a number logged with prec decimals: dropped_s=1.967, not the
// shortest float that reads back, 1.9666666670000001.
func fixed(key string, v float64, prec int) slog.Attr {
	return slog.String(key, strconv.FormatFloat(v, 'f', prec, 64))
}

// fps returns the frames per second of real time in w, to 0.1.
func (w Span) fps() float64 {
	if w.Length <= 0 {
		return 0
	}
	return math.Round(float64(w.Frames)/w.Length.Seconds()*10) / 10
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
