//go:build !headless

package render

import "tickbox/sim/instrument"

// defaultPolicy is Tickbox's own loop, the window's and the lab's default
// (package tickbox/sim/policy's Default, which render does not import: a
// game's dev layer links no engine's policy). TestDefaultPolicy holds the
// two names together.
const defaultPolicy = "tickbox"

// policyRow: the frame policy deciding the ticks (E cycles), in the accent
// colour when it is not Tickbox's own, on a row of its own (its names run
// to 15 characters).
func (o *Overlay) policyRow(set *instrument.Settings) {
	o.Rows.line("policy", append(o.Rows.Value(), set.Policy...), OnIf(set.Policy != defaultPolicy))
}

// smoothness: each figure of the latest second on a row of its own, so
// that it can say what it measures: the judder (the relative standard deviation of the game
// time drawn in a frame over the game time due, for a body at constant
// velocity) named by the mode it measures, which is the mode drawn (for
// a game with no mode to name, "drawn at alpha": the dev layer measures
// a body drawn at its previous tick plus alpha); and
// the mean animation error (the game time drawn minus the frame's length
// times the time scale: PresentMon's at ×1), in ms of game time, which
// the row says at any other scale. While paused or as fast as possible
// no body moves with real time, and until a second has been measured
// since, there is no figure to show: the rows say which.
func (o *Overlay) smoothness(p *instrument.Readout, mode string) {
	w, st := &o.Rows, &p.Stats
	if why := unmeasured(p); why != "" {
		w.line("judder", append(w.Value(), why...), ColDim)
		w.line("anim error", append(w.Value(), why...), ColDim)
		return
	}
	// Drawn at alpha, or as the mode draws bodies: "0.012 as drawn: extrapolate".
	judder := append(AppendFixed(w.Value(), st.Judder, 3), pick(mode == "", " drawn at alpha", " as drawn: ")...)
	w.line("judder", append(judder, mode...), ColText)
	e := append(AppendFixed(w.Value(), st.AnimationError, 2), " ms"...)
	if q := p.Settings.Scale; q != 1 {
		e = appendScale(append(e, " of game time at "...), q)
	}
	w.line("anim error", e, ColText)
}

// unmeasured says why the smoothness figures are not shown, or returns ""
// when they are.
func unmeasured(p *instrument.Readout) string {
	switch {
	case p.Settings.Paused || p.Stats.Frame.Paused: // the figures stand still while paused (the frame before the pause's)
		return "paused"
	case p.Settings.Fast:
		return "none as fast as possible"
	case !p.Stats.SmoothMeasured:
		return "measuring"
	}
	return ""
}
