// Package policy holds the frame policies a [sched.Scheduler] can run: how
// each engine's loop turns one frame's measured time into ticks to run, ticks
// dropped and an alpha, modelled on Tickbox's exact integer clock so that
// they can be run side by side on the same frames and compared.
//
// Each policy lives in a file of its own whose doc comment names the engine
// it models, the source file or documentation page it was written from, the
// parameters it uses, and what it does with a long frame, a slow tick (ticks
// that cost more real time than they cover) and timer noise. They were
// written from those sources' documented behaviour, not copied: every one
// works in units of owed time (see package sched), never in floats of
// seconds, so the differences the table shows are the policies', not
// rounding's.
//
// Alpha: engines that draw only the newest state (Ebitengine, MonoGame)
// give no alpha; here they report owed/UnitsPerTick, where real time is
// relative to the latest tick, which is what an interpolating renderer on
// top of that engine would draw with, as Tickbox's, the textbook's, Bevy's
// and Unity's do. Godot's reports its own time_accum over a step, and
// tickbox-steady, once its mean frame length holds, the phase of its
// smooth clock. A policy that rounds to the nearest tick runs ahead of
// real time and so reports a negative alpha: drawn as such, the body is
// shown just behind its previous state, where it really was.
//
// Owed time: each policy declares the range its decisions keep it in
// (OwedRange), which the Scheduler's Check holds it to.
//
// Policies keep state between frames, never allocate in Decide, and are
// not safe for concurrent use. [New] makes one by name; [All] lists them.
package policy
