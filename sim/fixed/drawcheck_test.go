package fixed_test

import (
	"errors"
	"strings"
	"testing"

	"tickbox/sim/fixed"
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
	for _, src := range fixed.DrawTraces() {
		g := &glider{}
		if err := fixed.CheckDrawing(g, fixed.DrawCheck[fixed.None]{Frames: src, Update: g.update}); err != nil {
			t.Errorf("%v", err)
		}
	}
	for _, src := range fixed.DrawTraces() {
		g := &glider{perFrame: true}
		err := fixed.CheckDrawing(g, fixed.DrawCheck[fixed.None]{Frames: src, Update: g.update})
		var de *fixed.DrawError
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
	src := fixed.DrawTraces()[0]
	g := &stale{}
	err := fixed.CheckDrawing(g, fixed.DrawCheck[fixed.None]{Frames: src})
	if err == nil {
		t.Fatal("a blend of the wrong states passed")
	}
	t.Log(err)
}

// stale blends from where it was two ticks ago.
type stale struct{ X, Y, Z float64 }

func (s *stale) Step(fixed.None) { s.X, s.Y, s.Z = s.Y, s.Z, s.Z+float64(1+int(s.Z)%3) }

func (s *stale) Drawn(alpha float64, d *fixed.Drawn) { d.Value("x", fixed.Lerp(s.X, s.Z, alpha)) }
