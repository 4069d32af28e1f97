// Package frames makes up frame lengths, as a display and a machine would:
// steady frames of F fps, jittery frames of 4 to 40 ms drawn from a seed,
// hitches, and files of measured lengths: Tickbox's own traces and the
// captures frame-time tools write ([Read]), each read as the frames of one
// game ([Capture]). It is the one place each pattern is written, so the
// window, the lab, pacing and scenario scripts that name the same pattern
// and seed get the same frames, to the nanosecond.
//
// A [Source] hands out one length per call, each a frame's elapsed time:
// a game's test plays a pattern through its ticks with
// l.Advance(src.Next(l.Latest().Ticks)) on a loop of package
// tickbox/sim/fixed ([NewSteady]("144"), [NewJitter](seed), [Parse] for a
// pattern by name), as the sandbox and the lab do.
package frames
