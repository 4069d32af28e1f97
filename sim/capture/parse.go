package capture

import (
	"errors"

	"tickbox/sim/instrument"
)

// Parse reads a frame pattern: a frame rate such as 30, 60, 144 or 59.94
// (NewSteady: instrument.Steady); "jitter", frames of 4 to 40 ms drawn from seed (instrument.NewJitter);
// or the path of a text file with one frame length in nanoseconds per line
// ([File]).
func Parse(spec string, seed uint64) (instrument.Source, error) {
	switch {
	case IsJitter(spec):
		return instrument.NewJitter(seed), nil
	case IsRate(spec), IsNumber(spec):
		return NewSteady(spec) // which refuses a number that is no rate, naming the rule
	case spec == "":
		return nil, errors.New("frame pattern is empty: want 30, 60, 144, jitter or a file")
	}
	return Load(spec, "")
}
