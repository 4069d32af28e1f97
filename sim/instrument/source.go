package instrument

import (
	"regexp"
	"time"
)

// Source makes up the length of each frame. Next returns the next frame's
// length, given the ticks the frame before it ran (the loop's
// Latest().Ticks; only a source that models the cost of ticks cares).
type Source interface {
	Next(ticks int) time.Duration
	String() string // what the frames are, for output: "60 fps"
}

// ratePattern is a frame rate written as a decimal number.
var ratePattern = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)

// IsRate reports whether spec is written as a frame rate ("60", "59.94").
func IsRate(spec string) bool { return ratePattern.MatchString(spec) }
