package world

import "tickbox/sim/fixed"

// Look is where the world is drawn at an alpha: every value package
// main's Draw blends between the last two ticks, blended.
type Look struct {
	Player fixed.Vec
	Comets [comets]fixed.Vec
	Spin   float64 // the spinner's angle, blended the short way round
}

// Look returns where the world is drawn at alpha.
func (w *State) Look(alpha float64) Look {
	l := Look{
		Player: fixed.LerpVec(w.Player.Pos.Previous, w.Player.Pos.Current, alpha),
		Spin:   fixed.LerpAngle(w.Spin.Previous, w.Spin.Current, alpha),
	}
	for i := range w.Comets {
		c := &w.Comets[i].Pos
		l.Comets[i] = fixed.LerpVec(c.Previous, c.Current, alpha)
	}
	return l
}

// cometNames are the comets' names in Drawn.
var cometNames = [comets]string{"comet 0", "comet 1", "comet 2", "comet 3", "comet 4"}

// Drawn gives what Look gives at alpha, which Draw draws, for
// fixedtest.CheckDrawing: the player, the comets and the spinner's angle.
func (w *State) Drawn(alpha float64, d *fixed.Drawn) {
	l := w.Look(alpha)
	d.Vec("player", l.Player)
	for i, c := range l.Comets {
		d.Vec(cometNames[i], c)
	}
	d.Angle("spinner", l.Spin)
}
