package capture

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// maxFrame is the longest frame a trace may hold, the scheduler's limit.
const maxFrame = sched.MaxElapsed

// maxFPS bounds a steady frame rate: frames of 100 µs. (A frame rate, not
// a tick rate: those are sched.MinRate to sched.MaxRate.)
const maxFPS = 10_000

// ratePattern is a frame rate written as a decimal number.
var ratePattern = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)

// IsRate reports whether spec is written as a frame rate ("60", "59.94").
func IsRate(spec string) bool { return ratePattern.MatchString(spec) }

// NewSteady returns steady frames (instrument.Steady) at the rate spec, a
// decimal number of frames per second with up to six decimals ("60",
// "59.94"), at most maxFPS (10,000), and slow enough only that a frame
// lasts at most maxFrame (a day): from 0.000012 fps (see rateRule).
func NewSteady(spec string) (*instrument.Steady, error) {
	whole, frac, _ := strings.Cut(spec, ".")
	den := int64(1)
	for range len(frac) {
		den *= 10
	}
	if !IsRate(spec) {
		return nil, fmt.Errorf("frame rate %q: want frames a second as a decimal number of up to six decimals "+
			"(60, 59.94); it %s", spec, rateRule)
	}
	num, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || num == 0 || num > maxFPS*den {
		// spec is digits and a point: safe to show as it is.
		return nil, fmt.Errorf("frame rate %s fps: %s", spec, rateRule)
	}
	// The longest frame: 10⁹·den/num ns, rounded up when the rate does
	// not divide a second into whole nanoseconds.
	if longest := time.Duration((int64(time.Second)*den + num - 1) / num); longest > maxFrame {
		return nil, fmt.Errorf("frame rate %s fps: its frames last %v: %s", spec, longest, rateRule)
	}
	return instrument.SteadyRate(num, den, spec+" fps"), nil
}

// minMicroFPS is the slowest frame rate, in millionths of a frame a
// second (six decimals, the most a rate is written with), whose frames
// last at most maxFrame: 12, 0.000012 fps, frames of 23.1 h. At 0.00001
// fps a frame lasts 27.8 h, which no scheduler accepts.
const minMicroFPS = (int64(time.Second)*1_000_000 + int64(maxFrame) - 1) / int64(maxFrame)

// rateRule is the rule of a steady frame rate, said when a rate breaks it.
var rateRule = fmt.Sprintf("must be from %s (frames of at most %v) to %d fps", strconv.FormatFloat(float64(minMicroFPS)/1e6, 'f', -1, 64), maxFrame, maxFPS)

// Plural writes n things: "1 frame", "600 frames".
func Plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
