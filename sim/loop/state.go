package loop

import (
	"time"

	"tickbox/sim"
	"tickbox/sim/blend"
)

// World returns the world to draw: the variable-step world in variable
// mode, else the fixed-step one. Render must not change it.
func (s *Sandbox) World() *sim.World {
	if s.mode == Variable {
		return s.variable
	}
	return s.fixed
}

// Reference returns the fixed-step world in variable mode, where it shows
// where the bodies should be; nil otherwise.
func (s *Sandbox) Reference() *sim.World {
	if s.mode == Variable {
		return s.fixed
	}
	return nil
}

// Alpha returns the scheduler's alpha: how far real time is past the
// fixed world's latest tick, as a fraction of a tick.
func (s *Sandbox) Alpha() float64 { return s.sched.Alpha() }

// Blend returns k for drawing World's bodies at previous +
// (current-previous)·k. As fast as possible, the newest state is drawn.
func (s *Sandbox) Blend() float64 {
	if s.fast {
		return 1
	}
	return s.mode.Drawing().Weight(s.sched.Alpha())
}

// ReferenceBlend returns k for drawing Reference's bodies: interpolated,
// which is where a correct loop draws them.
func (s *Sandbox) ReferenceBlend() float64 {
	if s.fast {
		return 1
	}
	return blend.Interpolate.Weight(s.sched.Alpha())
}

// Ball1 returns where ball 1 is drawn, in metres; ok is false when the
// world has no balls.
func (s *Sandbox) Ball1() (x, y float64, ok bool) {
	b := &s.World().Balls
	if b.Len() == 0 {
		return 0, 0, false
	}
	k := s.Blend()
	return blend.Between(b.PrevX[0], b.X[0], k), blend.Between(b.PrevY[0], b.Y[0], k), true
}

// Tick returns the fixed-step world's tick counter: the ticks run since
// the start or the last reset, in every mode.
func (s *Sandbox) Tick() int64 { return s.fixed.Tick }

// Mode returns the current mode.
func (s *Sandbox) Mode() Mode { return s.mode }

// Settings is a snapshot of every switch the keys change, for the overlay.
type Settings struct {
	Rate       int           // ticks per second
	Scale      int           // time scale in quarters
	Fast       bool          // as fast as possible
	Cap        int           // frame-rate cap, 0 = vsync
	Jitter     bool          // jittery frames
	Load       time.Duration // cost per tick
	Limits     bool          // clamp and cap on
	MaxFrame   time.Duration // the clamp while limits are on
	MaxUpdates int           // the cap while limits are on
	Paused     bool
	Stall      bool   // a stall waits in the next tick
	Snap       bool   // frame times snapped to the display's refresh
	Policy     string // the frame policy deciding the ticks
}

// Settings returns the switches as they are now.
func (s *Sandbox) Settings() Settings {
	return Settings{
		Rate: s.fixed.Config.Rate, Scale: s.scale, Fast: s.fast,
		Cap: s.pacer.Cap(), Jitter: s.pacer.Jitter(), Load: s.load,
		Limits: s.limits, MaxFrame: s.opts.MaxFrame, MaxUpdates: s.opts.MaxUpdates,
		Paused: s.sched.Paused(), Stall: s.stall, Snap: s.snap.Enabled(), Policy: PolicyName(s.opts.Policy),
	}
}

// View returns what is shown.
func (s *Sandbox) View() View { return s.view }

// Stats returns the latest frame's figures. The caller must not keep the
// pointer past the next Frame.
func (s *Sandbox) Stats() *Stats { return &s.stats }

// Timeline returns the recent frames.
func (s *Sandbox) Timeline() *Timeline { return &s.timeline }

// Peak returns the current jump's peak and the best peak of the drawn
// world's jumper, in metres.
func (s *Sandbox) Peak() (current, best float64) {
	i := 0
	if s.mode == Variable {
		i = 1
	}
	return s.peaks[i].current, s.World().Jumper.Peak
}

// ReferencePeak returns Peak for the reference world in variable mode.
func (s *Sandbox) ReferencePeak() (current, best float64) {
	return s.peaks[0].current, s.fixed.Jumper.Peak
}

// SetDrawTime records how long the window took to draw the latest frame.
func (s *Sandbox) SetDrawTime(d time.Duration) { s.stats.DrawTime = d }

// Clock returns the clock the sandbox reads.
func (s *Sandbox) Clock() Clock { return s.clock }

// Measured reports whether the costs the overlay shows (the time ticks and
// drawing took) are measurements. On a VirtualClock they are not: the clock
// stands still while work is done, so they would read 0, which says
// nothing, and a script's picture must not depend on how fast the machine
// is anyway.
func (s *Sandbox) Measured() bool {
	_, virtual := s.clock.(*VirtualClock)
	return !virtual
}

// TakeScreenshot reports whether a screenshot was asked for since the last
// call, and forgets the request.
func (s *Sandbox) TakeScreenshot() bool {
	shot := s.shot
	s.shot = false
	return shot
}
