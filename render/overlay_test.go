//go:build !headless

package render_test

import (
	"image"
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/render"
	"tickbox/sim"
	"tickbox/sim/sandbox"
)

// However long its values, the overlay keeps every value to its column:
// no character is drawn over another (a value run into the next label)
// and none reaches the jumper's column (a value run past the overlay's
// edge), on the goldens' screen, a small one and a tall one.
func TestOverlayValuesKeepToTheirColumns(t *testing.T) {
	s := newScene(t, nil)
	p := s.pic
	widen(&p)
	for _, win := range [][2]int{{render.ScreenWidth, render.ScreenHeight}, {640, 400}, {800, 900}} {
		w, h := render.Fit(win[0], win[1])
		var glyphs []image.Rectangle
		onGame(func() { glyphs = s.r.OverlayGlyphs(&p, w, h) })
		if len(glyphs) < 500 {
			t.Fatalf("%dx%d: the overlay draws %d characters; want its 25 rows", w, h, len(glyphs))
		}
		edge := render.Areas(w, h)[1].Min.X // the jumper's column
		at := map[image.Point]bool{}
		for _, g := range glyphs {
			if g.Max.X > edge {
				t.Errorf("%dx%d: a character at %v reaches the jumper's column at x = %d", w, h, g, edge)
			}
			if at[g.Min] {
				t.Errorf("%dx%d: two characters are drawn at %v", w, h, g.Min)
			}
			at[g.Min] = true
		}
	}
}

// widen gives every figure of p the longest text it can have.
func widen(p *sandbox.Picture) {
	const huge = math.MaxInt64
	st := &p.Stats
	p.Tick, p.Alpha, p.Mode = huge, -math.MaxFloat64, sandbox.Variable
	st.Frame.Ticks, st.Frame.Dropped, st.Frame.DroppedTicks = math.MaxInt32, huge, huge
	st.Length, st.Second.Worst, st.Second.Length, st.Second.Frames = huge, huge, time.Nanosecond, math.MaxInt32
	st.Second.Ticks, st.Second.SimTime = 1, huge
	st.Totals.Dropped, st.Totals.Clamps, st.Totals.Caps = huge, huge, huge
	st.Speed, st.Refresh, st.Carry, st.Snapped = math.MaxFloat64, math.MaxFloat64, huge, huge
	st.DrawTime, st.Judder, st.AnimationError = huge, -math.MaxFloat64, -math.MaxFloat64
	set := &p.Settings
	set.Rate, set.Scale, set.FPSCap, set.Load, set.Limits = math.MaxInt32, math.MaxInt32-1, math.MaxInt32, huge, true
	set.MaxFrame, set.MaxUpdates, set.Snap = huge, math.MaxInt32, true
	set.Policy = strings.Repeat("policy", 20)
	p.Measured, p.ClockStep = true, huge
	p.Twin = sandbox.TwinMarker{On: true, Build: sim.GCC, Apart: math.MaxFloat64}
	p.Replay = sandbox.ReplayStatus{Recording: true, Recorded: huge, Play: sandbox.Playing, Played: huge, Total: huge,
		Desync: true, BadFrom: huge - 1, BadTo: huge}
}
