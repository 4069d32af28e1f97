package fixed

import "time"

// Clock is a loop's only source of time: [Loop.Frame] measures each
// frame's elapsed time on it, [Loop.Fast] its budget, and a game built on
// the loop may sleep on it (a frame cap, the cost of a tick). The real one
// is [Monotonic]; a headless run or a test plugs in a [VirtualClock], so
// that every frame lasts exactly what it says.
type Clock interface {
	// Now returns the time since a fixed origin. It never goes backwards.
	Now() time.Duration
	// Sleep lets d pass: a real clock blocks, a virtual one moves on by d.
	Sleep(d time.Duration)
}

// Monotonic reads the operating system's monotonic clock, which wall-clock
// changes (NTP, daylight saving) do not move. The zero value is not ready:
// use [NewMonotonic].
type Monotonic struct {
	origin time.Time
}

// NewMonotonic returns a clock whose origin is now.
func NewMonotonic() *Monotonic { return &Monotonic{origin: time.Now()} }

// Now returns the time since the clock was made. time.Since uses the
// monotonic reading that time.Now carries.
func (m *Monotonic) Now() time.Duration { return time.Since(m.origin) }

// Sleep blocks for at least d; 0 or less returns at once.
func (m *Monotonic) Sleep(d time.Duration) { time.Sleep(d) }

// VirtualClock is a clock that moves only when told: by Sleep (a frame
// cap's waits, a tick's cost) or by Advance (a script's frame, a test's
// work). Every run with a VirtualClock is the same, to the nanosecond. The
// zero value is ready, at time 0.
type VirtualClock struct {
	now time.Duration
}

// Now returns the virtual time.
func (v *VirtualClock) Now() time.Duration { return v.now }

// Sleep moves the virtual time on by d; negative d does nothing.
func (v *VirtualClock) Sleep(d time.Duration) { v.Advance(d) }

// Advance moves the virtual time on by d; negative d does nothing, so the
// clock never goes backwards.
func (v *VirtualClock) Advance(d time.Duration) {
	if d > 0 {
		v.now += d
	}
}
