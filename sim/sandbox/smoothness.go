package sandbox

import (
	"math"
	"time"

	"tickbox/sim/sched"
)

// displayed estimates how long a frame measured as measured was shown: a
// whole number of the display's refreshes of hz, once the frame-time
// filter has measured the refresh rate (whether or not it snaps; 0 until
// then), else as measured.
// The clock's readings are noisy; the display's refreshes are not.
func displayed(measured time.Duration, hz float64) time.Duration {
	if hz <= 0 {
		return measured
	}
	interval := float64(time.Second) / hz
	n := math.Round(float64(measured) / interval)
	if n < 1 {
		return measured
	}
	return time.Duration(math.Round(float64(n * interval)))
}

// smoothness measures, second by second of real time, how smoothly a body
// at constant velocity is drawn as the drawing mode draws it: the judder
// (relative standard deviation of the game time drawn in a frame over the
// game time the frame should have drawn, its length times the time scale)
// and the animation error (the game time drawn minus that, its mean size
// in ms of game time). At ×1 that is PresentMon's animation error; at
// another scale the same thing in scaled time, so that ×16 drawn as
// smoothly as ×1 shows the same judder, not a frame's worth of speed-up.
// The figures of the latest whole second are published, once it holds two
// frames at least (a spread of one frame is no spread: frames of 5 s
// publish every other frame). The truth they are measured against is how
// long each frame was shown: see displayed.
//
// The figures hold for one drawing mode, time scale and tick rate: a
// change of any, a pause or as fast as possible starts the measurement
// over, so that a figure on screen never mixes two of them or outlives
// the motion it measured.
type smoothness struct {
	under          smoothUnder
	drawn          float64 // game time drawn at the latest frame, s
	started        bool
	n              int64
	mean, m2       float64 // of the drawn step over the due one (Welford)
	errSum         float64 // |animation error|, s of game time
	length         time.Duration
	judder, errAvg float64 // the latest whole second's
	measured       bool    // a whole second has been published under under
}

// smoothUnder is what the smoothness figures hold for.
type smoothUnder struct {
	mode  Mode
	scale int // quarters
	rate  int // Hz
}

// add takes a frame shown for length under u, after which the body is
// drawn at game time drawn (in seconds). A frame under other conditions
// than the one before starts the measurement over.
func (m *smoothness) add(length time.Duration, u smoothUnder, drawn float64) {
	if u != m.under {
		m.stop()
		m.under = u
	}
	step := drawn - m.drawn
	m.drawn = drawn
	if !m.started || length <= 0 {
		m.started = true
		return
	}
	due := float64(length.Seconds() * float64(u.scale) / sched.NormalScale)
	r := float64(step / due)
	m.n++
	d := r - m.mean
	m.mean += d / float64(m.n)
	m.m2 += float64(d * (r - m.mean))
	m.errSum += math.Abs(step - due)
	if m.length += length; m.length >= time.Second && m.n >= 2 {
		m.publish()
	}
}

// stop forgets everything measured, the published figures too: on a
// pause, as fast as possible, a new world, or new conditions.
func (m *smoothness) stop() { *m = smoothness{} }

// publish makes the second just measured the one shown and starts the next.
func (m *smoothness) publish() {
	m.judder, m.errAvg = 0, float64(m.errSum/float64(m.n)*1000)
	if m.mean != 0 {
		m.judder = math.Sqrt(m.m2/float64(m.n)) / math.Abs(m.mean)
	}
	m.measured = true
	m.n, m.mean, m.m2, m.errSum, m.length = 0, 0, 0, 0, 0
}

// measureSmoothness adds the frame, which really lasted measured and made
// f, to the judder and animation error, or stops measuring them while the
// sandbox is paused or runs as fast as possible, where no body moves with
// real time.
func (s *Sandbox) measureSmoothness(measured time.Duration, f sched.Frame) {
	if f.Paused || s.set.Fast {
		s.smooth.stop()
	} else {
		w := &s.state.worlds
		u := smoothUnder{mode: w.mode, scale: s.sched().Scale(), rate: w.fixed.Config.Rate}
		s.smooth.add(displayed(measured, s.snap.Refresh()), u, w.drawnTime(f.Alpha))
	}
	st := &s.figures.stats
	st.Judder, st.AnimationError, st.SmoothMeasured = s.smooth.judder, s.smooth.errAvg, s.smooth.measured
}

// drawnTime returns the game time, in seconds, at which the world shown
// is drawn after a frame that left alpha: the fixed world's previous tick
// plus the drawing mode's weight of alpha (package blend's formula), or,
// in variable mode, the time the variable world has been stepped.
func (w *worlds) drawnTime(alpha float64) float64 {
	if w.mode.VariableStep {
		return w.variableTime
	}
	f := w.fixed
	return float64(float64(f.Tick-1)+w.mode.Draw.Weight(alpha)) / float64(f.Config.Rate)
}
