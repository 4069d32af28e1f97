package sched

import "time"

// Frame reports what one call to [Scheduler.Advance] or
// [Scheduler.AdvanceTicks] decided. The caller runs the ticks:
//
//	for i := 0; i < f.Ticks; i++ {
//	    world.Step(input)
//	}
type Frame struct {
	Elapsed      time.Duration // real time as given; 0 for AdvanceTicks
	ClampLoss    time.Duration // real time cut this frame: by the clamp, or OwedLoss of it by the policy's limit on owed time
	OwedLoss     time.Duration // of ClampLoss, what the policy's limit on owed time cut (tickbox-steady's owed limit)
	Ticks        int           // ticks to run now
	DroppedTicks int64         // whole ticks dropped by the cap this frame (the fraction is kept)
	Dropped      time.Duration // DroppedTicks × step, rounded to the nearest ns, for display
	Alpha        float64       // where to draw between the last two states: the policy's alpha (see Scheduler.Alpha); not always in [0, 1)
	// The flags last, together: the Frame is filled every frame, and three
	// words of padding between them cost a loop of frames of one tick.
	Clamped bool // Elapsed exceeded MaxFrame and counted as MaxFrame (or the policy cut the frame)
	Capped  bool // the tick cap stopped ticks that were owed (or the policy dropped ticks)
	Paused  bool // the scheduler was paused during this frame
}
