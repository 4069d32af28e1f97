package sandbox

import (
	"time"

	"tickbox/sim/blend"
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// Scene is what the sandbox shows, read-only: the worlds to draw and how to
// blend them, the figures of the overlay and the timeline, the switches and
// the replay's status. The window fills a [Picture] from it once per frame
// for package render, which so never holds the live loop; the lab and
// tests read their figures from it. A
// Scene reads the Sandbox as it is when a method is called: take one per
// frame, or keep it, as is convenient.
type Scene struct {
	s *Sandbox
}

// Scene returns the sandbox's scene.
func (s *Sandbox) Scene() Scene { return Scene{s} }

// now returns the sandbox's clock reading, which notices fade by.
func (c Scene) now() time.Duration { return c.s.clock.Now() }

// clockStep returns the clock's measured step, for a clock that knows it
// (a browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms),
// and 0 for any other.
func (c Scene) clockStep() time.Duration {
	if k, ok := c.s.clock.(interface{ Resolution() time.Duration }); ok {
		return k.Resolution()
	}
	return 0
}

// World returns the world to draw: the variable-step world in variable
// mode, else the fixed-step one. Render must not change it.
func (c Scene) World() *bounce.World {
	s := c.s
	if s.state.worlds.mode.VariableStep {
		return s.state.worlds.variable
	}
	return s.state.fixed()
}

// reference returns the fixed-step world in variable mode, where it shows
// where the bodies should be; nil otherwise.
func (c Scene) reference() *bounce.World {
	s := c.s
	if s.state.worlds.mode.VariableStep {
		return s.state.fixed()
	}
	return nil
}

// Alpha returns the scheduler's alpha: how far real time is past the
// fixed world's latest tick, as a fraction of a tick.
func (c Scene) Alpha() float64 {
	s := c.s
	return s.loop.Scheduler().Alpha()
}

// blend returns k for drawing World's bodies at previous +
// (current-previous)·k. As fast as possible, the newest state is drawn.
func (c Scene) blend() float64 {
	s := c.s
	if s.loop.Fast() {
		return 1
	}
	return s.state.worlds.mode.drawing().Weight(s.loop.Scheduler().Alpha())
}

// referenceBlend returns k for drawing Reference's bodies: interpolated,
// which is where a correct loop draws them.
func (c Scene) referenceBlend() float64 {
	s := c.s
	if s.loop.Fast() {
		return 1
	}
	return blend.Interpolate.Weight(s.loop.Scheduler().Alpha())
}

// ball1 returns where ball 1 is drawn, in metres; ok is false when the
// world has no balls.
func (c Scene) ball1() (x, y float64, ok bool) {
	b := &c.World().Balls
	if b.Len() == 0 {
		return 0, 0, false
	}
	k := c.blend()
	return fixed.Lerp(b.PrevX[0], b.X[0], k), fixed.Lerp(b.PrevY[0], b.Y[0], k), true
}

// Tick returns the fixed-step world's tick counter: the ticks run since
// the start or the last reset, in every mode.
func (c Scene) Tick() int64 {
	s := c.s
	return s.state.fixed().Tick
}

// Mode returns the current mode.
func (c Scene) Mode() Mode {
	s := c.s
	return s.state.worlds.mode
}

// Settings returns the switches as they are now: the loop's, with the
// limits key's.
func (c Scene) Settings() instrument.Settings {
	set := c.s.dev.Settings()
	c.s.limits.fill(&set)
	return set
}

// view returns what is shown.
func (c Scene) view() View {
	s := c.s
	return s.view
}

// Stats returns the latest frame's figures (the loop's), with the latest
// error a frame met.
func (c Scene) Stats() instrument.Stats {
	st := c.s.dev.Stats()
	st.Err = c.s.err
	return st
}

// Peak returns the current jump's peak and the best peak of the drawn
// world's jumper, in metres.
func (c Scene) Peak() (current, best float64) {
	s := c.s
	i := 0
	if s.state.worlds.mode.VariableStep {
		i = 1
	}
	return s.state.worlds.peaks[i].current, c.World().Jumper.Peak
}

// referencePeak returns Peak for the reference world in variable mode.
func (c Scene) referencePeak() (current, best float64) {
	s := c.s
	return s.state.worlds.peaks[0].current, s.state.fixed().Jumper.Peak
}

// SetDrawTime records how long the window took to draw the latest frame.
func (s *Sandbox) SetDrawTime(d time.Duration) { s.dev.SetDrawTime(d) }

// TakeScreenshot reports whether a screenshot was asked for since the last
// call, and forgets the request.
func (s *Sandbox) TakeScreenshot() bool {
	shot := s.shot
	s.shot = false
	return shot
}

// Check reports whether the scheduler's accounting holds (see
// sched.Scheduler.Check): for soak tests, after every frame.
func (c Scene) Check() error { return c.s.loop.Scheduler().Check() }
