// Package pacing repairs and measures frame pacing: how evenly the fixed-step
// loop turns a display's frames into ticks and drawn motion.
//
// # Why timer noise makes 60 Hz frames run 0 and 2 ticks
//
// On a 60 Hz display with 60 Hz ticks, every frame should run exactly one
// tick. But the frame time a game measures is the difference of two clock
// readings taken somewhere in the frame, and each reading is off from the
// display's refresh by timer and scheduling noise, typically up to a
// millisecond. The scheduler's owed time then sits right at a tick boundary
// and the noise pushes it to either side: a frame measured 1 ms short ends
// just before its tick is due and runs none; the next frame, measured long,
// runs two. Nothing is lost on average, but with newest-state drawing the
// motion visibly stops and jumps, and interpolated drawing follows the noise
// rather than the display. Ebitengine, Godot and Bevy users report this
// stutter; it is no bug in the accumulator, which is exact, but in its input.
//
// # What the Snapper does
//
// A display can only show frames at its refreshes, so every true frame length
// is a whole number of refresh intervals. The [Snapper] keeps a grid of the
// display's refresh instants; a frame whose measured end lies within the
// tolerance of a grid point is returned as the exact time to that point,
// rounded up to the nanosecond. The difference between the measured and the
// returned time is not dropped but carried: the sum of the frames returned
// stays within the tolerance (far less than one refresh interval) of the sum
// of the frames given, so no game time is gained or lost, only moved to the
// frame it belongs to. A frame that ends off the grid (a hitch, a frame with
// vsync off, more noise than the tolerance) is returned as given and the grid
// restarts at its end.
//
// The refresh rate is given ([Config].Refresh), or measured from the
// frames (by package tickbox/sim/refresh's Meter, the dev layer's too): a
// running mean of the frame lengths, counted in whole intervals, over a
// run of frames that fit it. The mean's error shrinks with the run (by the
// tolerance over the number of intervals); once it can be only one of the
// rates displays are sold with (60, 59.94, 144 Hz...) the Snapper uses that
// rate exactly, and until then frames pass unchanged: at most about 4 s to
// tell 60 from 59.94 Hz apart with ±1 ms of noise (often 1 to 2 s), a
// fraction of a second for 144 Hz. The grid is laid from the first frame of
// the run the rate was measured over, so it lies on the display's refreshes
// and not on one noisy reading.
//
// # On the loop
//
// The Snapper is an opt-in part of the loop of package tickbox/sim/fixed:
// a game that wants its frames snapped makes one ([New], Config.On) and
// attaches its [Snapper.Length] as the loop's frame-length hook,
//
//	l.Hook(fixed.Hooks[I]{Length: snapper.Length})
//
// and keeps it, to switch it (SetEnabled) and read its figures (Refresh,
// Carry, Snapped); the loop's dev layer shows them once given it
// (package tickbox/sim/instrument's Dev.SetSnapper). A game that attaches
// none links none.
//
// # Failure modes
//
//   - Noise beyond half the tolerance on a reading: frames miss the grid and
//     pass as given, and a measurement cannot settle. Raise the tolerance;
//     it is capped at a third of a refresh interval, so above about 5 ms of
//     noise at 60 Hz (1.2 ms at 144 Hz) the Snapper cannot help.
//   - A game slower than the display, or vsync off: frames are not whole
//     numbers of intervals, miss, and pass as given. The Snapper does no harm
//     there but no good either; after 8 misses in a row a measured rate is
//     forgotten and measured again.
//   - A wrong given rate, or a display a little off its nominal rate (59.95
//     Hz sold as 60): the grid drifts from the real refreshes, the carry grows
//     until a frame misses, and the grid restarts there, a small hitch every
//     few seconds. Measuring avoids this for rates not near a common one.
//   - Latency: the time returned lags or leads the clock by up to the
//     tolerance, so the drawn world may be that much off the present.
//   - A clock that goes backwards: the negative frame returns 0 and its time
//     is paid back by the next frames, which return 0 until it is; a clock
//     that jumps back an hour stops the game for an hour. Guard the clock
//     (a monotonic clock never goes back).
//
// # Measurements
//
// The measurements live in package lab, which drives the window's loop
// (package sandbox, which uses this package's Snapper; the game speed it
// shows is package instrument's speedometer), and `tickbox pacing`
// (lab.Pacing) prints both: its timelines run made-up displays with seeded
// timer noise through the loop, raw and snapped, against the noise-free
// timeline of the same display, and count the frames whose tick count
// differs; its judder puts a number on smoothness: a ball moving at constant
// velocity, drawn each frame with a blend.Mode, should move velocity ×
// frame time per frame; the judder is the relative standard deviation of the
// ratio of its drawn step to that.
// As in package bounce (the world), every float product that meets an addition is rounded
// explicitly (float64(x*y)), so the figures are the same on every
// architecture.
package pacing
