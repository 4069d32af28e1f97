//go:build !headless

package render

import "tickbox/sim/sched"

// unplayed: the time not played (sched.Unplayed), this frame's and in
// all, then what cut it in all: the clamp, the policy's owed limit, the
// tick cap, each named as the limits row names it, or "nothing". The
// timeline shows which frames each cut (the clamp's colour, dropped
// ticks), so the row of how many frames they cut gave way to it.
func (o *Overlay) unplayed(frame, total sched.Unplayed) {
	w := &o.Rows
	w.Field(0, "unplayed", AppendMs(w.Value(), frame.Total(), 1), WarnIf(frame.Total() > 0, ColText))
	sum := append(AppendFixed(w.Value(), total.Total().Seconds(), 3), " s"...)
	w.Field(1, "total", sum, WarnIf(total.Total() > 0, ColText))
	w.Next()
	// All three causes are longer than a row: two rows hold them, each a
	// character short of the overlay's edge, where the jumper's scale
	// labels 1.5 m beside it (only totals of days are cut with "…").
	w.wideWrapped("cut by", appendCauses(w.Value(), total), ColText, 1, 2)
}

// appendCauses appends what cut the time u did not play, in seconds:
// "clamp 0.750 s, tick cap 0.167 s"; "nothing" when nothing did.
// Three causes take two rows, which totals of minutes still fit
// (appendCut).
func appendCauses(buf []byte, u sched.Unplayed) []byte {
	start := len(buf)
	for _, c := range [...]struct {
		name string
		cut  float64
	}{{"clamp", u.Clamp.Seconds()}, {"owed limit", u.Owed.Seconds()}, {"tick cap", u.Cap.Seconds()}} {
		if c.cut != 0 { // after a comma, but for the first
			buf = append(append(buf, pick(len(buf) > start, ", ", "")...), c.name...)
			buf = append(appendCut(append(buf, ' '), c.cut), " s"...)
		}
	}
	if len(buf) == start {
		buf = append(buf, "nothing"...)
	}
	return buf
}

// appendCut appends a cause's total of sec seconds to ms below 10 s, and
// to four figures above it (10.52, 105.2, 1052), so that all three causes
// of long runs still fit on the row's two lines.
func appendCut(buf []byte, sec float64) []byte {
	decimals := 3
	for limit := 10.0; sec >= limit && decimals > 0; limit *= 10 {
		decimals--
	}
	return AppendFixed(buf, sec, decimals)
}
