package sched

// CorruptOwedForTest adds units to the time owed without accepting them, so
// that tests can see Check report a broken accounting identity.
func (s *Scheduler) CorruptOwedForTest(units int64) { s.owed += units }
