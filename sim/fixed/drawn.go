package fixed

import "math"

// Drawn is what a game draws at one alpha, as numbers: each value it
// draws between its previous and current states (a body's x, its y, an
// angle), by name. A game fills it in its Drawn method (see [Drawer]) from
// the same blend its Draw uses, so that [CheckDrawing] checks what is on
// the screen. The zero Drawn is ready.
type Drawn struct {
	names  []string
	values []float64
	angles []bool
}

// Drawer is a game that says, with no display, what it draws at alpha:
// its drawn values, in the same order and by the same names at every
// alpha. Its world's package gives it, and [CheckDrawing] checks it.
type Drawer interface {
	Drawn(alpha float64, d *Drawn)
}

// Value adds a value drawn at v, blended along a line ([Lerp]).
func (d *Drawn) Value(name string, v float64) { d.add(name, v, false) }

// Angle adds an angle drawn at v radians, blended the short way round
// ([LerpAngle]).
func (d *Drawn) Angle(name string, v float64) { d.add(name, v, true) }

// Vec adds a position drawn at v, as two values: name's x and y.
func (d *Drawn) Vec(name string, v Vec) {
	d.add(name+" x", v.X, false)
	d.add(name+" y", v.Y, false)
}

func (d *Drawn) add(name string, v float64, angle bool) {
	d.names, d.values, d.angles = append(d.names, name), append(d.values, v), append(d.angles, angle)
}

// Len returns the number of values drawn.
func (d *Drawn) Len() int { return len(d.values) }

// At returns the i-th value drawn and its name.
func (d *Drawn) At(i int) (name string, v float64) { return d.names[i], d.values[i] }

// reset empties d, keeping its room.
func (d *Drawn) reset() { d.names, d.values, d.angles = d.names[:0], d.values[:0], d.angles[:0] }

// fill makes d what g draws at alpha.
func (d *Drawn) fill(g Drawer, alpha float64) {
	d.reset()
	g.Drawn(alpha, d)
}

// blend returns value i drawn between d (at alpha 0) and current (at
// alpha 1) at alpha, as the game's blend would.
func (d *Drawn) blend(current *Drawn, i int, alpha float64) float64 {
	if d.angles[i] {
		return LerpAngle(d.values[i], current.values[i], alpha)
	}
	return Lerp(d.values[i], current.values[i], alpha)
}

// near reports whether value i of d and v are the same but for rounding:
// within a billionth of their size (an angle, of its turn).
func (d *Drawn) near(i int, v float64) bool {
	a := d.values[i]
	diff := a - v
	if d.angles[i] {
		diff = math.Remainder(diff, 2*math.Pi)
	}
	return math.Abs(diff) <= 1e-9*max(1, math.Abs(a), math.Abs(v))
}

// copyFrom makes d a copy of o.
func (d *Drawn) copyFrom(o *Drawn) {
	d.names = append(d.names[:0], o.names...)
	d.values = append(d.values[:0], o.values...)
	d.angles = append(d.angles[:0], o.angles...)
}
