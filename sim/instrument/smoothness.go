package instrument

import (
	"math"
	"time"
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
// at constant velocity is drawn as the game draws it: the judder
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
// The figures hold for one set of [conditions]: a change of any, or a
// Stop (a pause, as fast as possible), starts the measurement over, so
// that a figure on screen never mixes two of them or outlives the motion
// it measured. The zero smoothness is ready.
type smoothness struct {
	under   conditions
	drawn   float64 // game time drawn at the latest frame, s
	started bool
	steps   Judder  // of the drawn step over the due one
	errSum  float64 // |animation error|, s of game time
	length  time.Duration
	// The latest whole second's judder (0 for motion drawn as evenly as
	// real time passed) and mean animation error (ms of game time), and
	// whether a whole second has been published since the measurement
	// last started over.
	judder, errAvg float64
	measured       bool
}

// conditions are what smoothness figures hold for: how bodies are drawn,
// the time scale and the tick rate.
type conditions struct {
	Mode  string  // the drawing mode, as the overlay names it; "" for a game drawn one way
	Scale float64 // the time scale: 1 is real time
	Rate  int     // Hz
}

// DrawnTime returns the game time, in seconds, at which a game at rate
// ticks a second draws its bodies when tick is the next tick to run and
// its drawing gives weight to the latest tick's motion: alpha when it
// interpolates (package blend's Mode.Weight says each mode's).
func DrawnTime(tick int64, weight float64, rate int) float64 {
	return float64(float64(tick-1)+weight) / float64(rate)
}

// Add takes a frame shown for length under u, after which the body is
// drawn at game time drawn (in seconds). A frame under other conditions
// than the one before starts the measurement over.
func (m *smoothness) Add(length time.Duration, u conditions, drawn float64) {
	if u != m.under {
		m.Stop()
		m.under = u
	}
	step := drawn - m.drawn
	m.drawn = drawn
	if !m.started || length <= 0 {
		m.started = true
		return
	}
	due := float64(length.Seconds() * u.Scale)
	m.steps.Add(float64(step / due))
	m.errSum += math.Abs(step - due)
	if m.length += length; m.length >= time.Second && m.steps.n >= 2 {
		m.publish()
	}
}

// Stop forgets everything measured, the published figures too: on a
// pause, as fast as possible, a new world, or new conditions.
func (m *smoothness) Stop() { *m = smoothness{} }

// publish makes the second just measured the one shown and starts the next.
func (m *smoothness) publish() {
	m.judder, m.errAvg = m.steps.Value(), float64(m.errSum/float64(m.steps.n)*1000)
	m.measured = true
	m.steps, m.errSum, m.length = Judder{}, 0, 0
}
