package fixed

import (
	"fmt"
	"time"

	"tickbox/sim/loop"
)

// Frame is what the latest frame did, and the loop's settings as they
// were for it: everything a game reads about its loop.
type Frame struct {
	// The frame: Ticks run, Alpha, Elapsed (the time counted, after
	// snapping), Dropped (game time dropped by the tick cap), ClampLoss
	// (real time cut: by the clamp, or OwedLoss of it by the policy's owed
	// limit), the method Unplayed (all three, by cause), Paused, and the
	// rest of loop.Frame (embedded, so go doc shows their docs only at
	// go doc tickbox/sim/sched Frame).
	loop.Frame
	// Measured is the frame's length as measured, before snapping.
	Measured time.Duration
	// Tick is the number of the next tick: the ticks run since the start.
	Tick int64
	// Rate is the tick rate, in Hz; Scale the time scale (1 is real time);
	// Policy the frame policy's name; Snap whether frames are snapped to
	// the refresh, Refresh the refresh rate in Hz (0 while measuring).
	Rate    int
	Scale   float64
	Policy  string
	Snap    bool
	Refresh float64
	// Totals are the sums since the start: frames, ticks, ticks dropped,
	// the game time dropped and the real time cut in all (Unplayed: by
	// cause; go doc tickbox/sim/sched Totals).
	Totals Totals
}

// Latest returns what the latest frame did ([Loop.Frame] or
// [Loop.Advance]; a window's Draw runs one).
func (l *Loop[I]) Latest() Frame { return l.last }

// Frame runs one frame: it measures the time since the previous frame on
// the loop's clock, snaps it if snapping is on, and runs the ticks the
// policy decides, each with its input. The first frame lasts 0. A
// window's Draw calls it; a test or a script on a VirtualClock calls it
// (or Advance) itself. After Close it runs no tick.
func (l *Loop[I]) Frame() (Frame, error) {
	if l.inst != nil {
		return l.Advance(l.inst.shaper.Begin()) // after the dev layer's fps cap, jitter or hitch
	}
	return l.Advance(l.loop.Measure())
}

// Advance runs one frame that lasted measured, as Frame does once it has
// measured: for made-up frames. It returns an error naming measured if it
// is negative or longer than a day; the frame then runs no tick.
func (l *Loop[I]) Advance(measured time.Duration) (Frame, error) {
	if l.closed {
		return l.last, nil
	}
	if measured < 0 {
		return l.last, fmt.Errorf("fixed: a frame of %v: must not be negative", measured)
	}
	if l.inst != nil {
		l.inst.trace.Add(measured)
	}
	elapsed := l.snap.Snap(measured)
	f, err := l.loop.Advance(elapsed)
	l.afterTicks()
	s := l.loop.Scheduler()
	l.last = Frame{Frame: f, Measured: measured, Tick: l.loop.Tick(), Rate: s.Rate(),
		Scale: float64(s.Scale()) / 4, Policy: s.Policy().Name(), Snap: l.snap.Enabled(),
		Refresh: l.snap.Refresh(), Totals: s.Totals()}
	if l.inst != nil && err == nil {
		l.inst.record(s, l.snap, measured, elapsed, f, l.last.Tick)
	}
	if err != nil {
		return l.last, fmt.Errorf("fixed: %w", err)
	}
	return l.last, nil
}

// afterTicks does what the frame's ticks left to do: the scheduler
// follows a rate the playback changed, and a playback that reached its
// end ends.
func (l *Loop[I]) afterTicks() {
	t := l.ticked
	if t.newRate != 0 {
		_ = l.loop.Scheduler().SetRate(t.newRate) // the decoder checked it
		t.newRate = 0
	}
	if t.ended {
		t.ended = false
		l.endPlayback()
	}
}
