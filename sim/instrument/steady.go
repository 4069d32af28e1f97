package instrument

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// maxFPS bounds a steady frame rate: frames of 100 µs. (A frame rate, not
// a tick rate: those are sched.MinRate to sched.MaxRate.)
const maxFPS = 10_000

// Steady frames come at a constant rate of F = num/den frames per second.
// Frame i (counting from 1) ends at floor(i·10⁹/F) ns: frames are whole
// nanoseconds, lengths differ by at most 1 ns, and F frames (for a whole
// F) make exactly one second. The sum is kept exactly, as a quotient and
// a remainder, so no error builds up however long the run.
type Steady struct {
	name     string
	num, den int64 // F = num/den
	q, r     int64 // 10⁹·den = q·num + r: every frame is q or q+1 ns
	rem      int64 // i·10⁹·den mod num, for the latest frame i
}

// NewSteady returns frames at the rate spec, a decimal number of frames
// per second with up to six decimals ("60", "59.94"), at most maxFPS (10,000), and
// slow enough only that a frame lasts at most MaxFrame (a day): from
// 0.000012 fps (see rateRule).
func NewSteady(spec string) (*Steady, error) {
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
	whole10 := int64(time.Second) * den // at most 10¹⁵: no overflow
	s := &Steady{name: spec + " fps", num: num, den: den, q: whole10 / num, r: whole10 % num}
	if longest := s.longest(); longest > MaxFrame {
		return nil, fmt.Errorf("frame rate %s fps: its frames last %v: %s", spec, longest, rateRule)
	}
	return s, nil
}

// minMicroFPS is the slowest frame rate, in millionths of a frame a
// second (six decimals, the most a rate is written with), whose frames
// last at most MaxFrame: 12, 0.000012 fps, frames of 23.1 h. At 0.00001
// fps a frame lasts 27.8 h, which no scheduler accepts.
const minMicroFPS = (int64(time.Second)*1_000_000 + int64(MaxFrame) - 1) / int64(MaxFrame)

// rateRule is the rule of a steady frame rate, said when a rate breaks it.
var rateRule = fmt.Sprintf("must be from %s (frames of at most %v) to %d fps", strconv.FormatFloat(float64(minMicroFPS)/1e6, 'f', -1, 64), MaxFrame, maxFPS)

// longest returns the longest of the frames: q ns, or q+1 when the rate
// does not divide a second into whole nanoseconds.
func (s *Steady) longest() time.Duration {
	if s.r > 0 {
		return time.Duration(s.q + 1)
	}
	return time.Duration(s.q)
}

// Next returns the next frame's length: floor(i·10⁹/F) - floor((i-1)·10⁹/F),
// which is q, plus one when the remainder passes num. Worked out without a
// division per frame: the lab's frames of one tick felt it.
func (s *Steady) Next(int) time.Duration {
	step := s.q
	if s.rem += s.r; s.rem >= s.num {
		s.rem -= s.num
		step++
	}
	return time.Duration(step)
}

func (s *Steady) String() string { return s.name }
