package sim

// stepTwin is Balls.step as a compiler that contracts multiply-adds into
// FMAs computes it (a.build Clang or GCC): the same formulas, with the
// products a Clang build fuses within an expression (collide, bump) and,
// for GCC, the position updates fused across statements too. It is a
// separate loop because the fused path in the hot loop costs every ball of
// every real world register spills; speed does not matter here.
func (b *Balls) stepTwin(a *arena) {
	gdt := float64(-a.gravity * a.dt)
	across := a.build.across()
	for i := range b.X {
		vx, vy0 := b.VX[i], b.VY[i]
		vy := vy0 + gdt
		x := mulAdd(vx, a.dt, b.PrevX[i], across)
		y := mulAdd(vy0+gdt/2, a.dt, b.PrevY[i], across)
		dx, dy := x-a.bumperX, y-a.bumperY
		if x < a.left || x > a.right || y < a.floor || y > a.ceiling ||
			mulAdd(dx, dx, float64(dy*dy), true) < a.reach2 {
			x, y, vx, vy = a.collide(x, y, vx, vy)
		}
		b.X[i], b.Y[i], b.VX[i], b.VY[i] = x, y, vx, vy
	}
}
