package netplay

// Stats are what one peer did in a session.
type Stats struct {
	Frames    int64 // frames its clock ran
	Ticks     int64 // ticks run forward, each once
	Confirmed int64 // ticks confirmed: every input real, never run again
	Rollbacks int64 // times it restored a state to run ticks again
	Rerun     int64 // ticks run again, over all rollbacks
	Deepest   int64 // the most ticks one rollback ran again
	Stalls    int64 // frames that ran no tick: an input missing, or too far ahead
	Misses    int64 // real inputs that differed from the one a tick was predicted with
	Waits     int64 // frames it skipped on a wait recommendation
	Traffic   Traffic
}

// RerunPerTick is the ticks run again per tick run forward.
func (s Stats) RerunPerTick() float64 {
	if s.Ticks == 0 {
		return 0
	}
	return float64(s.Rerun) / float64(s.Ticks)
}
