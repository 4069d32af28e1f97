// Package sandbox is the sandbox application without its window: a
// sim/fixed Loop ticking the sandbox's fixed-step world, and on top of it
// everything the keys switch and the overlay shows: the frame shaper that caps,
// jitters and hitches frames, the frame-time filter, the variable-step
// world, the twin, the figures of the overlay and the timeline, frame
// traces, notices, the key table; the loop records and plays back its
// fixed world, autosave and parts included (the world is a tape.Taper). The
// instruments among them (the shaper, a tick's load and stall, the
// timeline and figures, frame traces) are package sim/instrument's, which
// the dev layer of any game on package game/shell is built of too.
//
// It never imports ebiten, so everything here runs in plain unit tests with
// a virtual clock. The window (package game) calls [Sandbox.Frame] once per
// frame, which paces the frame and reads the monotonic clock; the lab's
// commands that need the whole sandbox (the twin, keys), the scenario
// scripts and the soak tests drive it too, some with made-up lengths
// ([Sandbox.Advance]). Commands that only need ticks from frames drive
// sim/fixed directly, on the same scheduler and policies: what the window
// shows, the lab reproduces. Package render draws a [Picture], a plain
// value filled from the [Scene] once per frame.
//
// The order of a frame:
//
//	the window: wait for the frame's deadline (cap, jitter, hitch), read the clock
//	the frame-time filter (S) snaps the elapsed time to the display's refresh
//	the loop's frame: the scheduler's policy decides whole ticks and alpha,
//	    each tick takes its input (the replay's, or the keys' queue) and steps the world
//	then what the ticks left: a replay's new tick rate, its end
//	(in variable mode, also step the variable world by the game time accepted)
//	record the frame for the overlay, the timeline and the log
//
// Render then draws each body at previous + (current-previous)·k, where k
// comes from the draw mode: alpha, 1 or 1+alpha (see Scene.blend).
//
// The Sandbox holds its parts as values: the loop (which records and
// plays back) and the state it ticks (the worlds, the twin, the replay's
// side), the
// settings the keys change, the figures (the timeline, the overlay's
// stats, the log) and the view; Scene reads them.
//
// It is the app (the tickbox command and its window), not for import: a
// game imports the library, package tickbox/sim/fixed and the parts beside
// it, which this package uses through their public API only.
package sandbox
