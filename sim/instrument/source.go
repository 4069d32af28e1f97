package instrument

import "time"

// Source makes up the length of each frame. Next returns the next frame's
// length, given the ticks the frame before it ran (the loop's
// Latest().Ticks; only a source that models the cost of ticks cares).
type Source interface {
	Next(ticks int) time.Duration
	String() string // what the frames are, for output: "60 fps"
}
