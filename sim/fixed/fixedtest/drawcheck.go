package fixedtest

import (
	"fmt"
	"io"
	"math"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// DrawCheck is how [CheckDrawing] plays a game.
type DrawCheck[I any] struct {
	Frames instrument.Source // the frames' lengths ([DrawTraces] are the usual)
	Count  int               // how many frames to play; 0 plays 600
	// Options are the loop's; the check sets their Clock and Log.
	Options fixed.Options
	// Input returns each frame's input, given the number of the next
	// tick: it is called once a frame, in order, before the frame's
	// ticks, so an input made up by frames (a key down in one, up in
	// the next) counts its calls. nil gives the zero input.
	Input func(tick int64) I
	// Update is the game's work once a frame, before the frame's ticks,
	// as its window's Update does it; nil for none.
	Update func()
}

// DrawError is the first frame [CheckDrawing] found drawn wrong.
type DrawError struct {
	Frames       string  // the frames played
	Frame        int     // the frame, from 0
	First        int64   // the first tick it ran
	Ticks        int     // how many ticks it ran
	Alpha        float64 // the alpha it drew at
	Value        string  // the value drawn wrong, by its name
	Got, Want    float64 // where it was drawn, and where it belongs
	From, To     float64 // its previous and current states
	Start        bool    // the tick started the value from the wrong place
	StartingTick int64   // then: that tick
}

func (e *DrawError) Error() string {
	ticks := fmt.Sprintf("%d ticks", e.Ticks)
	if e.Ticks == 1 {
		ticks = "1 tick"
	}
	ran := fmt.Sprintf("frame %d of %s (%s from tick %d, alpha %.4g)", e.Frame, e.Frames, ticks, e.First, e.Alpha)
	if e.Start {
		return fmt.Sprintf("fixedtest: %s: tick %d starts %q from %v, not from %v, where tick %d left it: its previous state is not the previous tick's (a Pair ticked once a frame, not once a tick, or snapped before the tick moved it?)",
			ran, e.StartingTick, e.Value, e.Got, e.Want, e.StartingTick-1)
	}
	where := "on its segment"
	if e.Alpha < 0 {
		where = "on its line"
	}
	return fmt.Sprintf("fixedtest: %s draws %q at %v, not %s from %v to %v, where alpha puts it at %v", ran, e.Value, e.Got, where, e.From, e.To, e.Want)
}

// DrawTraces returns the frames CheckDrawing is usually given, fresh:
// steady 144 fps and 30 fps, 60 fps with a 250 ms hitch every 40 frames,
// and two runs of jittery frames (4 to 40 ms, seeds 1 and 2).
func DrawTraces() []instrument.Source {
	s60 := instrument.SteadyRate(60, 1, "60 fps")
	return []instrument.Source{instrument.SteadyRate(144, 1, "144 fps"), instrument.SteadyRate(30, 1, "30 fps"), &hitches{Source: s60, Every: 40, Length: 250 * time.Millisecond},
		instrument.NewJitter(1), instrument.NewJitter(2)}
}

// CheckDrawing plays c's frames through g's ticks on a loop and checks,
// at every tick and every frame, that what g draws ([Drawer]) is between
// its last two ticks' states: every value drawn at alpha in [0, 1) is on
// the segment from where the latest tick started it (alpha 0) to where it
// left it (alpha 1), at alpha along it, and at a negative alpha on the
// same line; and every tick starts each value where the tick before it
// left it, or snaps it (both states the same, Pair.Snap). It returns the
// first frame that is not so, a *DrawError naming the value, the frame,
// the ticks it ran and the alpha, or nil. A game that ticks its pairs once
// a frame instead of once a tick looks right at 60 fps and fails at 144
// and under a hitch; so does one that blends the wrong two states.
//
// It knows a value's states only from what g draws at alpha 0 and 1: a
// value drawn unblended (its newest state whatever alpha) has both the
// same, reads as snapped at every tick and passes. A value kept where its
// body can be (clamped to the floor, as game/shell/README.md's ball is) leaves its
// line at a negative alpha and fails under the recommended policy; check
// such a game under Options.Policy "tickbox", whose alpha is in [0, 1),
// where a clamp to bounds that both states keep does nothing.
func CheckDrawing[I fixed.Input[I], G interface {
	fixed.Stepper[I]
	fixed.Drawer
}](g G, c DrawCheck[I]) error {
	w := &drawWatch{frames: c.Frames.String()}
	w.start.fill(g, 0, &w.scratch)
	w.current.fill(g, 1, &w.scratch)
	o := c.Options
	o.Clock, o.Log = &fixed.VirtualClock{}, io.Discard
	l, err := fixed.New[I](watched[I, G]{g, w}, o)
	if err != nil {
		return err
	}
	n := c.Count
	if n == 0 {
		n = 600
	}
	for i := 0; i < n && w.err == nil; i++ {
		if err := playFrame(w, g, l, c, i); err != nil {
			return err
		}
	}
	if w.err != nil {
		return w.err
	}
	return nil
}

// drawWatch is what CheckDrawing keeps between ticks: the latest tick's
// values at alpha 0 and 1, and the first error.
type drawWatch struct {
	frames         string
	start, current drawn       // the latest tick's: alpha 0, alpha 1
	next, drawn    drawn       // scratch
	scratch        fixed.Drawn // what the game fills
	ticks          int64       // the ticks run
	at             DrawError   // the frame being played
	err            *DrawError
}

// playFrame plays frame i of c on l and checks what g draws after it.
func playFrame[I fixed.Input[I]](w *drawWatch, g fixed.Drawer, l *fixed.Loop[I], c DrawCheck[I], i int) error {
	if c.Update != nil {
		c.Update()
	}
	var in I
	if c.Input != nil {
		in = c.Input(l.Latest().Tick)
	}
	l.Feed(in)
	w.at = DrawError{Frames: w.frames, Frame: i, First: l.Latest().Tick}
	f, err := l.Advance(c.Frames.Next(l.Latest().Ticks))
	if err != nil {
		return err
	}
	w.at.Ticks, w.at.Alpha = f.Ticks, f.Alpha
	if w.err == nil {
		w.checkDrawn(g, f.Alpha)
	} else if w.err.Start && w.err.Frame == i { // found by a tick of this frame: say all the frame did
		w.err.Ticks, w.err.Alpha = f.Ticks, f.Alpha
	}
	return nil
}

// stepped checks the tick g just ran: each value starts where the tick
// before left it, or snaps.
func (w *drawWatch) stepped(g fixed.Drawer, tick int64) {
	start, next := &w.drawn, &w.next
	start.fill(g, 0, &w.scratch)
	next.fill(g, 1, &w.scratch)
	if w.err == nil && w.same(start) && w.same(next) {
		for i := range start.values {
			if !start.near(i, w.current.values[i]) && !start.near(i, next.values[i]) {
				w.fail(i, start.values[i], w.current.values[i])
				w.err.Start, w.err.StartingTick = true, tick
				break
			}
		}
	}
	w.start.copyFrom(start)
	w.current.copyFrom(next)
}

// checkDrawn checks what g draws at alpha against the latest tick's
// states.
func (w *drawWatch) checkDrawn(g fixed.Drawer, alpha float64) {
	d := &w.drawn
	d.fill(g, alpha, &w.scratch)
	if !w.same(d) {
		return
	}
	for i := range d.values {
		if want := w.start.blend(&w.current, i, alpha); !d.near(i, want) {
			w.fail(i, d.values[i], want)
			return
		}
	}
}

// same reports whether d has the values the latest tick's have, by
// name; if not, it fails the check.
func (w *drawWatch) same(d *drawn) bool {
	if len(d.names) == len(w.current.names) {
		match := true
		for i := range d.names {
			match = match && d.names[i] == w.current.names[i]
		}
		if match {
			return true
		}
	}
	w.at.Value = fmt.Sprintf("%d values %q, then %d values %q", len(w.current.names), w.current.names, len(d.names), d.names)
	w.err = &w.at
	return false
}

// fail notes that value i was drawn at got where it belongs at want.
func (w *drawWatch) fail(i int, got, want float64) {
	e := w.at
	e.Value, e.Got, e.Want, e.From, e.To = w.current.names[i], got, want, w.start.values[i], w.current.values[i]
	w.err = &e
}

// watched is a game whose every tick CheckDrawing checks.
type watched[I any, G interface {
	fixed.Stepper[I]
	fixed.Drawer
}] struct {
	g G
	w *drawWatch
}

func (s watched[I, G]) Step(in I) {
	s.g.Step(in)
	s.w.stepped(s.g, s.w.ticks)
	s.w.ticks++
}

// SetRate passes the rate on to a game that follows it.
func (s watched[I, G]) SetRate(hz int) {
	if r, ok := any(s.g).(fixed.Rated); ok {
		r.SetRate(hz)
	}
}

// drawn is a copy of what a game drew at one alpha: each value's name,
// where it was drawn, and whether it is an angle.
type drawn struct {
	names  []string
	values []float64
	angles []bool
}

// fill makes d what g draws at alpha, which g fills into scratch.
func (d *drawn) fill(g fixed.Drawer, alpha float64, scratch *fixed.Drawn) {
	scratch.Reset()
	g.Drawn(alpha, scratch)
	d.names, d.values, d.angles = d.names[:0], d.values[:0], d.angles[:0]
	for i := range scratch.Len() {
		name, v := scratch.At(i)
		d.names, d.values, d.angles = append(d.names, name), append(d.values, v), append(d.angles, scratch.IsAngle(i))
	}
}

// blend returns value i drawn between d (at alpha 0) and current (at
// alpha 1) at alpha, as the game's blend would.
func (d *drawn) blend(current *drawn, i int, alpha float64) float64 {
	if d.angles[i] {
		return fixed.LerpAngle(d.values[i], current.values[i], alpha)
	}
	return fixed.Lerp(d.values[i], current.values[i], alpha)
}

// near reports whether value i of d and v are the same but for rounding:
// within a billionth of their size (an angle, of its turn).
func (d *drawn) near(i int, v float64) bool {
	a := d.values[i]
	diff := a - v
	if d.angles[i] {
		diff = math.Remainder(diff, 2*math.Pi)
	}
	return math.Abs(diff) <= 1e-9*max(1, math.Abs(a), math.Abs(v))
}

// copyFrom makes d a copy of o.
func (d *drawn) copyFrom(o *drawn) {
	d.names = append(d.names[:0], o.names...)
	d.values = append(d.values[:0], o.values...)
	d.angles = append(d.angles[:0], o.angles...)
}
