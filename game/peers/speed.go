package peers

import "time"

// scales are the time scales the window runs the session at, the slow end
// of the sandbox's (its + and - keys): at ¼ a snap is watched for four
// seconds. Faster than 4 a frame would run more than maxBehind.
var scales = []float64{0.25, 0.5, 1, 2, 4}

// speed is how fast the window runs the session's time: a scale of
// Scales, or paused.
type speed struct {
	scale  int // in Scales
	Paused bool
}

// normal is real time.
var normal = speed{scale: 2}

// Scale is the time scale, 0 while paused.
func (s speed) Scale() float64 {
	if s.Paused {
		return 0
	}
	return scales[s.scale]
}

// up moves the scale one step up (or down), staying at the ends, as the
// link's keys do.
func (s *speed) up(up bool) {
	switch {
	case up && s.scale < len(scales)-1:
		s.scale++
	case !up && s.scale > 0:
		s.scale--
	}
}

// Of is the session's time that wall time d runs.
func (s speed) Of(d time.Duration) time.Duration { return time.Duration(float64(d) * s.Scale()) }

// String is what the title shows: "paused", or "speed ¼" and so on.
func (s speed) String() string {
	if s.Paused {
		return "paused"
	}
	return "speed " + scaleNames[s.scale]
}

// scaleNames are Scales as the title writes them.
var scaleNames = []string{"¼", "½", "1", "2", "4"}
