package loop

import (
	"context"
	"log/slog"
	"math"
	"time"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// Stats are the loop's figures for the overlay, as of the latest frame.
type Stats struct {
	Frame    sched.Frame   // what the scheduler decided in the latest frame
	Length   time.Duration // the latest frame's real length
	Second   Window        // the frames of the last second of real time
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
}

// Wait waits until the next frame may begin, as the fps cap, jitter or a
// hitch say, and returns the time since the previous frame began, read
// from the sandbox's clock: what the window gives [Sandbox.Frame]. The
// first frame returns 0.
func (s *Sandbox) Wait() time.Duration { return s.pacer.Begin() }

// Frame runs one frame that lasted elapsed: the frame-time filter (S), the
// ticks the scheduler decides (or, as fast as possible, as many as fit in
// FastBudget), the variable world's step in variable mode, and the record
// of the frame. The window gives it [Sandbox.Wait]'s reading of the
// monotonic clock; the lab, pacing and scripts give it made-up lengths
// (package frames). After Close it does nothing.
func (s *Sandbox) Frame(elapsed time.Duration) {
	if s.closed {
		return
	}
	measured := elapsed
	elapsed = s.snap.Snap(measured) // as measured while the filter is off
	var rec FrameRecord
	var f sched.Frame
	before := s.sched.Totals()
	if s.fast {
		f = s.fastTicks(&rec)
	} else {
		f = s.advance(elapsed, &rec)
	}
	if s.mode == Variable {
		s.stepVariable(accepted(before, s.sched.Totals(), s.sched.Rate()))
	}
	s.frameInput = sim.Input{}
	s.record(elapsed, f, &rec)
	s.autosave()
	s.pace(measured, f)
}

// advance feeds elapsed to the scheduler and runs the ticks it decides.
func (s *Sandbox) advance(elapsed time.Duration, rec *FrameRecord) sched.Frame {
	f, err := s.sched.Advance(elapsed)
	if err != nil {
		s.stats.Err = err
		return sched.Frame{Alpha: s.sched.Alpha()}
	}
	for i := range f.Ticks {
		if !s.tick(rec) {
			f.Ticks = i // a replay ended: the rest do not run
			break
		}
	}
	return f
}

// fastTicks runs ticks for FastBudget of real time, at least one, and
// tells the scheduler afterwards, so that owed time and alpha stay as they
// were. Paused, it runs one tick only when a step was asked for.
func (s *Sandbox) fastTicks(rec *FrameRecord) sched.Frame {
	if s.sched.Paused() {
		return s.advance(0, rec)
	}
	start := s.clock.Now()
	n := 0
	for n < MaxFastTicks && (n == 0 || s.clock.Now()-start < FastBudget) {
		if !s.tick(rec) {
			break
		}
		n++
	}
	f, err := s.sched.AdvanceTicks(n)
	if err != nil {
		s.stats.Err = err
	}
	rec.Fast = true
	return f
}

// tick runs one tick of the fixed world with its input, then the load and
// any stall, which cost real time as a slow tick would. The recording, the
// twin and the replay's checks follow the tick. It reports false, and runs
// nothing, once a replay has reached its end or the world the tick set by
// StopAt: the world stays there.
func (s *Sandbox) tick(rec *FrameRecord) bool {
	if (s.play != nil && s.play.ended) || (s.until > 0 && s.fixed.Tick >= s.until) {
		return false
	}
	in := s.input()
	start := s.clock.Now()
	if s.step != nil {
		s.step(s.fixed, in)
	} else {
		s.fixed.Step(in)
	}
	rec.SimTime += s.clock.Now() - start
	s.stepped(in)
	s.peaks[0].observe(&s.fixed.Jumper)
	s.clock.Sleep(s.load)
	if s.stall {
		s.stall = false
		s.clock.Sleep(StallLength)
	}
	return true
}

// input returns the input of the tick about to run, from the replay or
// else from the tick input source, and records it.
func (s *Sandbox) input() sim.Input {
	tick := s.fixed.Tick
	var in sim.Input
	if s.play != nil {
		in = s.playInput()
	} else {
		in = s.inputs.Take(tick)
	}
	if s.rec != nil {
		if err := s.rec.rec.Add(tick, in); err != nil {
			s.recordFailed(err)
		}
	}
	return in
}

// stepped follows a tick of the fixed world that took in: the twin takes
// the same step, the recording notes the new state, the replay checks it.
func (s *Sandbox) stepped(in sim.Input) {
	if s.twinOn {
		s.twin.Step(in)
	}
	if s.rec != nil {
		if err := s.rec.rec.Stepped(s.fixed); err != nil {
			s.recordFailed(err)
		}
	}
	if s.play != nil {
		s.checkPlayback()
	}
}

// stepVariable advances the variable world in one step by dt seconds, the
// game time the scheduler accepted in the frame: the time scale is applied
// there, once, and so is the clamp; as fast as possible or single-stepping
// it is the game time of the ticks run.
func (s *Sandbox) stepVariable(dt float64) {
	if dt <= 0 {
		return // nothing passed: a paused frame, or the first one
	}
	_ = s.variable.StepVariable(s.frameInput, dt) // dt > 0 and finite here
	s.peaks[1].observe(&s.variable.Jumper)
}

// accepted returns the game time, in seconds at hz ticks a second, that the
// scheduler accepted between the totals before and after a frame.
func accepted(before, after sched.Totals, hz int) float64 {
	ticks := after.AcceptedTicks - before.AcceptedTicks
	units := ticks*sched.UnitsPerTick + after.AcceptedUnits - before.AcceptedUnits
	return float64(units) / float64(sched.UnitsPerTick) / float64(hz)
}

// record keeps the frame for the timeline and updates the stats.
func (s *Sandbox) record(elapsed time.Duration, f sched.Frame, rec *FrameRecord) {
	rec.Length = elapsed
	rec.Ticks = f.Ticks
	rec.DroppedTicks, rec.Dropped, rec.ClampLoss = f.DroppedTicks, f.Dropped, f.ClampLoss
	rec.GameTime = time.Duration(f.Ticks) * s.sched.Step()
	rec.Paused = f.Paused
	s.timeline.Add(*rec)
	s.stats.Frame, s.stats.Length = f, elapsed
	s.stats.Second = s.timeline.Last(time.Second)
	s.stats.Totals = s.sched.Totals()
	s.log()
}

// log writes one line per second of real time, if there is a logger.
func (s *Sandbox) log() {
	lg := s.opts.Logger
	now := s.clock.Now()
	if lg == nil || now-s.lastLog < time.Second {
		return
	}
	s.lastLog = now
	x, _, _ := s.Ball1()
	lg.LogAttrs(context.Background(), slog.LevelInfo, "frame",
		slog.Float64("frame_ms", ms(s.stats.Length)),
		slog.Int64("ticks", s.stats.Totals.Ticks),
		slog.Float64("ball1_x", x),
		slog.Float64("dropped_s", s.stats.Totals.Dropped.Seconds()),
		slog.Float64("fps", s.stats.Second.fps()),
		slog.Float64("draw_ms", ms(s.stats.DrawTime)))
}

// fps returns the frames per second of real time in w, to 0.1.
func (w Window) fps() float64 {
	if w.Length <= 0 {
		return 0
	}
	return math.Round(float64(w.Frames)/w.Length.Seconds()*10) / 10
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
