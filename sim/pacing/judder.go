package pacing

import (
	"fmt"
	"math"
	"time"

	"tickbox/sim"
	"tickbox/sim/blend"
	"tickbox/sim/sched"
)

// Judder is the smoothness of one drawing mode under one frame pattern:
// the relative standard deviation of a ball's drawn step per frame over the
// step it really made in that frame. 0 is perfectly even motion; 1 means
// the drawn steps scatter as much as the steps themselves are long.
type Judder struct {
	Mode           blend.Mode `json:"mode"`
	Pattern        string     `json:"pattern"`
	RelativeStddev float64    `json:"relative_stddev"`
}

// Pattern is a sequence of frames a judder measurement is drawn under:
// the frames of Display, or, if Jitter, frames of 4 to 40 ms drawn
// uniformly from Seed (the jittery frames of `tickbox compare`), passed
// through a Snapper first if Snap is set.
type Pattern struct {
	Name    string
	Display Display
	Jitter  bool
	Seed    uint64
	Snap    bool
}

// The judder measurement: a ball at constant velocity in a box far larger
// than its path, watched for judderTime after a warm-up long enough for a
// Snapper to measure the refresh rate.
const (
	judderSpeed  = 3.0 // m/s along x
	judderWarmUp = 5 * time.Second
	judderTime   = 10 * time.Second
)

// MeasureJudder draws a ball moving at constant velocity (gravity off, no
// wall or bumper in reach) under p's frames, through the scheduler at its
// default settings, in each of blend.Modes, and returns the judder of each,
// in that order. c configures the Snapper of a pattern with Snap set.
//
// The expected step in a frame is the ball's speed times the frame's real
// length, which for a noisy display is one refresh, not what the clock read.
// The drawn step is the change in where the mode draws the ball.
func MeasureJudder(p Pattern, c Config) ([]Judder, error) {
	run, err := newJudderRun(p, c)
	if err != nil {
		return nil, err
	}
	for run.seen < judderWarmUp+judderTime {
		if err := run.frame(); err != nil {
			return nil, fmt.Errorf("%s: %w", p.Name, err)
		}
	}
	out := make([]Judder, len(blend.Modes))
	for i, m := range blend.Modes {
		out[i] = Judder{Mode: m, Pattern: p.Name, RelativeStddev: run.steps[i].relativeStddev()}
	}
	return out, nil
}

// judderRun is one judder measurement in progress.
type judderRun struct {
	world  *sim.World
	sched  *sched.Scheduler
	snap   *Snapper
	frames frameSource
	seen   time.Duration // real time played so far
	drawn  [len(blend.Modes)]float64
	steps  [len(blend.Modes)]spread
}

func newJudderRun(p Pattern, c Config) (*judderRun, error) {
	r := &judderRun{frames: p.frames()}
	if !p.Jitter {
		if err := p.Display.check(); err != nil {
			return nil, err
		}
	}
	var err error
	if r.snap, err = New(c); err != nil {
		return nil, err
	}
	r.snap.SetEnabled(p.Snap)
	if r.sched, err = sched.New(sched.DefaultConfig()); err != nil {
		return nil, err
	}
	if r.world, err = sim.New(judderConfig()); err != nil {
		return nil, err
	}
	r.world.Balls.VX[0], r.world.Balls.VY[0] = judderSpeed, 0
	for i := range r.drawn {
		r.drawn[i] = r.world.Balls.X[0]
	}
	return r, nil
}

// judderConfig is a world of one ball and no gravity, in a box of 1 km with
// the bumper in its far corner: the ball (at x = 2 m, y = 8 m, moving 3 m/s
// along x) touches nothing for five minutes.
func judderConfig() sim.Config {
	c := sim.DefaultConfig()
	c.Balls, c.Gravity = 1, 0
	c.Width, c.Height = 1000, 1000
	c.BumperX, c.BumperY, c.BumperRadius = 900, 900, 1
	return c
}

// frame plays one frame and, after the warm-up, records each mode's step.
func (r *judderRun) frame() error {
	read, real := r.frames.next()
	f, err := r.sched.Advance(r.snap.Snap(read))
	if err != nil {
		return err
	}
	for range f.Ticks {
		r.world.Step(sim.Input{})
	}
	b := &r.world.Balls
	for i, m := range blend.Modes {
		x := m.At(b.PrevX[0], b.X[0], f.Alpha)
		if r.seen >= judderWarmUp {
			r.steps[i].add((x - r.drawn[i]) / (judderSpeed * real.Seconds()))
		}
		r.drawn[i] = x
	}
	r.seen += real
	return nil
}

// frameSource makes up frames: each frame's length as the clock reads it,
// and as it really was.
type frameSource interface {
	next() (read, real time.Duration)
}

// frames returns p's frame source.
func (p Pattern) frames() frameSource {
	if p.Jitter {
		return &jitter{rng: sim.RNG{State: p.Seed}}
	}
	return p.Display.clock()
}

// Jittery frames last 4 to 40 ms, uniformly: the jittery frames of
// `tickbox compare`, so one seed names one sequence in both commands.
const (
	jitterMin = 4 * time.Millisecond
	jitterMax = 40 * time.Millisecond
)

type jitter struct{ rng sim.RNG }

// next draws a whole number of ns in [4 ms, 40 ms]; the clock reads it as
// it was.
func (f *jitter) next() (read, real time.Duration) {
	span := uint64(jitterMax - jitterMin + 1)
	d := jitterMin + time.Duration(f.rng.Uint64()%span)
	return d, d
}

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
