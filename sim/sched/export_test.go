package sched

// CorruptOwedForTest adds units to the time owed without accepting them, so
// that tests can see Check report a broken accounting identity.
func (s *Scheduler) CorruptOwedForTest(units int64) { s.owed += units }

// Owed returns the game time owed to the simulation but not yet run, in
// units, for the package's tests (others read it off Totals: the
// accounting identity). Between calls it lies in the range the policy declares
// ([Policy.OwedRange]: [0, UnitsPerTick) under Tickbox's own loop), or,
// after SetPolicy, between the owed time the policy before left and that
// range, until the new policy's frames bring it in.
func (s *Scheduler) Owed() int64 { return s.owed }
