package sandbox

import (
	"log/slog"
	"strconv"
	"time"

	"tickbox/sim/fixed"
)

// Frame runs the window's frame, the one call it makes per frame: the
// dev layer's Frame (package sim/instrument's Dev), which waits until the
// frame may begin, as the fps cap, jitter or a hitch say, reads the
// sandbox's clock, and runs the loop's frame of the time since the
// previous one began (see [Sandbox.Advance]). The first
// frame, and the first after Restart, lasts 0. After Close it does
// nothing.
func (s *Sandbox) Frame() {
	if s.closed {
		return
	}
	_, err := s.dev.Frame()
	s.afterFrame(err)
}

// Restart starts the clock again: the next Frame lasts 0, as the first
// does. The window restarts it while it opens (see package game).
func (s *Sandbox) Restart() { s.loop.Restart() }

// Advance runs one frame that lasted elapsed: the loop's frame (the
// frame-time filter (S), then the ticks the scheduler decides or, as fast
// as possible, as many as fit in fixed.FastBudget), in which the sandbox
// steps the variable world (Framed) and the loop's instruments measure
// it, then what the ticks left to do. Frame gives it the clock's
// reading; the lab, pacing and tests give it made-up lengths (package
// frames). After Close it does nothing.
func (s *Sandbox) Advance(elapsed time.Duration) {
	if s.closed {
		return
	}
	_, err := s.loop.Advance(elapsed)
	s.afterFrame(err)
}

// afterFrame keeps a frame's error for the overlay, and says when a
// replay is over.
func (s *Sandbox) afterFrame(err error) {
	if err != nil {
		s.err = err
	}
	s.replayOver()
}

// ticks is what the sandbox's loop ticks: the state, with the sandbox's
// work in every frame (fixed.Framer) and ball 1 in the frame log
// (framelog.Game).
type ticks struct {
	*state
	s *Sandbox
}

// Framed steps the variable world by the game time the frame accepted.
func (t ticks) Framed(f *fixed.Frame) { t.worlds.stepVariable(f.Accepted()) }

// LogFrame adds where ball 1 is drawn, if there is a ball 1.
func (t ticks) LogFrame(attrs []slog.Attr) []slog.Attr {
	if x, _, ball := t.s.Scene().ball1(); ball { // with no balls, there is no ball 1 to speak of
		attrs = append(attrs, slog.String("ball1_x", strconv.FormatFloat(x, 'f', 3, 64)))
	}
	return attrs
}
