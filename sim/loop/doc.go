// Package loop is the sandbox's game loop without the window: the clock it
// reads, the pacer that caps, jitters and hitches frames, the queue of input
// by tick, the key table, and the Sandbox that ties a fixed-step world and a
// scheduler to them, frame by frame.
//
// It never imports ebiten, so everything here runs in plain unit tests with
// a virtual clock. Package game feeds it key presses and calls
// [Sandbox.Frame] from Ebitengine's Draw; package render draws what it holds.
//
// The order of a frame, in [Sandbox.Frame]:
//
//	wait for the frame's deadline (cap, jitter, hitch), then read the clock
//	advance the scheduler by the elapsed time: whole ticks to run, and alpha
//	run the ticks, each taking its input from the tick input source
//	(in variable mode, also step the variable world by the frame's time)
//	record the frame for the overlay and the timeline
//
// Render then draws each body at previous + (current-previous)·k, where k
// comes from the draw mode: alpha, 1 or 1+alpha (see [Sandbox.Blend]).
package loop
