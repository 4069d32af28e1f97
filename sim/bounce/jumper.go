package bounce

// Jumper is a body that moves only up and down: the textbook jump. Its
// previous height is kept for interpolation, and its peak is the highest it
// has been, which shows how the step length changes a jump.
type Jumper struct {
	Y         float64 // height above the ground, m
	VY        float64 // vertical speed, m/s, up is positive
	PreviousY float64 // Y before the latest tick
	Peak      float64 // the highest Y reached so far
}

// OnGround reports whether the jumper stands on the ground and may jump.
func (j *Jumper) OnGround() bool { return j.Y <= 0 }

// jump gives the jumper speed upwards if it stands on the ground.
func (j *Jumper) jump(speed float64) {
	if j.OnGround() {
		j.VY = speed
	}
}

// step advances the jumper by dt with semi-implicit Euler, in exactly this
// order: remember Y, change VY by gravity, move Y by the new VY, land, record
// the peak. Using the new VY (not the old) keeps the jump's energy bounded.
// The change of VY is one constant product (-gravity·dt), never fused; a
// GCC build fuses the move across statements, as it does the balls'.
func (j *Jumper) step(gravity, dt float64, b Build) {
	j.PreviousY = j.Y
	j.VY = float64(-gravity*dt) + j.VY
	j.Y = mulAdd(j.VY, dt, j.Y, b.across())
	if j.Y <= 0 {
		j.Y = 0
		j.VY = 0
	}
	j.Peak = max(j.Peak, j.Y)
}

// Fingerprint hashes the jumper's state in the order Y, VY, PreviousY, Peak.
func (j *Jumper) Fingerprint() uint64 {
	h := newHasher()
	j.hash(&h)
	return h.Sum()
}

func (j *Jumper) hash(h *hasher) {
	h.Float(j.Y)
	h.Float(j.VY)
	h.Float(j.PreviousY)
	h.Float(j.Peak)
}
