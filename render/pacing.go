//go:build !headless

package render

import "tickbox/sim/instrument"

// Pacing: the frame-time filter (S), the refresh rate it snaps frames to,
// the time it holds back, and how many frames it snapped; the clock's
// step, where the clock knows it; then a row for a hint, empty otherwise.
// The refresh is measured even while the filter is off, so switching it
// on shows at once what it would snap to.
func (o *Overlay) Pacing(p *instrument.Readout) {
	w, st, set := &o.Rows, &p.Stats, &p.Settings
	w.Field(0, "snap", appendOnOff(w.Value(), set.Snap), onIf(set.Snap))
	refresh := append(w.Value(), "measuring"...)
	if st.Refresh != 0 {
		refresh = append(AppendFixed(refresh[:0], st.Refresh, 2), " Hz"...)
	}
	w.Field(1, "refresh", refresh, ColText)
	w.Next()
	w.Field(0, "carry", AppendMs(w.Value(), st.Carry, 2), ColText)
	w.Field(1, "snapped", AppendInt(w.Value(), st.Snapped), ColText)
	w.Next()
	// A browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms,
	// and every frame time the snapping works from comes in those steps.
	if p.ClockStep > 0 {
		w.Field(0, "clock step", AppendMs(w.Value(), p.ClockStep, 3), ColText)
		w.Next()
	}
	if set.Snap && st.Refresh == 0 {
		w.Note(refreshHint(set.Jitter), ColAccent)
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

// onIf returns the accent colour for a switch that is on, so that a
// filter changing the loop's input stands out.
func onIf(on bool) Colour {
	if on {
		return ColAccent
	}
	return ColText
}
