package sandbox

import (
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// Frame runs the window's frame, the one call it makes per frame: it waits
// until the frame may begin, as the fps cap, jitter or a hitch say, reads
// the sandbox's clock, and runs a frame of the time since the previous one
// began ([Sandbox.Advance]). The first frame, and the first after Restart,
// lasts 0. After Close it does nothing.
func (s *Sandbox) Frame() {
	if s.closed {
		return
	}
	s.Advance(s.shaper.Begin())
}

// Restart starts the clock again: the next Frame lasts 0, as the first
// does. The window restarts it while it opens (see package game).
func (s *Sandbox) Restart() { s.shaper.Restart() }

// Advance runs one frame that lasted elapsed: the loop's frame (the
// frame-time filter (S), then the ticks the scheduler decides or, as fast
// as possible, as many as fit in fixed.FastBudget), what its ticks left to
// do, the variable world's step in variable mode, and the record of the
// frame. Frame gives it the clock's reading; the lab, pacing and tests
// give it made-up lengths (package frames). After Close it does nothing.
func (s *Sandbox) Advance(elapsed time.Duration) {
	if s.closed {
		return
	}
	s.trace.Add(elapsed)
	s.state.simTime = 0
	f, err := s.loop.Advance(elapsed)
	if err != nil {
		s.figures.Stats.Err = err
		f = fixed.Frame{Snapped: max(elapsed, 0)} // a frame refused runs no tick
		f.Alpha = s.sched().Alpha()
	}
	rec := instrument.FrameRecord{Fast: f.Fast, SimTime: s.state.simTime}
	s.afterTicks()
	f.Rate = s.sched().Rate() // a replay's new rate, if it changed: the variable world is at it now
	s.state.worlds.stepVariable(f.Accepted())
	s.record(elapsed, f.Snapped, f.Frame.Frame, &rec)
}

// afterTicks does what the frame's ticks left to do: at a replay's last
// tick, where the loop paused, the sandbox says so.
func (s *Sandbox) afterTicks() { s.replayOver() }

// record keeps the frame, which really lasted measured, counted as
// elapsed and made f, for the overlay, the timeline and the log.
func (s *Sandbox) record(measured, elapsed time.Duration, f sched.Frame, rec *instrument.FrameRecord) {
	sc := s.sched()
	s.figures.Add(measured, elapsed, f, rec, sc.Totals(), sc.Step(), s.loop.Snapper())
	s.measureSmoothness(measured, f)
	if now := s.clock.Now(); s.figures.logDue(now) {
		x, _, ball := s.Scene().Ball1()
		s.figures.log(now, x, ball)
	}
}
