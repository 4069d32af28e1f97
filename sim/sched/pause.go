package sched

import "time"

// Paused reports whether the scheduler is paused.
func (s *Scheduler) Paused() bool { return s.paused }

// SetPaused pauses or resumes. While paused, frames run no ticks, owed time
// and alpha stay frozen, and real time is not accepted, so resuming picks up
// exactly where the pause began. Resuming cancels a pending [Scheduler.RequestStep].
func (s *Scheduler) SetPaused(paused bool) {
	s.paused, s.stepRequested = paused, paused && s.stepRequested
}

// RequestStep asks, while paused, for the next Advance to run exactly one
// tick, accepted as one tick of game time; owed time and alpha stay frozen.
// Requests do not add up: several before the next frame still run one
// tick. When not paused, RequestStep does nothing.
func (s *Scheduler) RequestStep() { s.stepRequested = s.paused } // never set while running

// pausedFrame fills f for a frame of elapsed while paused: no ticks,
// unless a step was requested, then exactly one.
func (s *Scheduler) pausedFrame(elapsed time.Duration, f *Frame) {
	*f = Frame{Elapsed: elapsed, Paused: true, Alpha: s.decision.Alpha}
	if s.accepted = 0; s.stepRequested {
		s.stepRequested, f.Ticks, s.accepted = false, 1, UnitsPerTick
		s.totals.AcceptedTicks++ // run as it is accepted: owed time stays
		s.totals.Ticks++
	}
}
