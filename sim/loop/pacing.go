package loop

import (
	"time"

	"tickbox/sim/sched"
)

// pace updates the overlay's pacing figures after a frame that really
// lasted measured and made f: the game speed, from the real length rather
// than the snapped one, and what the frame-time filter holds.
func (s *Sandbox) pace(measured time.Duration, f sched.Frame) {
	s.speed.Add(measured, f, s.sched.Step())
	s.stats.Speed = s.speed.Speed()
	s.stats.Refresh, s.stats.Carry = s.snap.Refresh(), s.snap.Carry()
	s.stats.Snapped = s.snap.Stats().Snapped
	if !f.Paused && !s.fast {
		s.smooth.add(s.displayed(measured), s.fixed.Tick, f.Alpha, s.fixed.Config.Rate)
		s.stats.Judder, s.stats.AnimationError = s.smooth.judder, s.smooth.errAvg
	}
}
