// Package frames makes up frame lengths, as a display and a machine would:
// steady frames of F fps, jittery frames of 4 to 40 ms drawn from a seed,
// hitches; and writes a trace of lengths ([WriteNs]). Files of measured
// lengths, Tickbox's traces and the captures frame-time tools write, are
// read by package tickbox/sim/capture, which a game need not link. It is
// the one place each pattern is written, so the
// window, the lab, pacing and scenario scripts that name the same pattern
// and seed get the same frames, to the nanosecond.
//
// A [Source] hands out one length per call, each a frame's elapsed time:
// a game's test plays a pattern through its ticks with
// l.Advance(src.Next(l.Latest().Ticks)) on a loop of package
// tickbox/sim/fixed ([NewSteady]("144"), [NewJitter](seed), capture.Parse for a
// pattern by name), as the sandbox and the lab do.
package frames
