package lab

import "math"

// spread keeps the mean and variance of a stream of values (Welford's
// method: one pass, no stored values, no cancellation).
type spread struct {
	n        int64
	mean, m2 float64
}

func (s *spread) add(v float64) {
	s.n++
	d := v - s.mean
	s.mean += d / float64(s.n)
	s.m2 += float64(d * (v - s.mean))
}

// relativeStddev returns the standard deviation over the mean, or 0 with
// no values. The mean of a drawn step over the real one is 1 unless drawing
// loses ground, so this is the steps' scatter as a fraction of themselves.
func (s *spread) relativeStddev() float64 {
	if s.n == 0 || s.mean == 0 {
		return 0
	}
	return math.Sqrt(s.m2/float64(s.n)) / math.Abs(s.mean)
}
