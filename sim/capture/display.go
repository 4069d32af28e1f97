package capture

import (
	"math"
	"slices"
	"time"

	"tickbox/sim/instrument"
)

// Display is what happened on the display in a capture, measured as
// tickbox policies measures a policy, for a game that draws by its frames'
// time: between two displayed frames the game's time moved by the frames
// it ran since the first (their lengths added up) and the display's by the
// capture's own display column. Animation error is the first minus the
// second, as PresentMon defines it; judder the relative standard deviation
// of the first over the second.
type Display struct {
	Shown     int     // frames that reached the display
	Judder    float64 // relative standard deviation of the game step over the display step
	ErrMeanMs float64 // mean size of the animation error, ms
	ErrP99Ms  float64 // its 99th percentile (nearest rank), ms
}

// notShown marks a frame that never reached the display; 0 is a frame
// shown whose time since the one before on the display is not known (the
// first).
const notShown time.Duration = -1

// display measures frames of lengths whose display times are shown: for each frame,
// the time from the frame shown before it to it on the display, or
// notShown. It returns nil when no frame was shown.
func display(lengths, shown []time.Duration) *Display {
	d := &Display{}
	for _, s := range shown {
		if s != notShown {
			d.Shown++
		}
	}
	if d.Shown == 0 {
		return nil
	}
	steps := animationSteps(lengths, shown)
	if len(steps) == 0 {
		return d
	}
	sizes := make([]float64, len(steps))
	var judder instrument.Judder
	for i, s := range steps {
		sizes[i] = math.Abs(s.game-s.display) * 1000
		judder.Add(s.game / s.display)
	}
	d.Judder = judder.Value()
	slices.Sort(sizes)
	d.ErrMeanMs, d.ErrP99Ms = mean(sizes), sizes[(99*len(sizes)+99)/100-1]
	return d
}

func mean(v []float64) float64 {
	sum := 0.0
	for _, x := range v {
		sum += x
	}
	return sum / float64(len(v))
}

// step is the game's time and the display's, in seconds, between two
// frames shown; at is the frame whose display ends it.
type step struct {
	game, display float64
	at            int
}

// animationSteps returns the steps between consecutive frames shown whose
// display time is known; the animation error of each is game - display.
func animationSteps(frames, shown []time.Duration) []step {
	var steps []step
	var game time.Duration
	started := false
	for i, f := range frames {
		game += f
		switch s := shown[i]; {
		case s == notShown:
			continue
		case started && s > 0:
			steps = append(steps, step{game.Seconds(), s.Seconds(), i})
		}
		started, game = true, 0
	}
	return steps
}
