package policy

import "tickbox/sim/sched"

// rateOf returns c's tick rate, DefaultRate for 0 as sched.New takes it.
func rateOf(c sched.Config) int {
	if c.Rate == 0 {
		return sched.DefaultRate
	}
	return c.Rate
}

// Limits: the Scheduler's clamp and tick cap.
func (*Tickbox) Limits(c sched.Config) sched.Limits {
	return sched.Limits{Clamp: c.MaxFrame, TickCap: int64(c.MaxUpdates)}
}
