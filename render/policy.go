//go:build !headless

package render

import (
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// policy: the frame policy deciding the ticks (E cycles), in the accent
// colour when it is not Tickbox's own, on a row of its own (its names run
// to 15 characters); under it the judder of the latest second (the
// relative standard deviation of the drawn step of a body at constant
// velocity, drawn interpolated) and its mean animation error (PresentMon's:
// the change in game time drawn minus the frame's time).
func (o *overlayPainter) policy(p *instrument.Readout) {
	w, st, name := &o.rows, &p.Stats, p.Settings.Policy
	w.wide("policy", append(w.value(), name...), onIf(name != sandbox.DefaultPolicy))
	w.next()
	w.field(0, "judder", appendFixed(w.value(), st.Judder, 3), colText)
	w.field(1, "anim error", append(appendFixed(w.value(), st.AnimationError, 2), " ms"...), colText)
	w.next()
}
