//go:build !headless

package view

import (
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/sandbox"
)

// worldPainter draws the world: the balls' box, then the jumper's column.
// It sizes both for the layout, and with them the sprites the box draws.
type worldPainter struct {
	config bounce.Config // the world's sizes, as New was given them
	box    boxPainter
	jumper jumperPainter
}

func newWorldPainter(c *stage.Canvas, config bounce.Config) worldPainter {
	return worldPainter{config: config, box: boxPainter{c: c}, jumper: jumperPainter{c: c}}
}

// sprites makes what the box draws with the canvas's new sprites: its
// crowd's raster.
func (w *worldPainter) sprites() { w.box.useRaster(&w.config) }

// fit sizes the box and the jumper's column for lay, and returns the
// radii the sprites are drawn at: ball 1's, the other balls' and the
// bumper's, in pixels.
func (w *worldPainter) fit(lay render.Layout) (ballR, crowdR, bumperR float32) {
	c, j := &w.config, lay.Jumper
	w.box.fit(c, lay.Box)
	// 1.5 m under the legend, as large as the column's height allows up
	// to 375 pixels a metre, where the jumper (0.16 m) is 60 pixels wide,
	// 4 short of the reference jumper drawn 64 pixels to its right, both
	// within the peaks' lines of 150. The scale hangs from the legend, so
	// that a column taller still (1920×1080) leaves its room below the
	// ground, not between the legend and the scale.
	scale := min(375, float64(j.Dy()-jumperLegend)/1.5)
	w.jumper.space = stage.Space{Left: float64(j.Min.X + 48), Bottom: float64(j.Min.Y+jumperLegend) + 1.5*scale, Scale: scale}
	return w.box.ballR, w.box.crowdR, w.box.space.Length(c.BumperRadius)
}

// jumperLegend is the room above the jumper's scale, in pixels: the
// peaks' legend, four rows, and the scale's top label.
const jumperLegend = 110

// paint draws p's world.
func (w *worldPainter) paint(p *sandbox.Picture) {
	w.box.paint(p)
	w.jumper.paint(p)
}
