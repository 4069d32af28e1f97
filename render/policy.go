//go:build !headless

package render

import "tickbox/sim/loop"

// policyRow: the frame policy deciding the ticks (E cycles), in the accent
// colour when it is not Tickbox's own, and the judder of the latest second:
// the relative standard deviation of the drawn step of a body at constant
// velocity, drawn interpolated.
func (r *Renderer) policyRow(row int, st *loop.Stats, set loop.Settings) {
	r.buf = append(r.buf[:0], set.Policy...)
	r.field(row, 0, "policy", onIf(set.Policy != loop.DefaultPolicy))
	r.buf = appendFixed(r.buf[:0], st.Judder, 3)
	r.field(row, 1, "judder", colText)
}

// errorField: the latest second's mean animation error (PresentMon's: the
// change in game time drawn minus the frame's time), in ms.
func (r *Renderer) errorField(row int, st *loop.Stats) {
	r.buf = append(appendFixed(r.buf[:0], st.AnimationError, 2), " ms"...)
	r.field(row, 1, "anim error", colText)
}
