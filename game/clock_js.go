//go:build !headless && js

package game

import (
	"fmt"
	"sync"
	"syscall/js"
	"time"

	"tickbox/sim/fixed"
)

// visibleClock is the browser's clock: the monotonic clock (performance.now
// underneath) stopped while the tab is hidden. A hidden tab gets no frames,
// then, when shown again, one frame as long as it was away; with this clock
// that time never reaches the scheduler, so the game pauses while hidden,
// as a window that pauses on losing focus, and cannot spiral however long
// the tab slept. The overlay notes each pause.
type visibleClock struct {
	mono       *fixed.Monotonic
	resolution time.Duration

	mu       sync.Mutex // the visibilitychange handler runs on its own goroutine
	hiddenAt time.Duration
	isHidden bool
	hidden   time.Duration // all the hidden time so far
	away     time.Duration // the latest hidden span, until the game notes it
}

func newClock() fixed.Clock {
	c := &visibleClock{mono: fixed.NewMonotonic()}
	c.resolution = measureResolution()
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		c.setHidden(doc.Get("hidden").Bool())
		return nil
	}))
	c.setHidden(doc.Get("hidden").Bool())
	return c
}

// measureResolution returns the smallest step between two readings of
// Go's clock that differ: in a browser it is performance.now()'s, coarsened
// to 100 µs in Chromium without cross-origin isolation, 5 µs with it, and
// to 1 ms in some browsers.
func measureResolution() time.Duration {
	best := time.Duration(1 << 62)
	for range 50 {
		a := time.Now()
		b := time.Now()
		for b.Equal(a) {
			b = time.Now()
		}
		best = min(best, b.Sub(a))
	}
	return best
}

// Now returns the time since the clock was made, less the time hidden.
func (c *visibleClock) Now() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.mono.Now()
	if c.isHidden {
		now = c.hiddenAt
	}
	return now - c.hidden
}

// Sleep blocks for at least d.
func (c *visibleClock) Sleep(d time.Duration) { c.mono.Sleep(d) }

// Resolution is the clock's measured step, which the overlay shows.
func (c *visibleClock) Resolution() time.Duration { return c.resolution }

func (c *visibleClock) setHidden(hidden bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch now := c.mono.Now(); {
	case hidden && !c.isHidden:
		c.isHidden, c.hiddenAt = true, now
	case !hidden && c.isHidden:
		c.isHidden = false
		c.hidden += now - c.hiddenAt
		c.away += now - c.hiddenAt
	}
}

// takeAway returns the hidden time not yet noted, and forgets it.
func (c *visibleClock) takeAway() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	d := c.away
	c.away = 0
	return d
}

// awayNotice is the overlay's note after the tab was hidden for d.
func awayNotice(d time.Duration) string {
	return fmt.Sprintf("tab hidden for %.1f s: paused meanwhile, as on focus loss", d.Seconds())
}
