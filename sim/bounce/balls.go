package bounce

import "math"

// Balls holds every ball as a struct of arrays: one slice per field, index i
// is ball i+1. A tick walks each slice once from start to end, which is what
// lets a million balls step in a few milliseconds, and the previous positions
// are the other half of a double buffer: a tick swaps X with PrevX (and Y with
// PrevY) and writes the new positions over the old previous ones, so nothing
// is copied and nothing is allocated.
type Balls struct {
	X, Y         []float64 // current position, m
	VX, VY       []float64 // current velocity, m/s
	PrevX, PrevY []float64 // position before the latest tick
}

// Len returns the number of balls.
func (b *Balls) Len() int { return len(b.X) }

func newBalls(n int) Balls {
	return Balls{
		X: make([]float64, n), Y: make([]float64, n),
		VX: make([]float64, n), VY: make([]float64, n),
		PrevX: make([]float64, n), PrevY: make([]float64, n),
	}
}

// resize makes b hold n balls, reusing its slices when they are long
// enough; the balls' values are left to the caller.
func (b *Balls) resize(n int) {
	if min(cap(b.X), cap(b.Y), cap(b.VX), cap(b.VY), cap(b.PrevX), cap(b.PrevY)) < n {
		*b = newBalls(n)
		return
	}
	b.X, b.Y, b.VX, b.VY = b.X[:n], b.Y[:n], b.VX[:n], b.VY[:n]
	b.PrevX, b.PrevY = b.PrevX[:n], b.PrevY[:n]
}

// place puts ball i at (x, y) with no previous motion, so it is drawn there
// at once instead of gliding from where it was.
func (b *Balls) place(i int, x, y float64) {
	b.X[i], b.Y[i] = x, y
	b.PrevX[i], b.PrevY[i] = x, y
}

// arena is what a ball bounces off, precomputed once per tick from Config.
type arena struct {
	left, right, floor, ceiling float64 // where a ball's centre turns back
	bumperX, bumperY            float64
	reach2                      float64 // (bumper radius + ball radius)²
	restitution                 float64
	gravity, dt                 float64
	build                       Build
}

func newArena(c *Config, dt float64) arena {
	reach := c.BumperRadius + c.BallRadius
	return arena{
		left: c.BallRadius, right: c.Width - c.BallRadius,
		floor: c.BallRadius, ceiling: c.Height - c.BallRadius,
		bumperX: c.BumperX, bumperY: c.BumperY,
		reach2:      float64(reach * reach),
		restitution: c.Restitution,
		gravity:     c.Gravity, dt: dt, build: c.Build,
	}
}

// step advances every ball by a.dt: gravity changes vy, the ball moves by
// the mean of its old and new vy (the exact arc of constant gravity, so
// that flight keeps g·y + v²/2), then the walls, then the bumper. The
// previous positions are swapped in, not copied.
func (b *Balls) step(a *arena) {
	b.X, b.PrevX = b.PrevX, b.X
	b.Y, b.PrevY = b.PrevY, b.Y
	if a.build != Strict {
		b.stepTwin(a)
		return
	}
	x, y, vx, vy := b.X, b.Y, b.VX, b.VY
	px, py := b.PrevX[:len(x)], b.PrevY[:len(x)]
	y, vx, vy = y[:len(x)], vx[:len(x)], vy[:len(x)]
	// Half the tick's change of speed, twice: vy at the middle of the tick
	// moves the ball, then the end's vy. Only half is kept, not the whole
	// change as well: one register less keeps the loop free of spills.
	half, dt := float64(-a.gravity*a.dt)/2, a.dt
	left, right, floor, ceiling := a.left, a.right, a.floor, a.ceiling
	bx, by, reach2 := a.bumperX, a.bumperY, a.reach2
	// The body is written out in the loop, arena in locals and every
	// product rounded by hand (see mulAdd), so that each ball stays in
	// registers: a million balls a tick make that worth the length. Most
	// balls touch nothing in a tick; they take a straight path, and only a
	// ball past a wall or inside the bumper's reach goes to collide, out of
	// line, which keeps the common path free of spills (about a fifth
	// faster). The results are the same: collide changes nothing else.
	for i := range x {
		bvx, mid := vx[i], vy[i]+half
		bx1 := float64(bvx*dt) + px[i]
		by1 := float64(mid*dt) + py[i]
		bvy := mid + half
		dx, dy := bx1-bx, by1-by
		if bx1 < left || bx1 > right || by1 < floor || by1 > ceiling ||
			float64(dx*dx)+float64(dy*dy) < reach2 {
			bx1, by1, bvx, bvy = a.collide(bx1, by1, bvx, bvy)
		}
		x[i], y[i], vx[i], vy[i] = bx1, by1, bvx, bvy
	}
}

// collide applies the walls, then the bumper, to a ball that has just moved
// to (x, y) with velocity (vx, vy), in the order the package comment gives.
// It is kept out of line on purpose: inlined into the ball loop, its
// temporaries cost every ball register spills, for the few balls that hit
// something.
//
//go:noinline
func (a *arena) collide(x, y, vx, vy float64) (float64, float64, float64, float64) {
	x, vx = wall(x, vx, a.left, a.right, a.restitution)
	y, vy = a.bounceY(y, vy)
	dx, dy := x-a.bumperX, y-a.bumperY
	if d2 := mulAdd(dx, dx, float64(dy*dy), a.build.within()); d2 < a.reach2 {
		vx, vy = a.bump(vx, vy, dx, dy, d2)
	}
	return x, y, vx, vy
}

// wall mirrors a coordinate that went past lo or hi back inside and reverses
// its speed v, scaled by the restitution: the left and right walls, where
// no force acts along x, so mirroring keeps the energy. A ball that went
// further than the box is wide in one tick is put on the wall it reached.
func wall(p, v, lo, hi, restitution float64) (float64, float64) {
	if p < lo {
		p = (lo - p) + lo
		v = -v * restitution
	}
	if p > hi {
		p = hi - (p - hi)
		v = -v * restitution
	}
	return min(max(p, lo), hi), v
}

// bounceY mirrors a ball that went past the floor or the ceiling back
// inside, like wall, but gravity acts along y: mirroring alone would move
// the ball up or down by twice the depth it went through at the same speed,
// gaining (floor) or losing (ceiling) 2·g·depth of energy per unit mass on
// every bounce. So the speed after the mirror is set from the energy before
// it: g·y + vy²/2 is the same at the new height, times the restitution
// squared. A ball too slow to climb to the mirrored height comes to rest on
// the floor: it loses the little energy it had above the floor (at most
// 2·g·depth), never gains any, and never leaves the box.
func (a *arena) bounceY(y, vy float64) (float64, float64) {
	if y >= a.floor && y <= a.ceiling {
		return y, vy
	}
	fuse := a.build.within()
	g2 := 2 * a.gravity // exact
	twoE := mulAdd(vy, vy, float64(g2*y), fuse)
	up := y < a.floor
	if up {
		y = (a.floor - y) + a.floor
	} else {
		y = a.ceiling - (y - a.ceiling)
	}
	y = min(max(y, a.floor), a.ceiling)
	v2 := mulAdd(-g2, y, twoE, fuse) // vy² at the new height
	if !(v2 > 0) {
		return a.floor, 0
	}
	v := math.Sqrt(v2) * a.restitution
	if !up {
		v = -v
	}
	return y, v
}

// bump reflects the velocity of a ball inside the bumper that moves towards
// its centre off the bumper's surface, whose normal n is the line from the
// centre through the ball: v' = v - (1+e)(v·n)n. The ball's position is left
// alone; once it moves outwards the bumper no longer acts on it. With
// d = ball - centre unnormalised, (v·n)n = (v·d)d/|d|², so no square root is
// needed.
func (a *arena) bump(vx, vy, dx, dy, d2 float64) (float64, float64) {
	fuse := a.build.within()
	vd := mulAdd(vx, dx, float64(vy*dy), fuse)
	if vd >= 0 {
		return vx, vy // moving away from the centre (or at it): leave it be
	}
	k := float64((1+a.restitution)*vd) / d2
	return mulAdd(-k, dx, vx, fuse), mulAdd(-k, dy, vy, fuse)
}
