//go:build !headless

package render

import "tickbox/sim/sandbox"

// policyRows: the frame policy deciding the ticks (E cycles), in the
// accent colour when it is not Tickbox's own, on a row of its own (its
// names run to 15 characters); under it the judder of the latest second
// (the relative standard deviation of the drawn step of a body at constant
// velocity, drawn interpolated) and its mean animation error
// (PresentMon's: the change in game time drawn minus the frame's time).
func (r *Renderer) policyRows(row *int, st *sandbox.Stats, set sandbox.Settings) {
	r.buf = append(r.buf[:0], set.Policy...)
	r.wide(*row, "policy", onIf(set.Policy != sandbox.DefaultPolicy))
	*row++
	r.buf = appendFixed(r.buf[:0], st.Judder, 3)
	r.field(*row, 0, "judder", colText)
	r.buf = append(appendFixed(r.buf[:0], st.AnimationError, 2), " ms"...)
	r.field(*row, 1, "anim error", colText)
	*row++
}
