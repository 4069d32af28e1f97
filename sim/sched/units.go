package sched

import "time"

// UnitsPerTick is the length of one tick in units, the integer measure of
// owed time. It is the same at every tick rate; see the package comment.
const UnitsPerTick = 4_000_000_000

// MaxElapsed is the longest frame [Scheduler.Advance] accepts; a longer one
// is an error. It bounds the units one frame can be worth.
const MaxElapsed = 24 * time.Hour

// maxFrameUnits is the most units one frame can be worth: the longest frame,
// at the highest rate, at the fastest scale. Being typed int64 constants,
// these two lines fail to compile if the bound ever overflows, with owed time
// (below PolicyOwedLimit) added on top.
const (
	maxFrameUnits = int64(MaxElapsed) * MaxRate * MaxScale
	_             = maxFrameUnits + PolicyOwedLimit
)

// nsPerSecond is the number of nanoseconds in a second, as an int64.
const nsPerSecond = int64(time.Second)

// ticksToDuration returns n ticks at rate hz as a duration rounded to the
// nearest nanosecond (halves round up). n must be at most about 9.2e9 so
// that n·1e9 fits in an int64; one frame never drops more than 1.4e9 ticks.
func ticksToDuration(n int64, hz int) time.Duration {
	return time.Duration((n*nsPerSecond + int64(hz)/2) / int64(hz))
}
