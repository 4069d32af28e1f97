// Package sandbox is THE game loop of the sandbox, without the window: the
// clock it reads, the pacer that caps, jitters and hitches frames, the
// queue of input by tick, the key table, and the Sandbox that ties a
// fixed-step world and a scheduler to them, frame by frame.
//
// It never imports ebiten, so everything here runs in plain unit tests with
// a virtual clock. The window (package game) gives [Sandbox.Frame] the
// monotonic clock's reading through [Sandbox.Wait]; the lab, pacing, soak
// tests and scenario scripts give it made-up lengths (package frames) on a
// virtual clock. No other package runs ticks: one loop, so what the window
// shows, the lab reproduces. Package render draws from a [Scene].
//
// The order of a frame:
//
//	the window: wait for the frame's deadline (cap, jitter, hitch), read the clock
//	the frame-time filter (S) snaps the elapsed time to the display's refresh
//	advance the scheduler by it: whole ticks to run, and alpha
//	run the ticks, each taking its input from the tick input source
//	(in variable mode, also step the variable world by the game time accepted)
//	record the frame for the overlay, the timeline and the log
//
// Render then draws each body at previous + (current-previous)·k, where k
// comes from the draw mode: alpha, 1 or 1+alpha (see [Scene.Blend]).
//
// The Sandbox is split by part, each a value it holds: the ticker (the
// scheduler, the worlds, the ticks), the replay part (recording, playback,
// its status, the twin), the settings the keys change, the figures (the
// timeline, the overlay's stats, the log) and the view; Scene reads them.
package sandbox
