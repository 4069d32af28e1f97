package instrument

import (
	"strconv"
	"time"

	"tickbox/sim/sched"
)

// limiter is a policy that reports its limits.
type limiter interface {
	Limits(c sched.Config) sched.Limits
}

// LimitsOf returns the limits p keeps on a Scheduler made with c (whose
// clamp and tick cap the Tickbox policies take): for nil, the Scheduler's
// own loop, c's clamp and tick cap.
func LimitsOf(p sched.Policy, c sched.Config) sched.Limits {
	if l, ok := p.(limiter); ok {
		return l.Limits(c)
	}
	return sched.Limits{Clamp: c.MaxFrame, TickCap: int64(c.MaxUpdates)}
}

// AppendLimits appends l in the overlay's words to b, e.g. "clamp 250 ms,
// tick cap 5", "no clamp, tick cap 8" or "owed at most 83.333 ms, no tick
// cap": the one text of limits, which the lab prints too. It allocates
// only to grow b, so the overlay can call it every frame, after words of
// its own ("own: ").
func AppendLimits(b []byte, l sched.Limits) []byte {
	start := len(b) // a comma goes between limits, not after b's words
	switch {
	case l.Clamp > 0:
		b = appendDuration(append(b, "clamp "...), l.Clamp)
	case l.Owed == 0 && l.Resync == 0:
		b = append(b, "no clamp"...)
	}
	if l.Owed > 0 {
		b = appendDuration(append(comma(b, start), "owed at most "...), l.Owed)
	}
	if l.Resync > 0 {
		b = appendDuration(append(comma(b, start), "resync past "...), l.Resync)
		b = append(b, " owed"...)
	}
	if l.TickCap > 0 {
		return strconv.AppendInt(append(comma(b, start), "tick cap "...), l.TickCap, 10)
	}
	return append(comma(b, start), "no tick cap"...)
}

// comma appends ", " to b unless nothing was written after b[:start].
func comma(b []byte, start int) []byte {
	if len(b) == start {
		return b
	}
	return append(b, ", "...)
}

// appendDuration appends d in ms with up to three decimals, as the
// overlay writes times: "250 ms", "83.333 ms".
func appendDuration(b []byte, d time.Duration) []byte {
	b = strconv.AppendInt(b, int64(d/time.Millisecond), 10)
	if us := int64(d%time.Millisecond) / int64(time.Microsecond); us > 0 {
		b = append(b, '.', byte('0'+us/100), byte('0'+us/10%10), byte('0'+us%10))
		for b[len(b)-1] == '0' {
			b = b[:len(b)-1]
		}
	}
	return append(b, " ms"...)
}
