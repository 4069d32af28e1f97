package bounce_test

import (
	"math"
	"testing"

	"tickbox/sim/bounce"
)

// oneBall is a world with a single ball at (x, y) moving (vx, vy), no
// gravity and a 10 Hz step (dt 0.1 s), so each case is easy to work by hand.
func oneBall(t *testing.T, x, y, vx, vy, restitution float64) *bounce.World {
	w := newWorld(t, func(c *bounce.Config) {
		c.Balls, c.Gravity, c.Rate, c.Restitution = 1, 0, 10, restitution
	})
	b := &w.Balls
	b.X[0], b.Y[0], b.VX[0], b.VY[0] = x, y, vx, vy
	return w
}

func TestBallBounces(t *testing.T) {
	const r = 0.2 // the default ball radius: the centre turns back at r from a wall
	tests := []struct {
		name                   string
		x, y, vx, vy, e        float64
		wantX, wantY, wvx, wvy float64
	}{
		{"free flight", 2, 8, 3, 0, 1, 2.3, 8, 3, 0},
		{"left wall", 0.3, 8, -2, 0, 1, 2*r - 0.1, 8, 2, 0},
		{"right wall", 9.7, 8, 2, 0, 1, 2*(10-r) - 9.9, 8, -2, 0},
		{"floor", 2, 0.3, 0, -2, 1, 2, 2*r - 0.1, 0, 2},
		{"ceiling", 2, 9.7, 0, 2, 1, 2, 2*(10-r) - 9.9, 0, -2},
		{"floor, restitution 0.5", 2, 0.3, 0, -2, 0.5, 2, 2*r - 0.1, 0, 1},
		{"corner", 0.3, 0.3, -2, -2, 1, 2*r - 0.1, 2*r - 0.1, 2, 2},
		// Head-on into the bumper (centre (5, 5), reach 1.7 m) from the left:
		// the speed towards the centre reverses.
		{"bumper head-on", 3.4, 5, 1, 0, 1, 3.5, 5, -1, 0},
		{"bumper head-on, restitution 0.5", 3.4, 5, 1, 0, 0.5, 3.5, 5, -0.5, 0},
		// Inside the bumper but moving outwards: left alone.
		{"bumper, moving away", 3.5, 5, -1, 0, 1, 3.4, 5, -1, 0},
		// Moving tangentially (v·d = 0): left alone.
		{"bumper, tangent", 5, 3.5, 1, 0, 1, 5.1, 3.5, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := oneBall(t, tt.x, tt.y, tt.vx, tt.vy, tt.e)
			w.Step(bounce.Input{})
			b := &w.Balls
			got := [4]float64{b.X[0], b.Y[0], b.VX[0], b.VY[0]}
			want := [4]float64{tt.wantX, tt.wantY, tt.wvx, tt.wvy}
			for i := range got {
				if math.Abs(got[i]-want[i]) > 1e-12 {
					t.Fatalf("after one tick (x, y, vx, vy) = %v, want %v", got, want)
				}
			}
			if b.PrevX[0] != tt.x || b.PrevY[0] != tt.y {
				t.Errorf("previous = (%v, %v), want (%v, %v)", b.PrevX[0], b.PrevY[0], tt.x, tt.y)
			}
		})
	}
}

// A diagonal hit reflects off the normal: the tangential part is kept.
func TestBumperReflectsOffTheNormal(t *testing.T) {
	// At 45° below-left of the centre, inside the reach, moving straight up.
	off := 1.6 / math.Sqrt2
	w := oneBall(t, 5-off, 5-off-0.1, 0, 1, 1)
	w.Step(bounce.Input{})
	// Normal n = (-1, -1)/√2, v = (0, 1): v·n = -1/√2, v' = v - 2(v·n)n = (-1, 0).
	if vx, vy := w.Balls.VX[0], w.Balls.VY[0]; math.Abs(vx+1) > 1e-12 || math.Abs(vy) > 1e-12 {
		t.Errorf("velocity after a 45° hit = (%v, %v), want (-1, 0)", vx, vy)
	}
}

// With restitution 1 a ball bouncing straight up and down on the floor
// returns to its start height: the bounce keeps its energy, and the ball
// moves on the exact arc of constant gravity within a tick, so its peak is
// 8 m less at most the drop of the half tick around the apex (g·dt²/8).
func TestBouncingKeepsHeight(t *testing.T) {
	w := newWorld(t, func(c *bounce.Config) { c.Balls = 1 })
	w.Balls.VX[0] = 0 // straight down at x = 2, clear of the bumper
	top := 0.0
	for tick := range 60 * 20 {
		w.Step(bounce.Input{})
		if tick > 60*10 {
			top = max(top, w.Balls.Y[0])
		}
	}
	if low := 8 - 9.81/60/60/8; top < low || top > 8 {
		t.Errorf("after 10 s of bounces ball 1 peaks at %v m, want %v to 8 m", top, low)
	}
}
