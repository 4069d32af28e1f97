package sandbox

import (
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/loop"
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

// Advance runs one frame that lasted elapsed: the frame-time filter (S),
// the loop's frame (the ticks the scheduler decides or, as fast as
// possible, as many as fit in FastBudget), the variable world's step in
// variable mode, and the record of the frame. Frame gives it the clock's
// reading; the lab, pacing and tests give it made-up lengths (package
// frames). After Close it does nothing.
func (s *Sandbox) Advance(elapsed time.Duration) {
	if s.closed {
		return
	}
	measured := elapsed
	s.trace.Add(measured)
	elapsed = s.snap.Snap(measured) // as measured while the filter is off
	var rec instrument.FrameRecord
	f := s.run(elapsed, &rec)
	s.record(measured, elapsed, f, &rec)
	s.state.replays.autosave(s.clock.Now())
}

// run runs the loop's frame of elapsed, then what its ticks left to do:
// the tick rate a replay changed, the end of a replay, the variable
// world's step by the game time the scheduler accepted.
func (s *Sandbox) run(elapsed time.Duration, rec *instrument.FrameRecord) sched.Frame {
	sc, variable := s.sched(), s.state.worlds.mode.VariableStep
	var before sched.Totals
	if variable {
		before = sc.Totals()
	}
	s.state.simTime = 0
	var f loop.Frame
	var err error
	if s.set.Fast {
		rec.Fast = !sc.Paused()
		f, err = s.loop.Fast(FastBudget, MaxFastTicks)
	} else {
		f, err = s.loop.Advance(elapsed)
	}
	if err != nil {
		s.figures.Stats.Err = err
	}
	rec.SimTime = s.state.simTime
	s.afterTicks()
	dt := 0.0
	if variable {
		dt = accepted(before, sc.Totals(), sc.Rate())
	}
	s.state.worlds.stepVariable(dt)
	return f.Frame
}

// afterTicks does what the frame's ticks left to do: the scheduler follows
// a tick rate a replay changed, and at a replay's last tick the sandbox
// pauses. The decoder checked the rate against the scheduler's rule; were
// it refused all the same, the overlay says so.
func (s *Sandbox) afterTicks() {
	st := s.state
	if st.newRate {
		st.newRate = false
		if err := s.sched().SetRate(st.fixed().Config.Rate); err != nil {
			s.figures.Stats.Err = err
		}
	}
	if st.ended {
		st.ended = false
		s.endPlayback()
	}
}

// accepted returns the game time, in seconds at hz ticks a second, that the
// scheduler accepted between the totals before and after a frame.
func accepted(before, after sched.Totals, hz int) float64 {
	ticks := after.AcceptedTicks - before.AcceptedTicks
	units := ticks*sched.UnitsPerTick + after.AcceptedUnits - before.AcceptedUnits
	return float64(units) / float64(sched.UnitsPerTick) / float64(hz)
}

// record keeps the frame, which really lasted measured, counted as
// elapsed and made f, for the overlay, the timeline and the log.
func (s *Sandbox) record(measured, elapsed time.Duration, f sched.Frame, rec *instrument.FrameRecord) {
	sc := s.sched()
	s.figures.Add(measured, elapsed, f, rec, sc.Totals(), sc.Step(), s.snap)
	s.measureSmoothness(measured, f)
	if now := s.clock.Now(); s.figures.logDue(now) {
		x, _, ball := s.Scene().Ball1()
		s.figures.log(now, x, ball)
	}
}
