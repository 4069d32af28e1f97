package fixed

// Drawn is what a game draws at one alpha, as numbers: each value it
// draws between its previous and current states (a body's x, its y, an
// angle), by name. A game fills it in its Drawn method (see [Drawer]) from
// the same blend its Draw uses, so that fixedtest.CheckDrawing checks what is on
// the screen. The zero Drawn is ready.
type Drawn struct {
	names  []string
	values []float64
	angles []bool
}

// Drawer is a game that says, with no display, what it draws at alpha:
// its drawn values, in the same order and by the same names at every
// alpha. Its world's package gives it, and fixedtest.CheckDrawing checks it.
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

// IsAngle reports whether the i-th value drawn is an angle (Angle).
func (d *Drawn) IsAngle(i int) bool { return d.angles[i] }

// Reset empties d, keeping its room: for a check that fills it at every
// tick (package fixedtest's CheckDrawing).
func (d *Drawn) Reset() { d.names, d.values, d.angles = d.names[:0], d.values[:0], d.angles[:0] }
