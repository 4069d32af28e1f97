//go:build !headless

package render

import "tickbox/sim/instrument"

// pacing: the frame-time filter (S), the refresh rate it snaps frames to,
// the time it holds back, and how many frames it snapped; the clock's
// step, where the clock knows it; then a row for a hint, empty otherwise.
// The refresh is measured even while the filter is off, so switching it
// on shows at once what it would snap to.
func (o *overlayPainter) pacing(p *instrument.Readout) {
	w, st, set := &o.rows, &p.Stats, &p.Settings
	w.field(0, "snap", appendOnOff(w.value(), set.Snap), onIf(set.Snap))
	refresh := append(w.value(), "measuring"...)
	if st.Refresh != 0 {
		refresh = append(appendFixed(refresh[:0], st.Refresh, 2), " Hz"...)
	}
	w.field(1, "refresh", refresh, colText)
	w.next()
	w.field(0, "carry", appendMs(w.value(), st.Carry, 2), colText)
	w.field(1, "snapped", appendInt(w.value(), st.Snapped), colText)
	w.next()
	// A browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms,
	// and every frame time the snapping works from comes in those steps.
	if p.ClockStep > 0 {
		w.field(0, "clock step", appendMs(w.value(), p.ClockStep, 3), colText)
		w.next()
	}
	if set.Snap && st.Refresh == 0 {
		w.note(refreshHint(set.Jitter), colAccent)
	}
	w.next()
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
		return colAccent
	}
	return colText
}
