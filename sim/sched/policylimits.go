package sched

import (
	"strconv"
	"time"
)

// Limits are what a policy does to a long frame or a backlog of ticks, as
// its engine sets them, for the overlay and the lab to show. A zero field
// is a limit the policy does not have.
type Limits struct {
	// Clamp: a frame counts as at most this much real time, the rest cut.
	Clamp time.Duration
	// Owed: owed time, the leftover of earlier frames included, is capped at
	// this, the rest cut (Ebitengine's newer clock, MonoGame).
	Owed time.Duration
	// Resync: more owed time than this throws the whole backlog away
	// (Ebitengine v2.8.8).
	Resync time.Duration
	// TickCap: at most this many ticks run a frame, the rest dropped.
	TickCap int64
}

// limiter is a policy that reports its limits.
type limiter interface {
	Limits(c Config) Limits
}

// LimitsOf returns the limits p keeps on a Scheduler made with c (whose
// clamp and tick cap the Tickbox policies take): for nil, the Scheduler's
// own loop, c's clamp and tick cap.
func LimitsOf(p Policy, c Config) Limits {
	if l, ok := p.(limiter); ok {
		return l.Limits(c)
	}
	return Limits{Clamp: c.MaxFrame, TickCap: int64(c.MaxUpdates)}
}

// String says the limits in the overlay's words, e.g. "clamp 250 ms,
// tick cap 5", "no clamp, tick cap 8" or "owed at most 83.333 ms, no tick
// cap".
func (l Limits) String() string { return string(l.Append(nil)) }

// Append appends String's text to b; it allocates only to grow b, so the
// overlay can call it every frame, after words of its own ("own: ").
func (l Limits) Append(b []byte) []byte {
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

// rateOf returns c's tick rate, DefaultRate for 0 as New takes it.
func rateOf(c Config) int {
	if c.Rate == 0 {
		return DefaultRate
	}
	return c.Rate
}

// Limits: the Scheduler's clamp, then owed time capped at the tick cap's
// ticks (or as many sixtieths of a second at rates over 60 Hz).
// With owed_limit set, owed time is capped at its whole ticks instead.
func (s *Steady) Limits(c Config) Limits {
	l := Limits{Clamp: c.MaxFrame}
	if n := int64(c.MaxUpdates); n > 0 {
		hz := int64(rateOf(c))
		ticks := max(n, n*hz/60)
		if s.OwedLimit > 0 {
			ticks = s.owedTicks(int(hz))
		}
		l.Owed = time.Duration(ticks * int64(time.Second) / hz)
	}
	return l
}
