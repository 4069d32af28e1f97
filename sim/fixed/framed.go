package fixed

import "log/slog"

// Framer is a game with work of its own in every frame once the frame's
// ticks have run, before the dev layer measures the frame: a part of its
// world stepped by the frame's accepted time (a variable-step model
// beside the fixed one), say. The loop calls Framed with the frame as it
// stands; the game must not keep the pointer.
type Framer interface {
	Framed(f *Frame)
}

// Timed is a game that draws its bodies at another game time than its
// previous tick plus alpha (another blend, a variable-step world): for
// the dev layer's smoothness, DrawnTime returns that time, in seconds,
// after a frame that left alpha, and the name of the way it draws, which
// starts the smoothness over when it changes.
type Timed interface {
	DrawnTime(alpha float64) (seconds float64, mode string)
}

// FrameLogger is a game with figures of its own in the dev layer's frame
// log (DevOptions.Logger): LogFrame appends them to attrs, which come after
// the frame's length and the ticks.
type FrameLogger interface {
	LogFrame(attrs []slog.Attr) []slog.Attr
}
