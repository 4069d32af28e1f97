package sched

import "time"

// Steady is the policy Tickbox recommends a game adopt, [Recommended]. It runs, each
// frame, the ticks a noise-free clock at the frame rate would run, and lets
// the real clock's noise wander within a tick either way before it
// corrects, so timer noise never changes a count and game time never
// drifts.
//
//   - A smooth clock: Steady keeps the mean frame length (an average over
//     about 16 frames, reset at once when a frame differs from it by more
//     than half a tick: a hitch, a new frame rate) and a phase, the owed
//     time of a clock that advanced by the mean each frame. Each frame runs
//     the smooth clock's owed time rounded to the nearest tick: at 60 fps
//     and 60 Hz always 1, at 144 fps 0 and 1 in turn, whatever the noise.
//   - The truth: real owed time is kept exactly as every policy keeps it.
//     While it stays within a tick of 0 either way, the smooth count
//     stands; past that, the count is real owed time rounded to the
//     nearest tick and the phase restarts there. So game time is never more
//     than a tick from real time, at any frame rate, for ever, and a random
//     walk of frame lengths (noise in the frame, not just in the reading)
//     must wander a whole tick before a count changes, where rounding down
//     changes one whenever it crosses a boundary.
//   - Catch-up: the Scheduler's clamp (250 ms) applies first, then owed
//     time is capped at the tick cap (5 ticks at ×1, more at faster scales,
//     none with the limits off; at rates above 60 Hz, the cap's number of
//     sixtieths of a second, as Ebitengine does), the cut reported as clamp
//     loss. So a
//     frame never runs more than the cap, and after a long frame the game
//     resumes at once with one tick a frame at 60 fps instead of working
//     off a backlog.
//
// Parameters: the Scheduler's clamp and tick cap; the mean over 16 frames;
// the band of one tick.
//
//   - Long frame: at most the cap (5 ticks) runs, the rest is cut.
//   - Slow tick: at most the cap each frame; the game settles into slow
//     motion at cap ticks per frame rather than spiralling.
//   - Timer noise: absorbed up to a tick either way (±16 ms at 60 Hz).
//
// Alpha, once the mean has held for 16 frames, is the smooth clock's owed
// time over a tick, in [−½, ½): drawn with it, interpolation shows the
// world a tick behind the smooth clock, so timer noise does not reach the
// picture either (alpha from real owed time draws every wobble of the
// clock). While frames are irregular (the mean keeps being reset) it is
// real owed time over a tick, in [−1, 1), which draws each frame exactly
// where real time says. When alpha is negative the body is drawn back from
// its previous state along its last step: where it was for motion already
// under way, where it never was for a body that started, stopped or
// bounced at its previous tick, which a game keeps where it can be (see
// tickbox/game/shell, Alpha).
type Steady struct {
	// OwedLimit caps owed time, while the limits are on, at its whole
	// ticks (at least one): its setting owed_limit, which package
	// tickbox/sim/policy parses; 0 derives it from the tick cap's ticks (or
	// sixtieths above 60 Hz).
	OwedLimit time.Duration

	mean   int64 // the mean frame length, units; 0 before the first frame
	phase  int64 // the smooth clock's owed time after the latest frame, units
	locked int   // frames since the mean was last reset
}

// steadyMean is how many frames the mean frame length averages over.
const steadyMean = 16

// Name returns "tickbox-steady".
func (*Steady) Name() string { return "tickbox-steady" }

// OwedRange is [−1, 1) tick: the band real owed time may wander in.
func (*Steady) OwedRange() (lo, hi int64) { return -UnitsPerTick, UnitsPerTick }

// Decide clamps the frame, caps owed time at the tick cap, and runs the
// smooth clock's count unless real owed time would leave the band.
func (s *Steady) Decide(d *Decision) {
	d.Clamp(d.MaxFrame)
	limit := int64(noCap)
	if d.Cap < noCap/UnitsPerTick/MaxRate {
		limit = s.owedTicks(d.Cap, d.Rate)
		d.capOwed(limit * UnitsPerTick)
	}
	s.average(int64(d.Accepted) * d.UnitsPerNs)
	owed := d.OwedAfter()
	n := max(FloorTicks(s.phase+s.mean+UnitsPerTick/2), 0)
	rest := owed - n*UnitsPerTick
	if rest < -UnitsPerTick || rest >= UnitsPerTick || n > limit {
		n = max(FloorTicks(owed+UnitsPerTick/2), 0)
		rest = owed - n*UnitsPerTick
		s.phase = rest
	} else {
		s.phase += s.mean - n*UnitsPerTick
	}
	d.Ticks = n
	d.Alpha = AlphaOf(rest)
	if s.locked >= steadyMean {
		d.Alpha = AlphaOf(s.phase)
	}
}

// average takes a frame worth e units into the mean frame length.
func (s *Steady) average(e int64) {
	if s.mean == 0 || e-s.mean > UnitsPerTick/2 || s.mean-e > UnitsPerTick/2 {
		s.mean, s.locked = e, 0
		return
	}
	s.mean += (e - s.mean) / steadyMean
	s.locked = min(s.locked+1, steadyMean)
}

// owedTicks is the most ticks owed time may reach at hz under the tick
// cap of capTicks (at this scale): owed_limit in whole ticks, at least
// one, while it is set; or else the cap's ticks, or as many sixtieths of
// a second at high rates: five 300 Hz ticks would not even cover a 60 fps
// frame.
func (s *Steady) owedTicks(capTicks int64, hz int) int64 {
	if s.OwedLimit > 0 { // owed_limit, while the limits are on
		return max(int64(s.OwedLimit)*int64(hz)/int64(time.Second), 1)
	}
	return max(capTicks, capTicks*int64(hz)/60)
}
