package instrument

import (
	"math"
	"time"
)

// Displayed estimates how long a frame measured as measured was shown: a
// whole number of the display's refreshes of hz, once the frame-time
// filter has measured the refresh rate (whether or not it snaps; 0 until
// then), else as measured.
// The clock's readings are noisy; the display's refreshes are not.
func Displayed(measured time.Duration, hz float64) time.Duration {
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

// Smoothness measures, second by second of real time, how smoothly a body
// at constant velocity is drawn interpolated: the judder (relative standard
// deviation of its drawn step over the step real time made) and PresentMon's
// animation error (the change in game time drawn minus the frame's real
// time, its mean size in ms). The figures of the latest whole second are
// published. The truth it is measured against is how long each frame was
// shown: see Displayed. The zero Smoothness is ready.
type Smoothness struct {
	drawn          float64 // game time drawn at the latest frame, ticks
	started        bool
	n              int64
	mean, m2       float64 // of the drawn step over the real one (Welford)
	errSum         float64 // |animation error|, s
	length         time.Duration
	judder, errAvg float64 // the latest whole second's
}

// Add takes a frame of real length that ran to tick with alpha at rate.
func (m *Smoothness) Add(length time.Duration, tick int64, alpha float64, rate int) {
	drawn := float64(tick-1) + alpha
	step := drawn - m.drawn
	m.drawn = drawn
	if !m.started || length <= 0 {
		m.started = true
		return
	}
	r := float64(step / float64(length.Seconds()*float64(rate)))
	m.n++
	d := r - m.mean
	m.mean += d / float64(m.n)
	m.m2 += float64(d * (r - m.mean))
	m.errSum += math.Abs(step/float64(rate) - length.Seconds())
	if m.length += length; m.length >= time.Second {
		m.publish()
	}
}

// publish makes the second just measured the one shown and starts the next.
func (m *Smoothness) publish() {
	m.judder, m.errAvg = 0, float64(m.errSum/float64(m.n)*1000)
	if m.mean != 0 {
		m.judder = math.Sqrt(m.m2/float64(m.n)) / math.Abs(m.mean)
	}
	m.n, m.mean, m.m2, m.errSum, m.length = 0, 0, 0, 0, 0
}

// Judder returns the latest whole second's judder: 0 for motion drawn as
// evenly as real time passed.
func (m *Smoothness) Judder() float64 { return m.judder }

// Error returns the latest whole second's mean animation error, in ms.
func (m *Smoothness) Error() float64 { return m.errAvg }
