package bounce_test

import (
	"math"
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

// newWorld makes a world from the default config changed by edit.
func newWorld(t testing.TB, edit func(*bounce.Config)) *bounce.World {
	t.Helper()
	c := bounce.DefaultConfig()
	if edit != nil {
		edit(&c)
	}
	w, err := bounce.New(c)
	if err != nil {
		t.Fatalf("bounce.New: %v", err)
	}
	return w
}

func TestNewPlacesBallOne(t *testing.T) {
	w := newWorld(t, nil)
	b := &w.Balls
	if b.Len() != 3 {
		t.Fatalf("balls = %d, want 3", b.Len())
	}
	if b.X[0] != 2 || b.Y[0] != 8 || b.VX[0] != 3 || b.VY[0] != 0 {
		t.Errorf("ball 1 = (%v, %v) moving (%v, %v), want (2, 8) moving (3, 0)",
			b.X[0], b.Y[0], b.VX[0], b.VY[0])
	}
	if b.PrevX[0] != 2 || b.PrevY[0] != 8 {
		t.Errorf("ball 1 previous = (%v, %v), want (2, 8)", b.PrevX[0], b.PrevY[0])
	}
	c := w.Config
	for i := 1; i < b.Len(); i++ {
		dx, dy := b.X[i]-c.BumperX, b.Y[i]-c.BumperY
		if math.Hypot(dx, dy) <= c.BumperRadius+c.BallRadius {
			t.Errorf("ball %d starts inside the bumper at (%v, %v)", i+1, b.X[i], b.Y[i])
		}
	}
}

func TestSameSeedSameWorld(t *testing.T) {
	a, b := newWorld(t, nil), newWorld(t, nil)
	other := newWorld(t, func(c *bounce.Config) { c.Seed = 2 })
	if a.Fingerprint() != b.Fingerprint() {
		t.Fatal("two worlds from one config differ")
	}
	if a.Fingerprint() == other.Fingerprint() {
		t.Fatal("worlds from seeds 1 and 2 have the same fingerprint")
	}
	for tick := range 600 {
		in := scriptedInput(int64(tick))
		a.Step(in)
		b.Step(in)
	}
	if a.Fingerprint() != b.Fingerprint() {
		t.Fatal("two worlds fed the same inputs differ after 600 ticks")
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*bounce.Config)
		want string // part of the error; "" for none
	}{
		{"default", func(*bounce.Config) {}, ""},
		{"rate 0", func(c *bounce.Config) { c.Rate = 0 }, "tick rate 0 Hz"},
		{"rate 1001", func(c *bounce.Config) { c.Rate = 1001 }, "tick rate 1001 Hz"},
		{"rate 1000", func(c *bounce.Config) { c.Rate = 1000 }, ""},
		{"negative balls", func(c *bounce.Config) { c.Balls = -1 }, "balls -1"},
		{"too many balls", func(c *bounce.Config) { c.Balls = bounce.MaxBalls + 1 }, "balls 1000001"},
		{"no balls", func(c *bounce.Config) { c.Balls = 0 }, ""},
		{"NaN gravity", func(c *bounce.Config) { c.Gravity = math.NaN() }, "gravity NaN"},
		{"infinite width", func(c *bounce.Config) { c.Width = math.Inf(1) }, "width +Inf"},
		{"tiny box", func(c *bounce.Config) { c.Width = 0.3 }, "box 0.3 × 10 m"},
		{"bumper outside", func(c *bounce.Config) { c.BumperX = 11 }, "bumper centre (11, 5)"},
		{"restitution 1.5", func(c *bounce.Config) { c.Restitution = 1.5 }, "restitution 1.5"},
		{"negative ball radius", func(c *bounce.Config) { c.BallRadius = -1 }, "ball radius -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := bounce.DefaultConfig()
			tt.edit(&c)
			_, err := bounce.New(c)
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("New: %v, want no error", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("New: %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestSetRate(t *testing.T) {
	w := newWorld(t, nil)
	if err := w.SetRate(120); err != nil {
		t.Fatal(err)
	}
	if w.Dt() != 1.0/120 || w.Config.Rate != 120 {
		t.Errorf("after SetRate(120): dt %v rate %d", w.Dt(), w.Config.Rate)
	}
	for _, hz := range []int{0, -5, 1001} {
		if err := w.SetRate(hz); err == nil {
			t.Errorf("SetRate(%d) = nil, want an error", hz)
		}
	}
	if w.Config.Rate != 120 {
		t.Errorf("a refused SetRate changed the rate to %d", w.Config.Rate)
	}
}

func TestStepVariableRejectsBadDt(t *testing.T) {
	w := newWorld(t, nil)
	before := w.Fingerprint()
	for _, dt := range []float64{0, -0.01, math.NaN(), math.Inf(1)} {
		if err := w.StepVariable(bounce.Input{}, dt); err == nil {
			t.Errorf("StepVariable(dt %v) = nil, want an error", dt)
		}
	}
	if w.Fingerprint() != before {
		t.Error("a refused variable step changed the world")
	}
}

func TestTeleportSnaps(t *testing.T) {
	w := newWorld(t, nil)
	w.Step(bounce.Input{})
	x0 := w.Balls.X[0]
	w.Step(bounce.Input{Teleport: bounce.Tap(true)})
	b := &w.Balls
	// The previous position is where the teleport put the ball, so drawing
	// between previous and current never crosses the box.
	if math.Abs(b.X[0]-b.PrevX[0]) > 0.1 || math.Abs(b.Y[0]-b.PrevY[0]) > 0.1 {
		t.Errorf("after teleport ball 1 glides from (%v, %v) to (%v, %v)", b.PrevX[0], b.PrevY[0], b.X[0], b.Y[0])
	}
	if b.PrevX[0] == x0 {
		t.Error("teleport did not move ball 1")
	}
}

func TestKickPushesEveryBall(t *testing.T) {
	for _, k := range []bounce.Kick{bounce.KickLeft, bounce.KickRight, bounce.KickUp} {
		w := newWorld(t, func(c *bounce.Config) { c.Gravity = 0; c.Balls = 5 })
		ref := newWorld(t, func(c *bounce.Config) { c.Gravity = 0; c.Balls = 5 })
		w.Step(bounce.Input{Kick: k})
		ref.Step(bounce.Input{})
		for i := range w.Balls.Len() {
			dvx := w.Balls.VX[i] - ref.Balls.VX[i]
			dvy := w.Balls.VY[i] - ref.Balls.VY[i]
			push := map[bounce.Kick]float64{bounce.KickLeft: -dvx, bounce.KickRight: dvx, bounce.KickUp: dvy}[k]
			// A bounce in this tick can flip a component; none happens at the
			// start positions with these speeds.
			if push < 2 || push >= 4 {
				t.Errorf("kick %v: ball %d pushed %v m/s, want 2 to 4", k, i+1, push)
			}
		}
	}
}

// A tick allocates nothing, even in the largest world and with every kind
// of input: the balls' state is swapped, not copied.
func TestStepDoesNotAllocate(t *testing.T) {
	w := newWorld(t, func(c *bounce.Config) { c.Balls = bounce.MaxBalls })
	tick := int64(0)
	allocs := testing.AllocsPerRun(8, func() {
		w.Step(scriptedInput(tick))
		w.Step(bounce.Input{Jump: bounce.Tap(true), Kick: bounce.KickUp, Teleport: bounce.Tap(true)})
		tick++
	})
	if allocs != 0 {
		t.Errorf("a tick of %d balls allocates %v times, want 0", bounce.MaxBalls, allocs)
	}
}
