// Package frames makes up frame lengths, as a display and a machine would:
// steady frames of F fps, jittery frames of 4 to 40 ms drawn from a seed,
// hitches, and files of measured lengths: Tickbox's own traces and the
// captures frame-time tools write ([Read]), each read as the frames of one
// game ([Capture]). It is the one place each pattern is written, so the
// window, the lab, pacing and scenario scripts that name the same pattern
// and seed get the same frames, to the nanosecond.
//
// A [Source] hands out one length per call; package sandbox's Sandbox takes
// each as a frame's elapsed time.
package frames
