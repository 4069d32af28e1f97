package instrument

import (
	"time"

	"tickbox/sim/fixed"
)

// shaper, the frame shaper, decides when each frame begins, which Ebitengine leaves to the
// display: it sleeps to the frame's deadline to cap the frame rate, draws
// random frame lengths for jitter, and makes one frame long for a hitch.
// Then it reads the clock and reports the time since the previous frame
// began, which is what the scheduler is given.
//
// The deadline is kept on a schedule, not restarted from each wake-up: a
// sleep that overshoots by 0.1 ms does not push every later frame back, so
// a cap of 144 fps gives 144 frames a second, not 142. The elapsed time it
// reports is always the clock's, overshoot included, so no real time is
// lost or invented.
//
// A cap of F fps is F fps as -frames F makes them in the lab and scripts:
// frame i of a schedule ends floor(i·10⁹/F) ns after the schedule began
// (the steady frames, Steady), so 60 fps here is 60 fps there.
type shaper struct {
	clock  fixed.Clock
	cap    int           // frames per second; 0 means no cap of our own
	steady Steady        // the cap's frames, from the schedule's start
	start  Steady        // the cap's frames from their first, to start a schedule with
	jitter bool          // frame lengths drawn from source, instead of the cap's
	source Source        // where jittery lengths come from
	hitch  time.Duration // the next frame's length, once; 0 = none
	last   time.Duration // clock reading when the previous frame began
	anchor time.Duration // the schedule the deadlines follow
	begun  bool          // a frame has begun
}

// newShaper returns a shaper reading clock, with no cap, jitter off, and
// jittery lengths drawn from seed.
func newShaper(clock fixed.Clock, seed uint64) *shaper {
	return &shaper{clock: clock, source: NewJitter(seed)}
}

// SetFPSCap sets the fps cap: at most fps frames per second; 0 removes it.
// Negative fps is treated as 0.
func (p *shaper) SetFPSCap(fps int) {
	p.cap = max(fps, 0)
	if p.cap > 0 {
		p.start = *SteadyRate(int64(p.cap), 1, "")
		p.steady = p.start
	}
}

// Hitch makes the next frame last d, whatever the cap or jitter say.
func (p *shaper) Hitch(d time.Duration) { p.hitch = d }

// Restart starts the clock again: the next Begin returns 0, as the first
// does, and the schedule starts from it.
func (p *shaper) Restart() { p.begun = false }

// Begin waits until the next frame may begin and returns the time since
// the previous one began; the first frame returns 0.
func (p *shaper) Begin() time.Duration {
	now := p.clock.Now()
	if !p.begun {
		p.begun, p.last, p.anchor = true, now, now
		return 0
	}
	length := p.length()
	deadline := p.anchor + length
	if now < deadline {
		p.clock.Sleep(deadline - now)
		now = p.clock.Now()
	}
	// Late by less than a frame: keep the schedule. Later than that (the
	// frame's work took too long): start a new schedule now, rather than
	// rushing frames to catch up.
	if now-deadline < length {
		p.anchor = deadline
	} else {
		p.anchor = now
		p.steady = p.start // the cap's frames count from the new schedule's start
	}
	elapsed := now - p.last
	p.last = now
	return elapsed
}

// length returns how long the coming frame should last: a pending hitch,
// else a jittery length, else the cap's period, else 0 (no waiting). A
// hitch is measured from when the previous frame really began, so that it
// lasts exactly its length, not its length less the schedule's slack.
func (p *shaper) length() time.Duration {
	switch {
	case p.hitch > 0:
		d := p.hitch
		p.hitch = 0
		p.anchor = p.last
		return d
	case p.jitter:
		return p.source.Next(0)
	case p.cap > 0:
		return p.steady.Next(0)
	}
	return 0
}
