package sched

import (
	"fmt"
	"time"
)

// Defaults and limits for [Config].
const (
	// DefaultRate is the tick rate, in ticks per second, when Config.Rate is 0.
	DefaultRate = 60
	// MinRate and MaxRate bound the tick rate, of the scheduler and of
	// every world and replay (CheckRate is the one check): MaxRate bounds
	// the units a frame is worth; see the package comment.
	MinRate, MaxRate = 1, 1000
	// DefaultMaxFrame is the clamp: a frame counts as at most this much real
	// time. A quarter of a second absorbs ordinary hitches without letting a
	// debugger pause turn into minutes of catch-up.
	DefaultMaxFrame = 250 * time.Millisecond
	// DefaultMaxUpdates is the tick cap: at most this many ticks run per
	// frame (at scales up to ×1), which breaks the spiral of death.
	DefaultMaxUpdates = 5
)

// Config holds the settings a [Scheduler] starts with. The zero Config is
// valid and means DefaultRate with no clamp and no cap.
type Config struct {
	Rate       int           // ticks per second, 1..1000; 0 means DefaultRate
	MaxFrame   time.Duration // clamp per frame; 0 = no clamp; negative is an error
	MaxUpdates int           // ticks per frame at most (at scale ≤ 1); 0 = unlimited; negative is an error
}

// DefaultConfig returns the textbook settings: 60 Hz, a 250 ms clamp and a
// cap of 5 ticks per frame.
func DefaultConfig() Config {
	return Config{Rate: DefaultRate, MaxFrame: DefaultMaxFrame, MaxUpdates: DefaultMaxUpdates}
}

// RateRule is the rule CheckRate holds a tick rate to, as a flag's
// message says it; CheckRate's own error says the same words.
var RateRule = "the tick rate " + rateBounds

var rateBounds = fmt.Sprintf("must be %d to %d Hz", MinRate, MaxRate)

// CheckRate returns an error naming hz and the rule if it is not a valid
// tick rate, MinRate to MaxRate: the one check of a tick rate, wherever one
// is set (a world, a scheduler, a replay, a flag, which adds its name).
func CheckRate(hz int) error {
	if hz < MinRate || hz > MaxRate {
		return fmt.Errorf("tick rate %d Hz: %s", hz, rateBounds)
	}
	return nil
}
