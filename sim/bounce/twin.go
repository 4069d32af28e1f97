package bounce

// stepTwin is Balls.step as a compiler that contracts multiply-adds into
// FMAs computes it (a.build Clang or GCC): the same formulas, with the
// products a Clang build fuses within an expression (collide, bump) and,
// for GCC, the position updates fused across statements too. It is a
// separate loop because the fused path in the hot loop costs every ball of
// every real world register spills; speed does not matter here.
func (b *Balls) stepTwin(a *arena) {
	half := float64(-a.gravity*a.dt) / 2
	across := a.build.across()
	for i := range b.X {
		vx, mid := b.VX[i], b.VY[i]+half
		x := mulAdd(vx, a.dt, b.PrevX[i], across)
		y := mulAdd(mid, a.dt, b.PrevY[i], across)
		vy := mid + half
		dx, dy := x-a.bumperX, y-a.bumperY
		if x < a.left || x > a.right || y < a.floor || y > a.ceiling ||
			mulAdd(dx, dx, float64(dy*dy), true) < a.reach2 {
			x, y, vx, vy = a.collide(x, y, vx, vy)
		}
		b.X[i], b.Y[i], b.VX[i], b.VY[i] = x, y, vx, vy
	}
}
