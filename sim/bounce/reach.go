package bounce

import (
	"fmt"
	"math"
)

// stateError is a state no tick could have left, found by reachable: the
// field, where a snapshot holds it, and why no tick leaves it so.
type stateError struct {
	Field  string // "ball 3's vy"
	Offset int    // the field's first byte in the snapshot (World.MarshalBinary)
	What   string // "1e+200 m/s: faster than any tick makes a ball by tick 0 (at most 10 m/s)"
}

func (e *stateError) Error() string { return e.Field + " " + e.What }

// Per tick, what can add to a body's speed: a kick (at most 4 m/s), and
// gravity for at most a second (the slowest tick rate is 1 Hz) three times
// over: its pull, and a bounce off the floor or the ceiling, which at most
// gives back twice the pull's work over the tick (see bounceY). A bumper or
// a wall never adds any; a teleport moves only ball 1's place. Worlds start
// slower than startSpeed (ball 1 at 3 m/s, the others at most √20).
const (
	kickSpeed  = 4.0 // m/s a kick adds at most
	startSpeed = 5.0 // m/s, above any ball's speed in a world New makes
	// reachSlack doubles every bound, so that rounding, which keeps energy
	// to within a few units in the last place a tick, never meets it.
	reachSlack = 2.0
)

// reachable reports the first value of w that no run of ticks from a world
// New makes could have left by w.Tick, naming it: a value that is not a
// finite number; a ball of the sandbox outside the box (its centre stays
// within a ball radius of the walls) or one of the lesson's further out
// than its speed could take it; a body faster than speedBound allows by
// then; a jumper below the ground, above its peak, or rising faster than
// its jump. A replay's start state is checked so: a ball put outside the box
// by hand gained speed without bound (to 4.4e150 m/s in a few ticks), and a
// NaN played on, against "every value stays finite" and "no ball leaves
// the box".
func (w *World) reachable() error {
	if err := w.reachableJumper(); err != nil {
		return err
	}
	b := &w.Balls
	for i := range b.Len() {
		if err := w.reachableBall(i); err != nil {
			return err
		}
	}
	return nil
}

// speedBound is the fastest a body can be after ticks ticks (see the
// constants above), doubled.
func (w *World) speedBound() float64 {
	perTick := kickSpeed + 3*w.Config.Gravity // m/s
	return reachSlack * (max(startSpeed, w.Config.JumpSpeed) + float64(w.Tick)*perTick)
}

// jumperOffset and ballOffset are where a snapshot holds the jumper's
// fields and ball i's (see snapshot.go).
const jumperOffset = snapshotHeader - 4*8

func ballOffset(i int) int { return snapshotHeader + i*snapshotPerBall }

func (w *World) reachableJumper() error {
	j := &w.Jumper
	fields := [4]float64{j.Y, j.VY, j.PreviousY, j.Peak}
	for k, name := range [4]string{"y", "vy", "previous y", "peak"} {
		if err := finite("the jumper's "+name, jumperOffset+8*k, fields[k]); err != nil {
			return err
		}
	}
	bad := func(k int, name, what string, args ...any) error {
		return &stateError{"the jumper's " + name, jumperOffset + 8*k, fmt.Sprintf(what, args...)}
	}
	switch fall := w.speedBound(); {
	case j.Y < 0:
		return bad(0, "y", "%v m: below the ground, where every tick stops it", j.Y)
	case j.PreviousY < 0:
		return bad(2, "previous y", "%v m: below the ground, where every tick stops it", j.PreviousY)
	case j.VY > w.Config.JumpSpeed:
		return bad(1, "vy", "%v m/s: rising faster than its jump (%v m/s)", j.VY, w.Config.JumpSpeed)
	case j.VY < -fall:
		return bad(1, "vy", "%v m/s: falling faster than any tick makes it by tick %d (at most %.3g m/s)", j.VY, w.Tick, fall)
	case j.Peak < j.Y || j.Peak < j.PreviousY:
		return bad(3, "peak", "%v m: below its height (%v m, before the tick %v m), which every tick adds to the peak", j.Peak, j.Y, j.PreviousY)
	}
	return nil
}

// reachableBall checks ball i (ball i+1, as messages count).
func (w *World) reachableBall(i int) error {
	b, c := &w.Balls, &w.Config
	v := [6]float64{b.X[i], b.Y[i], b.VX[i], b.VY[i], b.PrevX[i], b.PrevY[i]}
	names := [6]string{"x", "y", "vx", "vy", "previous x", "previous y"}
	// Named only for an error: a start state of a million balls is
	// checked on every load and save of its replay.
	field := func(k int) string { return fmt.Sprintf("ball %d's %s", i+1, names[k]) }
	for k := range v {
		if !isFinite(v[k]) {
			return finite(field(k), ballOffset(i)+8*k, v[k])
		}
	}
	if speed, most := math.Hypot(v[2], v[3]), w.speedBound(); speed > most {
		return &stateError{fmt.Sprintf("ball %d's speed", i+1), ballOffset(i) + 16,
			fmt.Sprintf("%.3g m/s: faster than any tick makes a ball by tick %d (at most %.3g m/s)", speed, w.Tick, most)}
	}
	lo, hiX, hiY := w.ballRange()
	for _, k := range [4]int{0, 1, 4, 5} {
		hi := hiX
		if k == 1 || k == 5 {
			hi = hiY
		}
		if !(v[k] >= lo && v[k] <= hi) {
			return &stateError{field(k), ballOffset(i) + 8*k,
				fmt.Sprintf("%v m: outside the %v × %v m box (a ball's centre stays within %.6g to %.6g m)", v[k], c.Width, c.Height, lo, hi)}
		}
	}
	return nil
}

// ballRange is where a ball's centre can be: in the sandbox a ball radius
// inside each wall, give or take rounding (a teleport's place is a product
// and a sum); the lesson's walls mirror a ball once a tick, so a ball fast
// enough to cross more than the box in a tick goes past them, as far as
// its speed takes it.
func (w *World) ballRange() (lo, hiX, hiY float64) {
	c := &w.Config
	if c.Model == Lesson {
		out := w.speedBound() * float64(w.Tick+1) // a second a tick at most
		return -out, c.Width + out, c.Height + out
	}
	slack := 1e-12 * max(c.Width, c.Height)
	return c.BallRadius - slack, c.Width - c.BallRadius + slack, c.Height - c.BallRadius + slack
}

// finite refuses a value that is not a finite number.
func finite(field string, offset int, v float64) error {
	if !isFinite(v) {
		return &stateError{field, offset, fmt.Sprintf("%v: not a finite number", v)}
	}
	return nil
}

func isFinite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
