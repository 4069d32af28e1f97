package pacing

import (
	"math"
	"time"
)

// minRefreshes is how many frames, each one refresh interval or more, a run
// must hold before the meter decides anything: with fewer, one noisy reading
// moves the mean by more than the gap between most common rates, and
// jittery frames fit some interval by chance.
const minRefreshes = 16

// commonRates are the refresh rates displays are sold with, in Hz. The
// meter snaps its measurement to one of them once the measurement can be no
// other, because a grid spaced by the exact rate stays on the display's
// refreshes for hours, where a measured mean drifts off it. The NTSC-derived
// rates (59.94 Hz and kin) are 1000/1001 of the round ones.
var commonRates = [...]float64{
	24000.0 / 1001, 24, 25, 30000.0 / 1001, 30, 48, 50, 60000.0 / 1001, 60,
	72, 75, 85, 90, 100, 120000.0 / 1001, 120, 144, 165, 170, 175, 180,
	200, 240, 280, 300, 360, 480, 500,
}

// meter measures the refresh interval from frame lengths. It keeps a run:
// consecutive frames that each last a whole number of intervals of the
// run's mean, within the tolerance. Their total length over their total
// number of intervals is the mean interval, and since the total is the
// difference of two clock readings, each off by at most half the tolerance,
// the mean is off by at most tolerance/intervals: the measurement sharpens
// with every frame. A frame that does not fit starts a new run; the refresh
// decided so far is kept until the new run decides.
type meter struct {
	total     int64   // ns of the run's frames
	intervals int64   // refresh intervals in them
	frames    int64   // frames in the run
	refresh   float64 // ns per interval decided; 0 until decided
}

// add feeds one frame of e ns, with tol the tolerance in ns.
func (m *meter) add(e int64, tol float64) {
	if e <= 0 { // a clock that went backwards, or no time: no run spans it
		m.total, m.intervals, m.frames = 0, 0, 0
		return
	}
	if m.intervals == 0 {
		m.total, m.intervals, m.frames = e, 1, 1
		return
	}
	mean := float64(m.total) / float64(m.intervals)
	tol = min(tol, mean/3) // as the Snapper caps it: no frame near two counts
	n := math.Round(float64(e) / mean)
	slack := tol + n*tol/float64(m.intervals) // noise, plus the mean's own error n times
	if n < 1 || n*mean > maxSnapped || math.Abs(float64(e)-float64(n*mean)) > slack {
		m.total, m.intervals, m.frames = e, 1, 1
		return
	}
	m.total += e
	m.intervals += int64(n)
	m.frames++
	m.decide(tol)
}

// decide sets the refresh once the run is long enough and its frames last
// two intervals or less on average (a display shows most frames at the next
// refresh; jittery frames of 4 to 40 ms also fit some short interval, 4.5
// ms say, but at five intervals a frame and more): the one common rate
// within the measurement's error if there is exactly one, the measured mean
// if there is none, and no change while two or more (60 and 59.94 Hz, 0.1%
// apart) are still possible.
func (m *meter) decide(tol float64) {
	if m.frames < minRefreshes || m.intervals > 2*m.frames {
		return
	}
	mean := float64(m.total) / float64(m.intervals)
	if hz := float64(time.Second) / mean; hz < MinRefresh || hz > MaxRefresh {
		return // a slow game's rhythm, not a display's
	}
	bound := min(tol, mean/3) / float64(m.intervals)
	match, found := 0.0, 0
	for _, hz := range commonRates {
		if p := float64(time.Second) / hz; math.Abs(p-mean) <= bound {
			match, found = p, found+1
		}
	}
	switch found {
	case 0:
		m.refresh = mean
	case 1:
		m.refresh = match
	}
}

// residual returns how far past the grid laid from the run's start, at the
// decided refresh, the run's last frame ended, in ns.
func (m *meter) residual() float64 {
	return float64(m.total) - float64(float64(m.intervals)*m.refresh)
}
