package sim

// stepFused is Balls.step as a compiler that fuses multiply-adds computes it:
// the same formulas, each a*b + c rounded once (mulAdd with fused set). It is
// a separate loop because the fused path in the hot loop costs every ball of
// every real world register spills; speed does not matter here.
func (b *Balls) stepFused(a *arena) {
	for i := range b.X {
		vx, vy := b.VX[i], mulAdd(-a.gravity, a.dt, b.VY[i], true)
		x := mulAdd(vx, a.dt, b.PrevX[i], true)
		y := mulAdd(vy, a.dt, b.PrevY[i], true)
		x, vx = wall(x, vx, a.left, a.right, a.restitution)
		y, vy = wall(y, vy, a.floor, a.ceiling, a.restitution)
		dx, dy := x-a.bumperX, y-a.bumperY
		if d2 := mulAdd(dx, dx, float64(dy*dy), true); d2 < a.reach2 {
			vx, vy = a.bump(vx, vy, dx, dy, d2)
		}
		b.X[i], b.Y[i], b.VX[i], b.VY[i] = x, y, vx, vy
	}
}
