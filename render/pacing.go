//go:build !headless

package render

import (
	"time"

	"tickbox/sim/sandbox"
)

// pacingRows: the frame-time filter (S), the refresh rate it snaps frames
// to, the time it holds back, and how many frames it snapped. The refresh
// is measured even while the filter is off, so switching it on shows at
// once what it would snap to.
func (r *Renderer) pacingRows(row *int, sb sandbox.Scene, st *sandbox.Stats, set sandbox.Settings) {
	r.buf = appendOnOff(r.buf[:0], set.Snap)
	r.field(*row, 0, "snap", onIf(set.Snap))
	r.buf = r.buf[:0]
	if st.Refresh == 0 {
		r.buf = append(r.buf, "measuring"...)
	} else {
		r.buf = append(appendFixed(r.buf, st.Refresh, 2), " Hz"...)
	}
	r.field(*row, 1, "refresh", colText)
	*row++
	r.buf = appendMs(r.buf[:0], st.Carry, 2)
	r.field(*row, 0, "carry", colText)
	r.buf = appendInt(r.buf[:0], st.Snapped)
	r.field(*row, 1, "snapped", colText)
	*row++
	r.clockRow(row, sb.ClockStep())
	if set.Snap && st.Refresh == 0 { // on the row left blank otherwise
		r.note(*row, refreshHint(set.Jitter), colAccent)
	}
	*row++
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

// clockRow shows the clock's measured step, if the clock knows it:
// a browser's performance.now() is coarsened to 5 µs, 100 µs or 1 ms, and
// every frame time the snapping works from comes in those steps.
func (r *Renderer) clockRow(row *int, step time.Duration) {
	if step <= 0 {
		return
	}
	r.buf = appendMs(r.buf[:0], step, 3)
	r.field(*row, 0, "clock step", colText)
	*row++
}

// onIf returns the accent colour for a switch that is on, so that a
// filter changing the loop's input stands out.
func onIf(on bool) Colour {
	if on {
		return colAccent
	}
	return colText
}
