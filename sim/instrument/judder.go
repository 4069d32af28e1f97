package instrument

import "math"

// Judder measures how unevenly motion is drawn, frame by frame: the
// relative standard deviation (the standard deviation over the mean) of
// a stream of ratios, each the step a body was drawn in a frame over the
// step it should have been, the frame's real length at its speed. 0 is
// perfectly even motion; 1 means the drawn steps scatter as much as they
// are long. It is Tickbox's one definition of judder: the dev layer's
// (package tickbox/sim/instrument's smoothness), the lab's measurements
// and a capture's display (package tickbox/sim/capture) all keep one. It
// keeps the mean and variance in one pass (Welford's method: no stored
// values, no cancellation, no allocation). The zero Judder is empty.
type Judder struct {
	n        int64 // the ratios taken
	mean, m2 float64
}

// Add takes one frame's ratio of drawn step over due step.
func (j *Judder) Add(ratio float64) {
	j.n++
	d := ratio - j.mean
	j.mean += d / float64(j.n)
	j.m2 += float64(d * (ratio - j.mean))
}

// Value returns the judder: the ratios' standard deviation over their
// mean, or 0 with no ratio or a mean of 0. The mean is 1 unless drawing
// loses ground, so this is the steps' scatter as a fraction of themselves.
func (j *Judder) Value() float64 {
	if j.n == 0 || j.mean == 0 {
		return 0
	}
	return math.Sqrt(j.m2/float64(j.n)) / math.Abs(j.mean)
}
