package instrument

import "time"

// Steady frames come at a constant rate of F = num/den frames per second.
// Frame i (counting from 1) ends at floor(i·10⁹/F) ns: frames are whole
// nanoseconds, lengths differ by at most 1 ns, and F frames (for a whole
// F) make exactly one second. The sum is kept exactly, as a quotient and
// a remainder, so no error builds up however long the run. The dev
// layer's fps cap makes them; package tickbox/sim/capture's NewSteady
// reads a rate written with decimals ("59.94") into them.
type Steady struct {
	name string
	num  int64 // F = num/den
	q, r int64 // 10⁹·den = q·num + r: every frame is q or q+1 ns
	rem  int64 // i·10⁹·den mod num, for the latest frame i
}

// SteadyRate returns steady frames at num/den frames a second, named name
// ("59.94 fps"). num must be more than 0 and den from 1 to 10⁶, which
// capture.NewSteady checks of a rate it reads.
func SteadyRate(num, den int64, name string) *Steady {
	whole10 := int64(time.Second) * den // at most 10¹⁵: no overflow
	return &Steady{name: name, num: num, q: whole10 / num, r: whole10 % num}
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
