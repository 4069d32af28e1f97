package lab

import (
	"fmt"
	"time"

	"tickbox/sim/frames"
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

// parseShown returns the frames -frames, -noise and -seconds describe: a
// display at a frame rate with timer noise on each reading, jittery
// frames, or a trace file (read once, in any format frames.Read knows, as
// the frames of the game process names).
func parseShown(spec string, noise time.Duration, seconds float64, seed uint64, process string) (shownFrames, error) {
	if frames.IsJitter(spec) || frames.IsRate(spec) {
		f, err := frames.Parse(spec, seed)
		if err != nil {
			return nil, err
		}
		return newNoisyDisplay(f, noise, time.Duration(seconds*float64(time.Second)), seed), nil
	}
	if noise != 0 {
		return nil, fmt.Errorf("-noise with a trace file: a trace holds the frames as read; give one or the other")
	}
	f, err := frames.Load(spec, process)
	if err != nil {
		return nil, err
	}
	return &traceFrames{name: spec, capture: f.Capture()}, nil
}

// noisyDisplay is a pattern's frames read by a clock whose every reading
// is off by up to ±noise ns (uniform, whole ns), until the real time runs
// out: policies' frames, and pacing's judder patterns.
type noisyDisplay struct {
	base   frames.Source
	noise  int64
	until  time.Duration
	seen   time.Duration
	offset int64 // the noise on the previous reading
	rng    rng.RNG
}

// newNoisyDisplay returns base's frames for until of real time, each
// reading off by up to ±noise, drawn from seed.
func newNoisyDisplay(base frames.Source, noise, until time.Duration, seed uint64) *noisyDisplay {
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
	capture *frames.Capture
	i       int
}

func (t *traceFrames) next() (read, real time.Duration, ok bool) {
	if t.i >= len(t.capture.Frames) {
		return 0, 0, false
	}
	t.i++
	return t.capture.Frames[t.i-1], t.capture.Frames[t.i-1], true
}

func (t *traceFrames) noisy() bool { return false }

func (t *traceFrames) String() string {
	if t.capture.Game != nil {
		return fmt.Sprintf("%s (%s)", t.name, t.capture.About())
	}
	return fmt.Sprintf("%s (%d frames)", t.name, len(t.capture.Frames))
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
