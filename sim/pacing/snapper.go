package pacing

import (
	"fmt"
	"math"
	"time"

	"tickbox/sim/refresh"
)

// Limits and defaults for [Config].
const (
	// DefaultTolerance is how far a frame may end from the refresh grid
	// and still be snapped when Config.Tolerance is 0: the refresh
	// meter's (package tickbox/sim/refresh), ±1 ms of timer noise.
	DefaultTolerance = refresh.Tolerance
	// MinRefresh and MaxRefresh bound a given refresh rate, in Hz, as
	// they bound a measured one.
	MinRefresh, MaxRefresh = refresh.MinHz, refresh.MaxHz
	// maxSnapped is the longest frame snapped. A longer one is a hitch,
	// not a pacing error, and passes as given; the scheduler's default
	// clamp cuts it anyway.
	maxSnapped = float64(refresh.MaxFrame)
	// maxMisses is how many frames in a row may miss a measured grid
	// before the Snapper forgets the refresh and measures it again: the
	// window moved to another display, or vsync was switched off.
	maxMisses = 8
)

// Config holds the settings of a [Snapper]. The zero Config measures the
// refresh rate with the default tolerance.
type Config struct {
	// Refresh is the display's refresh rate in Hz (60, 144, 60000.0/1001
	// for the rate sold as 59.94...), MinRefresh to MaxRefresh, or 0 to
	// measure it from the frames.
	Refresh float64
	// Tolerance is how far a frame's end may be from the refresh grid and
	// still be snapped onto it: twice the timer noise. 0 means
	// DefaultTolerance. Whatever is asked, at most a third of a refresh
	// interval is used, so that no frame is near two multiples.
	Tolerance time.Duration
	// On switches snapping on at the start (SetEnabled).
	On bool
}

// NoRefresh is Config.Refresh for a loop with no display to measure (a
// headless run): while snapping is off, Length passes frames as given at
// no cost and Refresh is 0; snapping on measures the refresh from then on.
const NoRefresh = -1

// Snapper is the frame-time filter of the package comment: give it each
// frame's measured length, and pass what it returns to the scheduler.
// The zero Snapper measures the refresh rate, uses DefaultTolerance, and is
// off: it returns frames as given until [Snapper.SetEnabled]. A Snapper
// never allocates and is not safe for concurrent use.
type Snapper struct {
	enabled   bool
	idle      bool    // Config.Refresh was NoRefresh: Length measures nothing while off
	given     bool    // refresh came from Config, not from the meter
	tolerance float64 // ns; 0 means DefaultTolerance
	refresh   float64 // ns per refresh interval; 0 while unknown
	carry     int64   // ns received but not yet returned; negative while returned ahead
	lead      float64 // ns the time returned is ahead of the refresh grid
	misses    int     // frames in a row that missed the grid
	meter     refresh.Meter
	snapped   int64 // frames returned on the refresh grid
}

// New returns a Snapper with the settings in c, switched on if c.On. It
// returns an error naming the value and the rule if c.Refresh is not 0,
// NoRefresh or MinRefresh to MaxRefresh Hz, or c.Tolerance is negative.
func New(c Config) (*Snapper, error) {
	if c.Tolerance < 0 {
		return nil, fmt.Errorf("snap tolerance %v: must be ≥ 0 (0 = %v)", c.Tolerance, DefaultTolerance)
	}
	s := &Snapper{tolerance: float64(c.Tolerance), enabled: c.On, idle: c.Refresh == NoRefresh}
	if c.Refresh != 0 && !s.idle {
		if !(c.Refresh >= MinRefresh && c.Refresh <= MaxRefresh) { // NaN fails too
			return nil, fmt.Errorf("refresh rate %v Hz: must be %v to %v Hz (0 = measure it)",
				c.Refresh, MinRefresh, MaxRefresh)
		}
		s.given, s.refresh = true, float64(time.Second)/c.Refresh
	}
	return s, nil
}

// SetEnabled switches snapping on or off. While off, the Snapper returns
// each frame as given but keeps measuring and keeps its grid, so switching
// on takes effect at the next frame. Time held as carry when it is
// switched off stays held (at most the tolerance), to be returned by the
// next snapped frame.
func (s *Snapper) SetEnabled(on bool) { s.enabled = on }

// Enabled reports whether snapping is on.
func (s *Snapper) Enabled() bool { return s.enabled }

// Refresh returns the refresh rate in Hz the Snapper snaps to, given or
// measured, or 0 while it is still measuring.
func (s *Snapper) Refresh() float64 {
	if s.refresh == 0 {
		return 0
	}
	return float64(time.Second) / s.refresh
}

// Carry returns the time received but not yet returned: the sum of the
// frames given minus the sum of the frames returned. It is within the
// tolerance while frames snap, and negative while a clock that went
// backwards is being paid back.
func (s *Snapper) Carry() time.Duration { return time.Duration(s.carry) }

// Snapped returns the frames returned on the refresh grid since New, as
// the dev layer's figures read it.
func (s *Snapper) Snapped() int64 { return s.snapped }

// Snap takes the measured length of a frame and returns the length to give
// the scheduler. With snapping on and the refresh known, a frame that ends
// within the tolerance of the refresh grid returns the whole number of
// refresh intervals up to that grid point, the difference kept as carry;
// every other frame returns as given. A negative elapsed (a clock reading
// that went backwards) returns 0 and is paid back by the frames after it.
// The result is never negative, and the frames returned add up to the
// frames given minus the carry.
func (s *Snapper) Snap(elapsed time.Duration) time.Duration {
	e := int64(elapsed)
	s.carry = addClamped(s.carry, e)
	if !s.given && s.measure(e) {
		return s.anchor(e)
	}
	if s.refresh == 0 {
		return s.pass(e)
	}
	n, ok := s.fit()
	if !ok {
		return s.miss(e)
	}
	return s.hit(e, n)
}

// Length is Snap as a loop's frame-length hook (package tickbox/sim/fixed's
// Hooks.Length): the part that snaps a fixed.Loop's frames, attached with
//
//	l.Hook(fixed.Hooks[I]{Length: snapper.Length})
//
// It snaps, or measures the refresh while off, except while off under
// NoRefresh, where it returns measured as given and does nothing else.
func (s *Snapper) Length(measured time.Duration) time.Duration {
	if s.idle && !s.enabled {
		return measured
	}
	return s.Snap(measured)
}

// fit returns the whole number of refreshes from the grid to the end of the
// frame just received, and whether the end lies within the tolerance of the
// grid point there and the frame is short enough to snap.
func (s *Snapper) fit() (n float64, ok bool) {
	d := float64(s.carry) + s.lead // where the frame ends, past the grid
	n = math.Round(d / s.refresh)
	return n, n >= 0 && n*s.refresh <= maxSnapped && math.Abs(d-float64(n*s.refresh)) <= s.tol()
}

// hit returns a frame of e that ended n refreshes past the grid: snapped to
// the grid point, rounded up to the ns, if snapping is on; as given if not.
// Either way the grid moves on by n refreshes.
func (s *Snapper) hit(e int64, n float64) time.Duration {
	s.misses = 0
	out := s.asGiven(e)
	if s.enabled {
		out = max(0, ceilNs(float64(n*s.refresh)-s.lead))
		s.snapped++
	}
	s.carry -= out
	s.lead += float64(out) - float64(n*s.refresh)
	return time.Duration(out)
}

// anchor passes the frame with which the refresh became known and lays the
// grid from where the meter's run of frames began, so that it lies on the
// display's refresh instants rather than on one noisy reading.
func (s *Snapper) anchor(e int64) time.Duration {
	out := s.pass(e)
	s.lead = s.meter.Residual() - float64(s.carry) // the frame ended residual past the grid
	return out
}

// asGiven returns what a frame of e returns when it is not snapped: e
// itself, less while a debt is paid back, never below 0. Carry held from
// snapped frames stays held for the next snapped frame.
func (s *Snapper) asGiven(e int64) int64 { return min(max(s.carry, 0), max(e, 0)) }

// pass returns a frame of e as given, and lays the grid through its end:
// nothing better is known about where the display's refreshes fall.
func (s *Snapper) pass(e int64) time.Duration {
	out := s.asGiven(e)
	s.carry -= out
	s.lead = -float64(s.carry) // the time returned is carry behind this frame's end
	return time.Duration(out)
}

// miss passes a frame that ended off the grid. After maxMisses in a row a
// measured refresh is forgotten and measured again.
func (s *Snapper) miss(e int64) time.Duration {
	s.misses++
	if !s.given && s.misses >= maxMisses {
		s.meter = refresh.Meter{}
		s.refresh, s.misses = 0, 0
	}
	return s.pass(e)
}

// measure feeds a frame to the meter and reports whether that made the
// refresh known. A known refresh the meter refines changes the grid's
// spacing from the next frame on, never its place.
func (s *Snapper) measure(e int64) (known bool) {
	was := s.refresh
	s.meter.Add(e, s.tol())
	s.refresh = s.meter.Interval()
	return was == 0 && s.refresh != 0
}

// tol returns the tolerance in ns, capped at a third of a refresh interval
// once the interval is known.
func (s *Snapper) tol() float64 {
	t := s.tolerance
	if t == 0 {
		t = float64(DefaultTolerance)
	}
	if s.refresh > 0 {
		t = min(t, s.refresh/3)
	}
	return t
}

// ceilNs rounds ns up to a whole nanosecond. The grid is a running float
// sum, so a grid point that falls exactly on a whole nanosecond may come back
// one nanosecond late; it never comes back early, which is what keeps a
// frame that ends exactly when a tick is due from running that tick a frame
// late: the fraction of a grid point at a rate of Num/Den Hz is a multiple
// of 1/Num ns, far above the sum's rounding.
func ceilNs(ns float64) int64 { return int64(math.Ceil(ns)) }

// addClamped returns a+b, or the int64 limit it would pass: only a clock
// that jumps centuries can reach it.
func addClamped(a, b int64) int64 {
	sum := a + b
	switch {
	case a > 0 && b > 0 && sum < 0:
		return math.MaxInt64
	case a < 0 && b < 0 && sum >= 0:
		return math.MinInt64
	}
	return sum
}
