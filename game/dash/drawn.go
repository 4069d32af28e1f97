//go:build !headless

package main

import "tickbox/game/fixed"

// look is where the world is drawn at alpha: every value Draw blends
// between the last two ticks, blended.
type look struct {
	player fixed.Vec
	comets [comets]fixed.Vec
	spin   float64
}

// look returns where the world is drawn at alpha.
func (w *world) look(alpha float64) look {
	l := look{
		player: fixed.LerpVec(w.Player.Pos.Previous, w.Player.Pos.Current, alpha),
		spin:   fixed.LerpAngle(w.Spin.Previous, w.Spin.Current, alpha),
	}
	for i := range w.Comets {
		c := &w.Comets[i].Pos
		l.comets[i] = fixed.LerpVec(c.Previous, c.Current, alpha)
	}
	return l
}

// cometNames are the comets' names in Drawn.
var cometNames = [comets]string{"comet 0", "comet 1", "comet 2", "comet 3", "comet 4"}

// Drawn gives what Draw draws at alpha, for fixed.CheckDrawing: the
// player, the comets and the spinner's angle.
func (w *world) Drawn(alpha float64, d *fixed.Drawn) {
	l := w.look(alpha)
	d.Vec("player", l.player)
	for i, c := range l.comets {
		d.Vec(cometNames[i], c)
	}
	d.Angle("spinner", l.spin)
}
