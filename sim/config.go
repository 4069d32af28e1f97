package sim

import (
	"fmt"
	"math"
)

// Limits on a Config, checked by Validate.
const (
	MinRate  = 1         // ticks per second
	MaxRate  = 1000      // ticks per second
	MaxBalls = 1_000_000 // the headless lab's largest world
)

// Config is everything a world is made from. Two worlds with equal configs,
// fed equal inputs, stay bit-identical. Lengths are metres, speeds m/s.
type Config struct {
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

	// Fused computes every multiply-add with one rounding (math.FMA), as a
	// compiler that fuses would: the world a naive arm64 build simulates.
	// Only for showing a desync; never for play.
	Fused bool
}

// DefaultConfig is the sandbox's world: 60 Hz, three balls in a 10 × 10 m
// box around a bumper of radius 1.5 m at its centre, restitution 1.
func DefaultConfig() Config {
	return Config{
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

// Validate reports the first value that breaks a rule, naming both.
func (c Config) Validate() error {
	if c.Rate < MinRate || c.Rate > MaxRate {
		return fmt.Errorf("tick rate %d Hz: must be %d to %d", c.Rate, MinRate, MaxRate)
	}
	if c.Balls < 0 || c.Balls > MaxBalls {
		return fmt.Errorf("balls %d: must be 0 to %d", c.Balls, MaxBalls)
	}
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"width", c.Width}, {"height", c.Height}, {"bumper x", c.BumperX},
		{"bumper y", c.BumperY}, {"bumper radius", c.BumperRadius},
		{"ball radius", c.BallRadius}, {"restitution", c.Restitution},
		{"gravity", c.Gravity}, {"jump speed", c.JumpSpeed},
	} {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return fmt.Errorf("%s %v: must be a finite number", f.name, f.v)
		}
	}
	return c.validateShapes()
}

// validateShapes checks that the box, bumper and balls fit together.
func (c Config) validateShapes() error {
	switch {
	case c.BallRadius < 0:
		return fmt.Errorf("ball radius %v m: must not be negative", c.BallRadius)
	case c.Width <= 2*c.BallRadius || c.Height <= 2*c.BallRadius:
		return fmt.Errorf("box %v × %v m: must be wider and taller than a ball (%v m across)",
			c.Width, c.Height, 2*c.BallRadius)
	case c.BumperRadius < 0:
		return fmt.Errorf("bumper radius %v m: must not be negative", c.BumperRadius)
	case c.BumperX < 0 || c.BumperX > c.Width || c.BumperY < 0 || c.BumperY > c.Height:
		return fmt.Errorf("bumper centre (%v, %v) m: must be inside the %v × %v m box",
			c.BumperX, c.BumperY, c.Width, c.Height)
	case c.Restitution < 0 || c.Restitution > 1:
		return fmt.Errorf("restitution %v: must be 0 to 1", c.Restitution)
	}
	return nil
}
