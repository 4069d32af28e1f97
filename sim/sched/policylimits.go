package sched

import (
	"cmp"
	"time"
)

// Limits are what a policy does to a long frame or a backlog of ticks, as
// its engine sets them, for the overlay and the lab to show
// (package tickbox/sim/instrument's LimitsOf and AppendLimits). A zero field
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

// Limits: the Scheduler's clamp, then owed time capped at the tick cap's
// ticks (or as many sixtieths of a second at rates over 60 Hz).
// With owed_limit set, owed time is capped at its whole ticks instead.
func (s *Steady) Limits(c Config) Limits {
	l := Limits{Clamp: c.MaxFrame}
	if n := int64(c.MaxUpdates); n > 0 {
		hz := int64(cmp.Or(c.Rate, DefaultRate)) // 0 is DefaultRate, as New takes it
		ticks := s.owedTicks(n, int(hz))
		l.Owed = time.Duration(ticks * int64(time.Second) / hz)
	}
	return l
}
