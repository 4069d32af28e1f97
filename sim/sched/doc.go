// Package sched is Tickbox's fixed-timestep scheduler: it turns the real time
// that passes between rendered frames into a whole number of simulation ticks
// to run now, plus alpha, the fraction of a tick left over for drawing.
//
// It is clock-free. Time enters only as an argument to [Scheduler.Advance];
// the package never reads a clock and never imports ebiten, so every
// behaviour below can be reproduced in a test with made-up frame timelines.
//
// # The fixed-timestep loop
//
// A simulation stays reproducible only if every tick advances it by the same
// step (1/60 s by default), whatever the frame rate. Rendered frames, though,
// arrive when the machine manages: every 6.9 ms on a 144 Hz display, every
// 33 ms on a struggling laptop, now and then after a two-second hitch. The
// loop reconciles the two with an accumulator, here called owed time:
//
//	each frame:
//	    owed += time since the last frame
//	    while owed >= step { world.Step(); owed -= step }
//	    alpha = owed / step
//	    draw previous + (current-previous)*alpha
//
// Owed time left at the end of the frame is less than one step; it is not
// lost, it is paid into the next frame. Alpha, in [0, 1), says how far real
// time has moved past the last tick: drawing each body between its previous
// and current state by alpha makes motion smooth at any frame rate, at the
// price of showing the world up to one tick late.
//
// # One path: every frame through a policy
//
// What a frame's time turns into is decided by a [Policy]: the loop above
// with the clamp and the cap below is Tickbox's own (package policy's
// tickbox, the default of the window and the lab); the textbook's and
// other engines' loops are policies beside it. The Scheduler has no loop of
// its own: every frame that is not paused goes through its policy, and the
// Scheduler keeps the owed time, the totals, pause and scale exactly for
// all of them. Each policy declares the range its decisions keep owed time
// in ([Policy.OwedRange]); [Scheduler.Check] holds it to that range. A
// policy that rounds to the nearest tick runs ahead of real time: owed time
// and alpha are then negative, so alpha is not always in [0, 1).
//
// # The recommended policy and the registry
//
// One policy is built in: [Steady], tickbox-steady, the one a game starts
// with ([Recommended]). The others (Tickbox's own loop, the textbook's,
// Godot's, Bevy's, Unity's, MonoGame's, Ebitengine's) are package
// tickbox/sim/policy's, an opt-in part: a program that wants them imports
// it and calls policy.Register, which registers them here ([Register]), and
// a game that does not links none of them. Every place a policy is named,
// NAME or NAME:key=value:key=value with the engine's settings, goes through
// [NewPolicy]. The settings' one parser, which also checks a step they
// give against the world's rate, is package policy's, which Register gives
// every engine (Engine.Configure): a game that does not register them
// names its policy alone. A name not registered is an error that lists
// the names there are and says where the engines' policies come from.
// [PolicyNames] is what a key that cycles the policy cycles through.
//
// # Why clamp, and why cap: the spiral of death
//
// Taken literally, the loop above misbehaves in two ways.
//
// First, a frame can measure a very long time: the process sat in a debugger,
// the window was dragged, the laptop slept. Owing all of it would run
// minutes of simulation in one go. So a frame counts as at most MaxFrame
// (250 ms by default); the real time cut off is reported as clamp loss.
//
// Second, ticks cost real time. If running one tick takes longer than one
// step of real time, each frame owes more ticks than the last; running them
// makes the next frame longer still, which owes even more ticks. That feedback
// loop is the spiral of death: the game grinds to a halt instead of merely
// slowing down. The cure is to run at most MaxUpdates ticks per frame (5 by
// default) and drop the rest of the backlog in whole ticks, reported as
// dropped. The game then falls behind real time, visibly but gracefully.
// Only whole ticks are dropped; the fraction of a tick is kept, so alpha
// stays continuous and the motion on screen does not jump.
//
// The cap counts ticks at ×1. Faster time scales raise it in proportion,
// to ceil(MaxUpdates·q/4) for a scale of q quarters, so that ×16 really runs
// sixteen times as many ticks; slower scales keep MaxUpdates.
//
// # Exact units
//
// Owed time is not a float, and not a count of nanoseconds either. A float
// accumulator drifts: 1/60 has no exact binary form, and after hours of adding
// and subtracting it the tick count no longer matches the time accepted. A
// nanosecond count does not work either, because a tick at 60 Hz is
// 16,666,666⅔ ns, not a whole number of them.
//
// Instead owed time is an int64 count of units, where
//
//	one tick       = UnitsPerTick = 4,000,000,000 units, at every tick rate R
//	one nanosecond = 4·R units
//
// Both are whole numbers for every R from 1 to 1000 Hz, so all arithmetic is
// exact and nothing drifts, ever. The factor 4 is there for the time scale:
// speed is a number q of quarters (q = 4 is ×1, q = 1 is ×¼, q = 64 is ×16),
// and a frame of e real nanoseconds, after clamping, is worth e·R·q units.
//
// Overflow is ruled out by bounds, not by luck: e is at most [MaxElapsed]
// (24 h = 8.64e13 ns), R at most 1000 and q at most 64, so one frame is worth
// at most 5.53e18 units; owed time before a frame is below two ticks (8e9,
// [PolicyOwedLimit]), so the sum stays below the int64 limit of 9.22e18.
// [Scheduler.Advance] rejects longer frames, and the package does not
// compile if the constants change so that the bound no longer holds.
//
// Because a tick is always 4e9 units, owed time is in effect a fraction of a
// tick, not an amount of seconds. Changing the tick rate therefore keeps
// alpha exactly where it was, and changing the time scale does too.
//
// # The accounting identity
//
// Every unit of game time accepted is either run as a tick, dropped by the
// cap (or by the policy), given up by a stop before it ran, or still owed.
// After every call, exactly:
//
//	(Ticks + DroppedTicks + NotRun)·UnitsPerTick + owed
//	    == AcceptedTicks·UnitsPerTick + AcceptedUnits
//
// where Ticks, DroppedTicks, NotRun, AcceptedTicks and AcceptedUnits are
// fields of [Totals] and owed is the game time owed but not yet run, in
// units (so the totals give it; alpha is it over UnitsPerTick under
// Tickbox's own loop). Ticks is the ticks that
// ran: a loop that stops between ticks, running fewer than a frame
// decided, says so ([Scheduler.NotRun]). [Scheduler.Check] verifies it
// without overflow; tests and soak runs call it after every frame.
//
// # Pause and single-step
//
// While paused, frames run no ticks, owed time and alpha stay frozen, and
// real time is not accepted. [Scheduler.RequestStep] makes the next frame run
// exactly one tick, accepted as one tick of game time;
// [Scheduler.AdvanceTicks] runs any number of ticks regardless of time, for
// single-stepping and "as fast as possible" modes.
//
// # Use
//
//	s, err := sched.New(sched.DefaultConfig(), &sched.Steady{})
//	...
//	// once per rendered frame, with elapsed read from a monotonic clock:
//	f, err := s.Advance(elapsed)
//	for i := 0; i < f.Ticks; i++ {
//	    world.Step(input)
//	}
//	draw(previous, current, f.Alpha)
//
// A Scheduler is not safe for concurrent use.
package sched
