package capture

import (
	"errors"

	"tickbox/sim/frames"
)

// Parse reads a frame pattern: a frame rate such as 30, 60, 144 or 59.94
// (frames.Steady); "jitter", frames of 4 to 40 ms drawn from seed (frames.NewJitter);
// or the path of a text file with one frame length in nanoseconds per line
// ([File]).
func Parse(spec string, seed uint64) (frames.Source, error) {
	switch {
	case frames.IsJitter(spec):
		return frames.NewJitter(seed), nil
	case frames.IsRate(spec), frames.IsNumber(spec):
		return frames.NewSteady(spec) // which refuses a number that is no rate, naming the rule
	case spec == "":
		return nil, errors.New("frame pattern is empty: want 30, 60, 144, jitter or a file")
	}
	return Load(spec, "")
}
