package sandbox

import (
	"time"

	"tickbox/sim"
	"tickbox/sim/blend"
	"tickbox/sim/loop"
)

// World returns the world to draw: the variable-step world in variable
// mode, else the fixed-step one. Render must not change it.
func (c Scene) World() *sim.World {
	s := c.s
	if s.ticker.worlds.mode == Variable {
		return s.ticker.worlds.variable
	}
	return s.ticker.worlds.fixed
}

// Reference returns the fixed-step world in variable mode, where it shows
// where the bodies should be; nil otherwise.
func (c Scene) Reference() *sim.World {
	s := c.s
	if s.ticker.worlds.mode == Variable {
		return s.ticker.worlds.fixed
	}
	return nil
}

// Alpha returns the scheduler's alpha: how far real time is past the
// fixed world's latest tick, as a fraction of a tick.
func (c Scene) Alpha() float64 {
	s := c.s
	return s.ticker.sched.Alpha()
}

// Blend returns k for drawing World's bodies at previous +
// (current-previous)·k. As fast as possible, the newest state is drawn.
func (c Scene) Blend() float64 {
	s := c.s
	if s.set.Fast {
		return 1
	}
	return s.ticker.worlds.mode.Drawing().Weight(s.ticker.sched.Alpha())
}

// ReferenceBlend returns k for drawing Reference's bodies: interpolated,
// which is where a correct loop draws them.
func (c Scene) ReferenceBlend() float64 {
	s := c.s
	if s.set.Fast {
		return 1
	}
	return blend.Interpolate.Weight(s.ticker.sched.Alpha())
}

// Ball1 returns where ball 1 is drawn, in metres; ok is false when the
// world has no balls.
func (c Scene) Ball1() (x, y float64, ok bool) {
	b := &c.World().Balls
	if b.Len() == 0 {
		return 0, 0, false
	}
	k := c.Blend()
	return blend.Between(b.PrevX[0], b.X[0], k), blend.Between(b.PrevY[0], b.Y[0], k), true
}

// Tick returns the fixed-step world's tick counter: the ticks run since
// the start or the last reset, in every mode.
func (c Scene) Tick() int64 {
	s := c.s
	return s.ticker.worlds.fixed.Tick
}

// Mode returns the current mode.
func (c Scene) Mode() Mode {
	s := c.s
	return s.ticker.worlds.mode
}

// Settings returns the switches as they are now.
func (c Scene) Settings() Settings {
	set := c.s.set
	set.Rate, set.Paused = c.s.ticker.worlds.fixed.Config.Rate, c.s.ticker.sched.Paused()
	set.Policy = c.s.ticker.sched.Policy().Name()
	return set
}

// View returns what is shown.
func (c Scene) View() View {
	s := c.s
	return s.view
}

// Stats returns the latest frame's figures. The caller must not keep the
// pointer past the next Frame.
func (c Scene) Stats() *Stats {
	s := c.s
	return &s.figures.stats
}

// Timeline returns the recent frames.
func (c Scene) Timeline() *Timeline {
	s := c.s
	return &s.figures.timeline
}

// Peak returns the current jump's peak and the best peak of the drawn
// world's jumper, in metres.
func (c Scene) Peak() (current, best float64) {
	s := c.s
	i := 0
	if s.ticker.worlds.mode == Variable {
		i = 1
	}
	return s.ticker.worlds.peaks[i].current, c.World().Jumper.Peak
}

// ReferencePeak returns Peak for the reference world in variable mode.
func (c Scene) ReferencePeak() (current, best float64) {
	s := c.s
	return s.ticker.worlds.peaks[0].current, s.ticker.worlds.fixed.Jumper.Peak
}

// SetDrawTime records how long the window took to draw the latest frame.
func (s *Sandbox) SetDrawTime(d time.Duration) { s.figures.stats.DrawTime = d }

// Measured reports whether the costs the overlay shows (the time ticks and
// drawing took) are measurements. On a VirtualClock they are not: the clock
// stands still while work is done, so they would read 0, which says
// nothing, and a script's picture must not depend on how fast the machine
// is anyway.
func (c Scene) Measured() bool {
	s := c.s
	_, virtual := s.clock.(*loop.VirtualClock)
	return !virtual
}

// TakeScreenshot reports whether a screenshot was asked for since the last
// call, and forgets the request.
func (s *Sandbox) TakeScreenshot() bool {
	shot := s.shot
	s.shot = false
	return shot
}
