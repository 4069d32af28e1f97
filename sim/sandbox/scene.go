package sandbox

import "time"

// Scene is what the sandbox shows, read-only: the worlds to draw and how to
// blend them, the figures of the overlay and the timeline, the switches and
// the replay's status. Package render draws from a Scene and cannot change
// the loop through it; the lab and tests read their figures from it. A
// Scene reads the Sandbox as it is when a method is called: take one per
// frame, or keep it, as is convenient.
type Scene struct {
	s *Sandbox
}

// Scene returns the sandbox's scene.
func (s *Sandbox) Scene() Scene { return Scene{s} }

// Now returns the sandbox's clock reading, which notices fade by.
func (c Scene) Now() time.Duration { return c.s.clock.Now() }

// ClockStep returns the clock's measured step, for a clock that knows it
// (a browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms),
// and 0 for any other.
func (c Scene) ClockStep() time.Duration {
	if k, ok := c.s.clock.(interface{ Resolution() time.Duration }); ok {
		return k.Resolution()
	}
	return 0
}
