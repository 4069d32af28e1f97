package sandbox

import (
	"time"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// Wait waits until the next frame may begin, as the fps cap, jitter or a
// hitch say, and returns the time since the previous frame began, read
// from the sandbox's clock: what the window gives [Sandbox.Frame]. The
// first frame returns 0.
func (s *Sandbox) Wait() time.Duration { return s.pacer.Begin() }

// Restart starts the clock again: the next Wait returns 0, as the first
// does. The window restarts it while it opens (see package game).
func (s *Sandbox) Restart() { s.pacer.Restart() }

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
	s.trace.add(measured)
	elapsed = s.snap.Snap(measured) // as measured while the filter is off
	var rec FrameRecord
	f := s.ticker.frame(elapsed, &rec)
	if s.ticker.err != nil {
		s.figures.stats.Err = s.ticker.err
	}
	s.record(measured, elapsed, f, &rec)
	s.ticker.replays.autosave(s.clock.Now())
}

// frame runs the ticks of a frame that counts as elapsed (or, as fast as
// possible, as many as fit in FastBudget), then steps the variable world
// by the game time the scheduler accepted.
func (t *ticker) frame(elapsed time.Duration, rec *FrameRecord) sched.Frame {
	var f sched.Frame
	before := t.sched.Totals()
	if t.set.Fast {
		f = t.fastTicks(rec)
	} else {
		f = t.advance(elapsed, rec)
	}
	t.worlds.stepVariable(accepted(before, t.sched.Totals(), t.sched.Rate()))
	return f
}

// advance feeds elapsed to the scheduler and runs the ticks it decides.
func (t *ticker) advance(elapsed time.Duration, rec *FrameRecord) sched.Frame {
	f, err := t.sched.Advance(elapsed)
	if err != nil {
		t.err = err
		return sched.Frame{Alpha: t.sched.Alpha()}
	}
	for i := range f.Ticks {
		if !t.tick(rec) {
			f.Ticks = i // a replay ended: the rest do not run
			break
		}
	}
	return f
}

// fastTicks runs ticks for FastBudget of real time, at least one, and
// tells the scheduler afterwards, so that owed time and alpha stay as they
// were. Paused, it runs one tick only when a step was asked for.
func (t *ticker) fastTicks(rec *FrameRecord) sched.Frame {
	if t.sched.Paused() {
		return t.advance(0, rec)
	}
	start := t.clock.Now()
	n := 0
	for n < MaxFastTicks && (n == 0 || t.clock.Now()-start < FastBudget) {
		if !t.tick(rec) {
			break
		}
		n++
	}
	f, err := t.sched.AdvanceTicks(n)
	if err != nil {
		t.err = err
	}
	rec.Fast = true
	return f
}

// tick runs one tick of the fixed world with its input, then the load and
// any stall, which cost real time as a slow tick would. The recording, the
// twin and the replay's checks follow the tick. It reports false, and runs
// nothing, once a replay has reached its end or the world the tick set by
// StopAt: the world stays there.
func (t *ticker) tick(rec *FrameRecord) bool {
	if t.replays.ended() || (t.until > 0 && t.worlds.fixed.Tick >= t.until) {
		return false
	}
	in := t.input()
	start := t.clock.Now()
	if t.step != nil {
		t.step(t.worlds.fixed, in)
	} else {
		t.worlds.fixed.Step(in)
	}
	rec.SimTime += t.clock.Now() - start
	t.stepped(in)
	t.worlds.ticked()
	t.clock.Sleep(t.set.Load)
	if t.set.Stall {
		t.set.Stall = false
		t.clock.Sleep(StallLength)
	}
	return true
}

// input returns the input of the tick about to run, from the replay or
// else from the tick input source, recorded. A replay may change the tick
// rate at this tick: the loop then follows it. The variable world, if
// shown, gets a replay's input too.
func (t *ticker) input() sim.Input {
	in, rateChanged := t.replays.input(t.worlds.fixed, t.inputs)
	if rateChanged {
		_ = t.sched.SetRate(t.worlds.fixed.Config.Rate) // valid: the decoder checked it
		t.worlds.followRate()
	}
	if t.replays.playing() {
		t.worlds.frameInput = merge(t.worlds.frameInput, in)
	}
	return in
}

// stepped follows a tick of the fixed world that took in: the replay part
// (twin, recording, the replay's checks) follows it; at the replay's last
// tick the sandbox pauses.
func (t *ticker) stepped(in sim.Input) {
	if t.replays.stepped(t.worlds.fixed, in) {
		t.endPlayback()
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
func (s *Sandbox) record(measured, elapsed time.Duration, f sched.Frame, rec *FrameRecord) {
	step := s.ticker.sched.Step()
	s.figures.add(elapsed, f, rec, s.ticker.sched.Totals(), step)
	s.figures.pace(measured, f, step, s.snap)
	if !f.Paused && !s.set.Fast {
		st := &s.figures.stats
		s.smooth.add(displayed(measured, s.snap.Refresh()), s.ticker.worlds.fixed.Tick, f.Alpha, s.ticker.worlds.fixed.Config.Rate)
		st.Judder, st.AnimationError = s.smooth.judder, s.smooth.errAvg
	}
	if now := s.clock.Now(); s.figures.logDue(now) {
		x, _, ball := s.Scene().Ball1()
		s.figures.log(now, x, ball)
	}
}
