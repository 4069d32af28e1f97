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
	w.Wide("cut by", appendCauses(w.Value(), total), ColText)
}

// appendCauses appends what cut the time u did not play, in seconds:
// "clamp 0.750 s, tick cap 0.167 s"; "nothing" when nothing did.
func appendCauses(buf []byte, u sched.Unplayed) []byte {
	start := len(buf)
	for _, c := range [...]struct {
		name string
		cut  float64
	}{{"clamp", u.Clamp.Seconds()}, {"owed limit", u.Owed.Seconds()}, {"tick cap", u.Cap.Seconds()}} {
		if c.cut == 0 {
			continue
		}
		if len(buf) > start {
			buf = append(buf, ", "...)
		}
		buf = append(AppendFixed(append(append(buf, c.name...), ' '), c.cut, 3), " s"...)
	}
	if len(buf) == start {
		buf = append(buf, "nothing"...)
	}
	return buf
}
