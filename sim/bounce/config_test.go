package bounce_test

import (
	"math"
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

// TestConfigRanges: a value just outside its range is refused, naming it.
func TestConfigRanges(t *testing.T) {
	tests := []struct {
		edit func(*bounce.Config)
		want string
	}{
		{func(c *bounce.Config) { c.Gravity = 1e308 }, "gravity 1e+308 m/s²: must be 0 to 100"},
		{func(c *bounce.Config) { c.Gravity = -1 }, "gravity -1 m/s²: must be 0 to 100"},
		{func(c *bounce.Config) { c.Width = math.NaN() }, "width NaN m: must be 0.1 to 1000"},
		{func(c *bounce.Config) { c.Height = 1001 }, "height 1001 m: must be 0.1 to 1000"},
		{func(c *bounce.Config) { c.BallRadius = -0.1 }, "ball radius -0.1 m: must be 0 to 100"},
		{func(c *bounce.Config) { c.BumperRadius = math.Inf(1) }, "bumper radius +Inf m: must be 0 to 1000"},
		{func(c *bounce.Config) { c.Restitution = 1.0000001 }, "restitution 1.0000001 : must be 0 to 1"},
		{func(c *bounce.Config) { c.JumpSpeed = 101 }, "jump speed 101 m/s: must be 0 to 100"},
		{func(c *bounce.Config) { c.BallRadius = 5 }, "box 10 × 10 m: must be wider and taller than a ball"},
		{func(c *bounce.Config) { c.BumperX = -1 }, "bumper centre (-1, 5) m: must be inside"},
		{func(c *bounce.Config) { c.Version = 1 }, "sandbox physics version 1: this build computes sandbox physics version 2"},
		{func(c *bounce.Config) { c.Build = 3 }, "build 3: must be"},
		{func(c *bounce.Config) { c.Model = 2 }, "world model 2: must be"},
		{func(c *bounce.Config) { *c = bounce.LessonConfig(); c.BallRadius = 0.2 }, "lesson world: its balls are points"},
	}
	for _, tt := range tests {
		c := bounce.DefaultConfig()
		tt.edit(&c)
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Validate = %v, want an error containing %q", err, tt.want)
		}
	}
}
