package sandbox

import "tickbox/sim/bounce"

// jumpWatch follows one jumper's current jump, whose peak the scene shows
// beside the best one (sim keeps only the best, Jumper.Peak).
type jumpWatch struct {
	current float64 // the highest point of the latest jump
}

// observe looks at the jumper after a step: leaving the ground starts a new
// jump, and every height above the last is the jump's new peak.
func (w *jumpWatch) observe(j *bounce.Jumper) {
	if j.PreviousY <= 0 && j.Y > 0 {
		w.current = 0
	}
	w.current = max(w.current, j.Y)
}
