package bounce

import "math"

// stepLesson advances every ball by the lesson's own formulas, in exactly
// the lesson's order, each product rounded on its own before it is added
// (Strict), or contracted as a.build says. For a ball at (x, y) moving
// (vx, vy), with the box W × H, the bumper's centre (bx, by) and radius r:
//
//	vy += (-g * dt)                  // the product is one constant
//	x += vx*dt;  y += vy*dt          // GCC: x = FMA(vx, dt, x), and y
//	if x < 0 { x = -x; vx = -vx };  if x > W { x = 2W - x; vx = -vx }
//	if y < 0 { y = -y; vy = -vy };  if y > H { y = 2H - y; vy = -vy }
//	cx, cy := x-bx, y-by;  d2 := cx*cx + cy*cy   // Clang, GCC: FMA(cx, cx, cy*cy)
//	if d2 < r*r {
//	    d := sqrt(d2);  nx, ny := cx/d, cy/d
//	    towards := vx*nx + vy*ny                   // Clang, GCC: FMA(vx, nx, vy*ny)
//	    if towards < 0 { vx -= 2*towards*nx; vy -= 2*towards*ny }
//	                                               // Clang, GCC: FMA(-(2*towards), nx, vx)
//	}
//
// The lesson's world is W = H = 10, (bx, by) = (5, 5), r = 1.5, g = 9.81,
// dt = 1/60 (LessonConfig), where 2W = 20 and r*r = 2.25 are exact, so these
// are the lesson's numbers bit for bit. One guard is added: a ball exactly
// at the bumper's centre (d2 = 0) has no normal and is left alone, where
// the lesson would divide by zero.
func (b *Balls) stepLesson(a *arena) {
	b.X, b.PrevX = b.PrevX, b.X
	b.Y, b.PrevY = b.PrevY, b.Y
	gdt := float64(-a.gravity * a.dt)
	across := a.build.across()
	for i := range b.X {
		vx, vy := b.VX[i], b.VY[i]+gdt
		x := mulAdd(vx, a.dt, b.PrevX[i], across)
		y := mulAdd(vy, a.dt, b.PrevY[i], across)
		x, vx = lessonWall(x, vx, a.right)
		y, vy = lessonWall(y, vy, a.ceiling)
		vx, vy = a.lessonBump(x, y, vx, vy)
		b.X[i], b.Y[i], b.VX[i], b.VY[i] = x, y, vx, vy
	}
}

// lessonWall is the lesson's wall: mirror at 0 and at hi, speed reversed.
func lessonWall(p, v, hi float64) (float64, float64) {
	if p < 0 {
		p, v = -p, -v
	}
	if p > hi {
		p, v = 2*hi-p, -v
	}
	return p, v
}

// lessonBump is the lesson's bumper: reflect the velocity off the normal
// if the ball is inside and moving towards the centre.
func (a *arena) lessonBump(x, y, vx, vy float64) (float64, float64) {
	fuse := a.build.within()
	cx, cy := x-a.bumperX, y-a.bumperY
	d2 := mulAdd(cx, cx, float64(cy*cy), fuse)
	if !(d2 < a.reach2) || d2 == 0 {
		return vx, vy
	}
	d := math.Sqrt(d2)
	nx, ny := cx/d, cy/d
	towards := mulAdd(vx, nx, float64(vy*ny), fuse)
	if towards < 0 {
		vx = mulSub(2*towards, nx, vx, fuse)
		vy = mulSub(2*towards, ny, vy, fuse)
	}
	return vx, vy
}

// mulSub returns c - a*b: rounded twice, or once as FMA(-a, b, c).
func mulSub(a, b, c float64, fused bool) float64 {
	if fused {
		return fusedMulAdd(-a, b, c)
	}
	return c - float64(a*b)
}
