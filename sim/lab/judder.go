package lab

import (
	"math"

	"tickbox/sim/capture"
	"tickbox/sim/pacing"

	"fmt"
	"time"

	"tickbox/sim/blend"
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// judderResult is the smoothness of one drawing mode under one frame pattern:
// the relative standard deviation of a ball's drawn step per frame over the
// step it really made in that frame. 0 is perfectly even motion; 1 means
// the drawn steps scatter as much as the steps themselves are long.
type judderResult struct {
	Mode           blend.Mode `json:"mode"`
	Pattern        string     `json:"pattern"`
	RelativeStddev float64    `json:"relative_stddev"`
}

// judderPattern is a sequence of frames a judder measurement is drawn under:
// steady frames at Rate, as -frames makes them everywhere (frame i ends at
// floor(i·10⁹/F) ns, package instrument), each clock reading off by up to
// ±Noise drawn from Seed, as policies' frames are; or, with Jitter, frames
// of 4 to 40 ms drawn uniformly from Seed (the jittery frames of `tickbox
// compare`). With Snap they pass through a Snapper first.
type judderPattern struct {
	Name   string
	Rate   string        // a frame rate, as -frames takes it: "60", "59.94"
	Noise  time.Duration // timer noise on each clock reading, ±
	Jitter bool
	Seed   uint64
	Snap   bool
}

// The judder measurement: a ball at constant velocity in a box far larger
// than its path, watched for judderTime after a warm-up long enough for a
// pacing.Snapper to measure the refresh rate.
const (
	judderSpeed  = 3.0 // m/s along x
	judderWarmUp = 5 * time.Second
	judderTime   = 10 * time.Second
)

// measureJudder draws a ball moving at constant velocity (gravity off, no
// wall or bumper in reach) under p's frames, through the scheduler at its
// default settings, in each of blend.Modes, and returns the judder of each,
// in that order. c configures the Snapper of a pattern with Snap set.
//
// The expected step in a frame is the ball's speed times the frame's real
// length, which for a noisy display is one refresh, not what the clock read.
// The drawn step is the change in where the mode draws the ball.
func measureJudder(p judderPattern, c pacing.Config) ([]judderResult, error) {
	run, err := newJudderRun(p, c)
	if err != nil {
		return nil, err
	}
	for run.seen < judderWarmUp+judderTime {
		if err := run.frame(); err != nil {
			return nil, fmt.Errorf("%s: %w", p.Name, err)
		}
	}
	out := make([]judderResult, len(blend.Modes))
	for i, m := range blend.Modes {
		out[i] = judderResult{Mode: m, Pattern: p.Name, RelativeStddev: run.steps[i].Value()}
	}
	return out, nil
}

// judderRun is one judder measurement in progress: the window's loop on a
// virtual clock, its frame-time filter on for a snapped pattern.
type judderRun struct {
	loop   *pacedLoop
	frames frameSource
	seen   time.Duration // real time played so far
	drawn  [len(blend.Modes)]float64
	steps  [len(blend.Modes)]instrument.Judder
}

func newJudderRun(p judderPattern, c pacing.Config) (*judderRun, error) {
	src, err := p.frames()
	if err != nil {
		return nil, err
	}
	r := &judderRun{frames: src}
	if r.loop, err = newPacedLoop(judderConfig(), c, p.Snap); err != nil {
		return nil, err
	}
	b := &r.loop.world.Balls // set up before the first tick, as a level would be
	b.VX[0], b.VY[0] = judderSpeed, 0
	for i := range r.drawn {
		r.drawn[i] = b.X[0]
	}
	return r, nil
}

// judderConfig is a world of one ball and no gravity, in a box of 1 km with
// the bumper in its far corner: the ball (at x = 2 m, y = 8 m, moving 3 m/s
// along x) touches nothing for five minutes.
func judderConfig() bounce.Config {
	c := bounce.DefaultConfig()
	c.Balls, c.Gravity = 1, 0
	c.Width, c.Height = 1000, 1000
	c.BumperX, c.BumperY, c.BumperRadius = 900, 900, 1
	return c
}

// frame plays one frame and, after the warm-up, records each mode's step.
func (r *judderRun) frame() error {
	read, real := r.frames.Next()
	f, err := r.loop.frame(read)
	if err != nil {
		return err
	}
	b := &r.loop.world.Balls
	for i, m := range blend.Modes {
		x := m.At(b.PrevX[0], b.X[0], f.Alpha)
		if r.seen >= judderWarmUp {
			r.steps[i].Add((x - r.drawn[i]) / (judderSpeed * real.Seconds()))
		}
		r.drawn[i] = x
	}
	r.seen += real
	return nil
}

// frameSource makes up frames: each frame's length as the clock reads it,
// and as it really was.
type frameSource interface {
	Next() (read, real time.Duration)
}

// frames returns p's frame source, or an error naming a bad rate or noise.
func (p judderPattern) frames() (frameSource, error) {
	if p.Jitter {
		return exactFrames{instrument.NewJitter(p.Seed)}, nil
	}
	if p.Noise < 0 || p.Noise > maxNoise {
		return nil, fmt.Errorf("timer noise %v: %s", p.Noise, noiseRule)
	}
	steady, err := capture.NewSteady(p.Rate)
	if err != nil {
		return nil, err
	}
	return endless{newNoisyDisplay(steady, p.Noise, math.MaxInt64, p.Seed)}, nil
}

// endless is noisy frames that never run out, as a frameSource.
type endless struct{ d *noisyDisplay }

func (e endless) Next() (read, real time.Duration) {
	read, real, _ = e.d.next()
	return read, real
}

// exactFrames are frames the clock reads exactly as they were.
type exactFrames struct{ src instrument.Source }

func (e exactFrames) Next() (read, real time.Duration) {
	d := e.src.Next(0)
	return d, d
}
