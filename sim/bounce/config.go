package bounce

import (
	"fmt"

	"tickbox/sim/sched"
)

// Limits on a Config, checked by Validate. The physical ones keep every
// world finite: with speeds, sizes and gravity inside them no value a tick
// computes comes near the range of a float64, after any number of ticks
// (kicks add at most 4 m/s each; energy is otherwise kept or lost).
// The tick rate's bounds are the scheduler's (sched.MinRate, sched.MaxRate).
const (
	MaxBalls = 1_000_000 // the headless lab's largest world

	minSize       = 0.1   // m: the box's smallest side
	maxSize       = 1000  // m: the box's largest side, and the bumper's largest radius
	maxGravity    = 100   // m/s², about ten times the Earth's
	maxJumpSpeed  = 100   // m/s
	maxBallRadius = 100.0 // m; a ball must also fit the box
)

// Config is everything a world is made from. Two worlds with equal configs,
// fed equal inputs, stay bit-identical. Lengths are metres, speeds m/s.
type Config struct {
	Model   Model // the physics: sandbox or lesson
	Version int   // the model's physics version; must be Model.Version()

	Rate  int    // ticks per second: the step is exactly 1/Rate s
	Balls int    // number of balls, 0..MaxBalls; ball 1 is the marked one
	Seed  uint64 // seeds the world's RNG: where balls 2.. start, kicks, teleports

	Width, Height float64 // the balls' box, corner at (0, 0), y up
	BumperX       float64 // centre of the round bumper
	BumperY       float64
	BumperRadius  float64
	BallRadius    float64
	Restitution   float64 // speed kept by a bounce, 0..1
	Gravity       float64 // m/s², pulls y down; 0 lets bodies fly straight
	JumpSpeed     float64 // vy given by a jump

	// Build is how multiply-adds are rounded: Strict for play, Clang or
	// GCC for the twin, which shows what a compiler that contracts them
	// into FMAs computes. Never for play.
	Build Build
}

// DefaultConfig is the sandbox's world: 60 Hz, three balls in a 10 × 10 m
// box around a bumper of radius 1.5 m at its centre, restitution 1.
func DefaultConfig() Config {
	return Config{
		Model:        SandboxModel,
		Version:      sandboxVersion,
		Rate:         60,
		Balls:        3,
		Seed:         1,
		Width:        10,
		Height:       10,
		BumperX:      5,
		BumperY:      5,
		BumperRadius: 1.5,
		BallRadius:   0.2,
		Restitution:  1,
		Gravity:      9.81,
		JumpSpeed:    5,
	}
}

// LessonConfig is the lesson's world: one point ball in a 10 × 10 m box, a
// bumper of radius 1.5 m at (5, 5), gravity 9.81 m/s², 60 Hz, elastic.
func LessonConfig() Config {
	c := DefaultConfig()
	c.Model, c.Version = Lesson, lessonVersion
	c.Balls, c.BallRadius = 1, 0
	return c
}

// Validate reports the first value that breaks a rule, naming both. A
// Version other than the model's is a *VersionError.
func (c Config) Validate() error {
	if c.Model != SandboxModel && c.Model != Lesson {
		return fmt.Errorf("world model %d: must be %d (sandbox) or %d (lesson)", c.Model, SandboxModel, Lesson)
	}
	if c.Version != c.Model.Version() {
		return &VersionError{Model: c.Model, Have: c.Version, Want: c.Model.Version()}
	}
	if c.Build > GCC {
		return fmt.Errorf("build %d: must be %d (strict), %d (clang) or %d (gcc)", c.Build, Strict, Clang, GCC)
	}
	if err := sched.CheckRate(c.Rate); err != nil {
		return err
	}
	if c.Balls < 0 || c.Balls > MaxBalls {
		return fmt.Errorf("balls %d: must be 0 to %d", c.Balls, MaxBalls)
	}
	if err := c.validateRanges(); err != nil {
		return err
	}
	if err := c.validateShapes(); err != nil {
		return err
	}
	return c.validateLesson()
}

// validateRanges checks each physical value against its range. NaN fails
// every comparison, so it is caught by the same test.
func (c Config) validateRanges() error {
	for _, f := range []struct {
		name, unit string
		v, lo, hi  float64
	}{
		{"width", "m", c.Width, minSize, maxSize},
		{"height", "m", c.Height, minSize, maxSize},
		{"ball radius", "m", c.BallRadius, 0, maxBallRadius},
		{"bumper radius", "m", c.BumperRadius, 0, maxSize},
		{"restitution", "", c.Restitution, 0, 1},
		{"gravity", "m/s²", c.Gravity, 0, maxGravity},
		{"jump speed", "m/s", c.JumpSpeed, 0, maxJumpSpeed},
	} {
		if !(f.v >= f.lo && f.v <= f.hi) {
			return fmt.Errorf("%s %v %s: must be %v to %v", f.name, f.v, f.unit, f.lo, f.hi)
		}
	}
	return nil
}

// validateShapes checks that the box, bumper and balls fit together.
func (c Config) validateShapes() error {
	switch {
	case c.Width <= 2*c.BallRadius || c.Height <= 2*c.BallRadius:
		return fmt.Errorf("box %v × %v m: must be wider and taller than a ball (%v m across)",
			c.Width, c.Height, 2*c.BallRadius)
	case !(c.BumperX >= 0 && c.BumperX <= c.Width && c.BumperY >= 0 && c.BumperY <= c.Height):
		return fmt.Errorf("bumper centre (%v, %v) m: must be inside the %v × %v m box",
			c.BumperX, c.BumperY, c.Width, c.Height)
	}
	return nil
}

// validateLesson checks what the lesson's formulas assume: point balls and
// elastic bounces, since its walls are at 0 and the box's sides and its
// bounces keep all speed.
func (c Config) validateLesson() error {
	if c.Model != Lesson {
		return nil
	}
	if c.BallRadius != 0 {
		return fmt.Errorf("ball radius %v m in the lesson world: its balls are points (0 m)", c.BallRadius)
	}
	if c.Restitution != 1 {
		return fmt.Errorf("restitution %v in the lesson world: its bounces are elastic (1)", c.Restitution)
	}
	return nil
}
