package refresh

import (
	"math"
	"time"
)

// Limits of a refresh rate and of a frame, and the default tolerance.
const (
	// MinHz and MaxHz bound a refresh rate: a run of frames whose mean is
	// slower or faster is a slow game's rhythm, not a display's.
	MinHz, MaxHz = 10.0, 1000.0
	// Tolerance is how far a frame's end may be from a whole number of
	// intervals and still count: it covers timer noise of ±1 ms, since
	// each of the two clock readings that bound a frame may be off by
	// that much.
	Tolerance = 2 * time.Millisecond
	// MaxFrame is the longest frame a run holds (and the Snapper snaps):
	// a longer one is a hitch, not a refresh; it is also the scheduler's
	// default clamp.
	MaxFrame = 250 * time.Millisecond
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

// Meter measures the refresh interval from frame lengths. It keeps a run:
// consecutive frames that each last a whole number of intervals of the
// run's mean, within the tolerance. Their total length over their total
// number of intervals is the mean interval, and since the total is the
// difference of two clock readings, each off by at most half the tolerance,
// the mean is off by at most tolerance/intervals: the measurement sharpens
// with every frame. The zero Meter has decided nothing; it never
// allocates and is not safe for concurrent use.
type Meter struct {
	total     int64   // ns of the run's frames
	intervals int64   // refresh intervals in them
	frames    int64   // frames in the run
	refresh   float64 // ns per interval decided; 0 until decided
}

// Length is the Meter as a loop's frame-length hook (package
// tickbox/sim/fixed's Hooks.Length): it measures each frame, with the
// default Tolerance, and returns its length as given.
func (m *Meter) Length(measured time.Duration) time.Duration {
	tol := float64(Tolerance)
	if m.refresh > 0 {
		tol = min(tol, m.refresh/3) // as the Snapper caps it
	}
	m.Add(int64(measured), tol)
	return measured
}

// Add feeds one frame of e ns, with tol the tolerance in ns.
func (m *Meter) Add(e int64, tol float64) {
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
	if n < 1 || n*mean > float64(MaxFrame) || math.Abs(float64(e)-float64(n*mean)) > slack {
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
func (m *Meter) decide(tol float64) {
	if m.frames < minRefreshes || m.intervals > 2*m.frames {
		return
	}
	mean := float64(m.total) / float64(m.intervals)
	if hz := float64(time.Second) / mean; hz < MinHz || hz > MaxHz {
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

// Interval returns the refresh interval decided, in ns; 0 until decided.
func (m *Meter) Interval() float64 { return m.refresh }

// Refresh returns the refresh rate decided, in Hz; 0 until decided.
func (m *Meter) Refresh() float64 {
	if m.refresh == 0 {
		return 0
	}
	return float64(time.Second) / m.refresh
}

// Residual returns how far past the grid laid from the run's start, at the
// decided refresh, the run's last frame ended, in ns.
func (m *Meter) Residual() float64 {
	return float64(m.total) - float64(float64(m.intervals)*m.refresh)
}
