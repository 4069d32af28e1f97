package lab

import (
	"fmt"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/rng"
	"tickbox/sim/sched"
)

// shownFrames makes up the frames of tickbox policies: each frame's length
// as the game's clock reads it and as the display really showed it. The
// two differ by timer noise on each reading; a trace or irregular frames
// have no truth apart from what was read, so both are the same.
type shownFrames interface {
	next() (read, real time.Duration, ok bool)
	noisy() bool
	String() string
}

// maxPolicyFrames bounds one run of tickbox policies: per policy, a few
// bytes per frame are kept for the percentile, the chart and the CSV.
const maxPolicyFrames = 2_000_000

// shown is what -frames, -noise and -seconds describe, made once: a
// display at a frame rate with timer noise on each reading, jittery
// frames, or a trace file, read once (in any format capture.Load knows, as
// the frames of the game process names), whose frames every copy shares.
type shown struct {
	spec    string
	noise   time.Duration
	seconds float64
	seed    uint64
	trace   *capture.File
}

// newShown checks the flags and reads a trace; a trace that cannot be used
// is an error of capture.ErrFile.
func newShown(spec string, noise time.Duration, seconds float64, seed uint64, process string) (*shown, error) {
	s := &shown{spec: spec, noise: noise, seconds: seconds, seed: seed}
	if err := checkPattern(spec); err != nil {
		return nil, err
	}
	if !isTrace(spec) {
		return s, nil
	}
	if noise != 0 {
		return nil, fmt.Errorf("-noise with a trace file: a trace holds the frames as read; give one or the other")
	}
	f, err := capture.Load(spec, process)
	if err != nil {
		return nil, fmt.Errorf("-frames: %w", err)
	}
	s.trace = f
	return s, nil
}

// capture returns what a trace file was read as, or nil for made-up frames.
func (s *shown) capture() *capture.Capture {
	if s.trace == nil {
		return nil
	}
	return s.trace.Capture()
}

// fresh returns the frames from the first.
func (s *shown) fresh() shownFrames {
	if s.trace != nil {
		return &traceFrames{name: s.spec, frames: s.trace.Lengths(), capture: s.trace.Capture()}
	}
	f, _ := capture.Parse(s.spec, s.seed) // checked by newShown
	return newNoisyDisplay(f, s.noise, time.Duration(s.seconds*float64(time.Second)), s.seed)
}

// noisyDisplay is a pattern's frames read by a clock whose every reading
// is off by up to ±noise ns (uniform, whole ns), until the real time runs
// out: policies' frames, and pacing's judder patterns.
type noisyDisplay struct {
	base   instrument.Source
	noise  int64
	until  time.Duration
	seen   time.Duration
	offset int64 // the noise on the previous reading
	rng    rng.RNG
}

// newNoisyDisplay returns base's frames for until of real time, each
// reading off by up to ±noise, drawn from seed.
func newNoisyDisplay(base instrument.Source, noise, until time.Duration, seed uint64) *noisyDisplay {
	return &noisyDisplay{base: base, noise: int64(noise), until: until, rng: rng.RNG{State: seed ^ 0x9e3779b97f4a7c15}}
}

func (d *noisyDisplay) next() (read, real time.Duration, ok bool) {
	if d.seen >= d.until {
		return 0, 0, false
	}
	real = d.base.Next(0)
	d.seen += real
	n := d.draw()
	read = max(real+time.Duration(n-d.offset), 0)
	d.offset = n
	return read, real, true
}

// draw returns the noise on one reading.
func (d *noisyDisplay) draw() int64 {
	if d.noise == 0 {
		return 0
	}
	return int64(d.rng.Uint64()%uint64(2*d.noise+1)) - d.noise
}

func (d *noisyDisplay) noisy() bool { return d.noise > 0 }

func (d *noisyDisplay) String() string {
	if d.noise == 0 {
		return fmt.Sprintf("%v for %v", d.base, d.until)
	}
	return fmt.Sprintf("%v, each clock reading ±%v, for %v", d.base, time.Duration(d.noise), d.until)
}

// traceFrames plays a trace's frames once.
type traceFrames struct {
	name    string
	frames  []time.Duration
	capture *capture.Capture // what the file was read as, for String
	i       int
}

func (t *traceFrames) next() (read, real time.Duration, ok bool) {
	if t.i >= len(t.frames) {
		return 0, 0, false
	}
	t.i++
	return t.frames[t.i-1], t.frames[t.i-1], true
}

func (t *traceFrames) noisy() bool { return false }

func (t *traceFrames) String() string {
	if t.capture != nil && !t.capture.Own() {
		return fmt.Sprintf("%s (%s)", t.name, t.capture.About())
	}
	return fmt.Sprintf("%s (%s)", t.name, capture.Plural(len(t.frames), "frame"))
}

// costly adds the real time the ticks of the frame before cost to each
// frame: a loop whose ticks are slow.
func costly(e time.Duration, cost time.Duration, ticks int) time.Duration {
	if cost <= 0 {
		return e
	}
	if int64(ticks) > int64(sched.MaxElapsed/cost) {
		return sched.MaxElapsed
	}
	return min(e+cost*time.Duration(ticks), sched.MaxElapsed)
}
