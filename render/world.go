//go:build !headless

package render

import (
	"tickbox/sim"
	"tickbox/sim/sandbox"
)

// worldPainter draws the world: the balls' box, then the jumper's column.
// It sizes both for the layout, and with them the sprites the box draws.
type worldPainter struct {
	config sim.Config // the world's sizes, as New was given them
	box    boxPainter
	jumper jumperPainter
}

func newWorldPainter(c *canvas, config sim.Config) worldPainter {
	return worldPainter{config: config, box: boxPainter{c: c}, jumper: jumperPainter{c: c}}
}

// fit sizes the box and the jumper's column for lay, and returns the
// radii the sprites are drawn at: ball 1's, the other balls' and the
// bumper's, in pixels.
func (w *worldPainter) fit(lay layout) (ballR, crowdR, bumperR float32) {
	c, j := &w.config, lay.jumper
	w.box.fit(c, lay.box)
	// 300 pixels a metre where the column is tall enough (1.5 m under the
	// peaks' rows), less where it is not.
	w.jumper.space = space{left: float64(j.Min.X + 48), bottom: float64(j.Max.Y), scale: min(300, float64(j.Dy()-110)/1.5)}
	return w.box.ballR, w.box.crowdR, w.box.space.length(c.BumperRadius)
}

// paint draws p's world.
func (w *worldPainter) paint(p *sandbox.Picture) {
	w.box.paint(p)
	w.jumper.paint(p)
}
