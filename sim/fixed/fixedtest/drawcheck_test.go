package fixedtest_test

import (
	"errors"
	"strings"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// glider is a game whose body moves at a speed that changes every tick,
// wraps round from the right edge to the left (snapped), and turns.
type glider struct {
	X        fixed.Pair[float64]
	Turn     fixed.Pair[float64]
	N        int
	perFrame bool // the mutant: its pairs tick once a frame, in update
}

func (g *glider) Step(fixed.None) {
	if !g.perFrame {
		g.X.Tick()
		g.Turn.Tick()
	}
	g.N++
	g.X.Current += float64(1 + g.N%7)
	if g.X.Current > 100 {
		g.X.Snap(0)
	}
	g.Turn.Current = float64(g.N%13) * 0.5 // wraps past 2π now and then
}

// update is the glider's once-a-frame work: none, or the mutant's ticks.
func (g *glider) update() {
	if g.perFrame {
		g.X.Tick()
		g.Turn.Tick()
	}
}

func (g *glider) Drawn(alpha float64, d *fixed.Drawn) {
	d.Value("x", fixed.Lerp(g.X.Previous, g.X.Current, alpha))
	d.Angle("turn", fixed.LerpAngle(g.Turn.Previous, g.Turn.Current, alpha))
}

// A game that ticks its pairs in Step passes the check under every trace;
// the same game ticking them once a frame fails it under every trace but
// ones of a tick a frame, named at the value, the frame and its ticks.
func TestCheckDrawing(t *testing.T) {
	for _, src := range fixedtest.DrawTraces() {
		g := &glider{}
		if err := fixedtest.CheckDrawing(g, fixedtest.DrawCheck[fixed.None]{Frames: src, Update: g.update}); err != nil {
			t.Errorf("%v", err)
		}
	}
	for _, src := range fixedtest.DrawTraces() {
		g := &glider{perFrame: true}
		err := fixedtest.CheckDrawing(g, fixedtest.DrawCheck[fixed.None]{Frames: src, Update: g.update})
		var de *fixedtest.DrawError
		if !errors.As(err, &de) || (de.Value != "x" && de.Value != "turn") || !strings.Contains(err.Error(), "frame ") {
			t.Errorf("%s: the mutant ticking once a frame: %v; want the frame and value named", src, err)
			continue
		}
		t.Logf("%s: %v", src, err)
	}
}

// A game that blends the wrong two states (its current and a state two
// ticks back) fails.
func TestCheckDrawingWrongStates(t *testing.T) {
	src := fixedtest.DrawTraces()[0]
	g := &stale{}
	err := fixedtest.CheckDrawing(g, fixedtest.DrawCheck[fixed.None]{Frames: src})
	if err == nil {
		t.Fatal("a blend of the wrong states passed")
	}
	t.Log(err)
}

// stale blends from where it was two ticks ago.
type stale struct{ X, Y, Z float64 }

func (s *stale) Step(fixed.None) { s.X, s.Y, s.Z = s.Y, s.Z, s.Z+float64(1+int(s.Z)%3) }

func (s *stale) Drawn(alpha float64, d *fixed.Drawn) { d.Value("x", fixed.Lerp(s.X, s.Z, alpha)) }

// hopper jumps off the floor (y 0) every 30 ticks and lands: a body that
// starts and stops at a tick, drawn kept above the floor (clamped) or at
// its newest state only (newest).
type hopper struct {
	Y               fixed.Pair[float64]
	VY              float64
	N               int
	clamped, newest bool
}

func (h *hopper) Step(fixed.None) {
	h.Y.Tick()
	if h.N++; h.N%30 == 0 && h.Y.Current == 0 {
		h.VY = 4
	}
	h.VY -= 0.5
	if h.Y.Current += h.VY; h.Y.Current <= 0 {
		h.Y.Current, h.VY = 0, 0
	}
}

func (h *hopper) Drawn(alpha float64, d *fixed.Drawn) {
	y := fixed.Lerp(h.Y.Previous, h.Y.Current, alpha)
	switch {
	case h.clamped:
		y = max(y, 0)
	case h.newest:
		y = h.Y.Current
	}
	d.Value("y", y)
}

// What CheckDrawing's comment and game/shell/README.md say it cannot see: a value
// kept above the floor leaves its line at a negative alpha, so it fails
// under the recommended policy and passes under tickbox (alpha in [0, 1));
// a value drawn at its newest state reads as snapped every tick and
// passes (if the check learns to catch it, say so there and here).
func TestCheckDrawingWhatItCannotSee(t *testing.T) {
	src := fixedtest.DrawTraces()[0]
	if err := fixedtest.CheckDrawing(&hopper{}, fixedtest.DrawCheck[fixed.None]{Frames: src}); err != nil {
		t.Fatalf("unclamped: %v", err)
	}
	err := fixedtest.CheckDrawing(&hopper{clamped: true}, fixedtest.DrawCheck[fixed.None]{Frames: src})
	var de *fixedtest.DrawError
	if !errors.As(err, &de) || de.Alpha >= 0 {
		t.Errorf("clamped, recommended policy: %v; want a frame of negative alpha named", err)
	}
	for _, src := range fixedtest.DrawTraces() {
		c := fixedtest.DrawCheck[fixed.None]{Frames: src, Options: fixed.Options{Policy: "tickbox"}}
		if err := fixedtest.CheckDrawing(&hopper{clamped: true}, c); err != nil {
			t.Errorf("clamped, tickbox policy: %v", err)
		}
		if err := fixedtest.CheckDrawing(&hopper{newest: true}, fixedtest.DrawCheck[fixed.None]{Frames: src}); err != nil {
			t.Errorf("newest only: %v", err)
		}
	}
}

// archer looses an arrow from x 0 every 20 ticks and moves it 5 a tick:
// snapped last in the tick it spawns (after its motion), or, the mistake,
// snapped and then moved in the same tick.
type archer struct {
	X         fixed.Pair[float64]
	N         int
	moveAfter bool
}

func (a *archer) Step(fixed.None) {
	a.X.Tick()
	a.N++
	spawn := a.N%20 == 0
	if spawn && a.moveAfter {
		a.X.Snap(0)
	}
	a.X.Current += 5
	if spawn && !a.moveAfter {
		a.X.Snap(0)
	}
}

func (a *archer) Drawn(alpha float64, d *fixed.Drawn) {
	d.Value("arrow x", fixed.Lerp(a.X.Previous, a.X.Current, alpha))
}

// A value snapped and then moved in the same tick starts that tick away
// from where the previous tick left it, with both states apart: the check
// fails it, and its message names that cause beside the Pair ticked once
// a frame, which it cannot tell apart by the numbers.
func TestCheckDrawingSnapThenMove(t *testing.T) {
	for _, src := range fixedtest.DrawTraces() {
		if err := fixedtest.CheckDrawing(&archer{}, fixedtest.DrawCheck[fixed.None]{Frames: src}); err != nil {
			t.Errorf("snapped last: %v", err)
		}
	}
	err := fixedtest.CheckDrawing(&archer{moveAfter: true}, fixedtest.DrawCheck[fixed.None]{Frames: fixedtest.DrawTraces()[0]})
	var de *fixedtest.DrawError
	if !errors.As(err, &de) || !de.Start || !strings.Contains(err.Error(), "snapped before the tick moved it") {
		t.Errorf("snapped, then moved: %v; want the tick's start named, snapping among the causes", err)
	}
}
