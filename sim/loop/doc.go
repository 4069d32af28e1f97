// Package loop is the fixed-timestep game loop, alone: the clock it reads,
// the scheduler and its policy that turn a frame's time into ticks, the
// state being ticked, the input each tick takes, and the stops. It knows
// nothing of any one game: a [Loop] ticks any state with a Step method, so
// Tickbox's sandbox world is one user and any other game's state another.
//
// A game's state advances in ticks of exactly one step (1/60 s by
// default), whatever the frame rate, so that it plays the same on every
// machine. Frames come when the machine manages: every 6.9 ms on a 144 Hz
// display, every 33 ms on a slow laptop, now and then after a hitch of two
// seconds. Each frame, one call ([Loop.Frame], or [Loop.Advance] with a
// made-up length) hands the time since the previous frame to the
// scheduler (package sched), whose policy decides how many whole ticks
// that time is worth; the loop runs them, each with its input; and what is
// left over, as a fraction of a tick, is alpha, for drawing between the
// last two states:
//
//	each frame:
//	    f := loop.Frame()                      // clock → policy → f.Ticks ticks, each state.Step(input)
//	    draw previous + (current-previous)·f.Alpha
//
// A tick may run 0 times in one frame, once, or many times: drawing with
// alpha is what makes motion smooth anyway. The default policy (package
// policy's tickbox), under the scheduler's default limits
// (sched.DefaultConfig), counts a frame as at most 250 ms and runs at most
// 5 ticks in it, so that ticks that cost more real time than they cover do
// not make every frame longer than the last (the spiral of death); the
// time cut off is reported in the Frame, never silently lost. Other
// policies model other engines' loops (package policy).
//
// The loop holds nothing of the state's own: the state keeps its previous
// values beside its current ones for drawing (Tickbox's world keeps each
// body's previous position), and the loop never copies it. Input is asked
// for by tick number ([Inputs]), so that a recording can be played back
// into the same ticks under any frames.
//
// Two stops end ticking between ticks, not only between frames: a tick
// number ([Loop.StopAt]), at which a run or a replay ends exactly, however
// many ticks the last frame owed; and an interrupt ([Loop.Interrupt]),
// which another goroutine may request, such as a signal handler, so that a
// frame owing 86 million ticks (a day at 1000 Hz) still stops within a
// tick.
//
// Time enters only through a [Clock]: [Monotonic] for a window, a
// [VirtualClock] for tests and headless runs, on which every run is the
// same to the nanosecond. A Loop is not safe for concurrent use, except
// for Interrupt and Interrupted.
package loop
