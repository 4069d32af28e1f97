package frames

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// MaxFPS bounds a steady frame rate: frames of 100 µs. (A frame rate, not
// a tick rate: those are sched.MinRate to sched.MaxRate.)
const MaxFPS = 10_000

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
// per second with up to six decimals ("60", "59.94"), above 0 and at most
// MaxFPS.
func NewSteady(spec string) (*Steady, error) {
	whole, frac, _ := strings.Cut(spec, ".")
	den := int64(1)
	for range len(frac) {
		den *= 10
	}
	if !IsRate(spec) {
		return nil, fmt.Errorf("frame rate %q: want a decimal number of frames per second, such as 60 or 59.94", spec)
	}
	num, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || num == 0 || num > MaxFPS*den {
		// spec is digits and a point: safe to show as it is.
		return nil, fmt.Errorf("frame rate %s fps: must be above 0 and at most %d", spec, MaxFPS)
	}
	whole10 := int64(time.Second) * den // at most 10¹⁵: no overflow
	return &Steady{name: spec + " fps", num: num, den: den, q: whole10 / num, r: whole10 % num}, nil
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
