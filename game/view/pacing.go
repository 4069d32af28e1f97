//go:build !headless

package view

import (
	"tickbox/render"
	"tickbox/sim/instrument"
)

// pacing: the sandbox's frame-time filter (S), the refresh rate it snaps
// frames to, the time it holds back, and how many frames it snapped; the
// clock's step, where the clock knows it; then a row for a hint, empty
// otherwise.
// The refresh is measured even while the filter is off, so switching it
// on shows at once what it would snap to.
func (o *sandboxOverlay) pacing(p *instrument.Readout) {
	w, st, set := &o.Rows, &p.Stats, &p.Settings
	w.Field(0, "snap", appendOnOff(w.Value(), set.Snap), render.OnIf(set.Snap))
	refresh := append(w.Value(), "measuring"...)
	if st.Refresh != 0 {
		refresh = append(render.AppendFixed(refresh[:0], st.Refresh, 2), " Hz"...)
	}
	w.Field(1, "refresh", refresh, render.ColText)
	w.Next()
	w.Field(0, "carry", render.AppendMs(w.Value(), st.Carry, 2), render.ColText)
	w.Field(1, "snapped", render.AppendInt(w.Value(), st.Snapped), render.ColText)
	w.Next()
	// A browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms,
	// and every frame time the snapping works from comes in those steps.
	if p.ClockStep > 0 {
		w.Field(0, "clock step", render.AppendMs(w.Value(), p.ClockStep, 3), render.ColText)
		w.Next()
	}
	if set.Snap && st.Refresh == 0 {
		w.Note(refreshHint(set.Jitter), render.ColAccent)
	}
	w.Next()
}

// refreshHint says why snapping waits for a refresh rate, and how to give
// one: the rate is measured from frames that keep to a grid, which
// jittery frames never do.
func refreshHint(jitter bool) string {
	if jitter {
		return "jitter has no refresh to find: try -refresh"
	}
	return "measuring the refresh; or give -refresh HZ"
}
