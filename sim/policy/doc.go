// Package policy holds the frame policies a [sched.Scheduler] can run: how
// each engine's loop turns one frame's measured time into ticks to run, ticks
// dropped and an alpha, so that they can be run side by side on the same
// frames and compared.
//
// Each policy lives in a file of its own whose doc comment names the engine
// it models, the source file it was written from, the parameters it uses,
// and what it does with a long frame, a slow tick (ticks that cost more real
// time than they cover) and timer noise. The engines' policies decide every
// frame as their engine's code does, for any frames: in its units (integer
// ns, whole µs, 100 ns TimeSpan ticks), with its roundings and its doubles
// in the source's order, from its start-up (Ebitengine v2.8.8's first-frame
// resync, Godot's step history, Bevy's zero first delta). Each keeps its
// engine's clock of its own, reading the game time the Scheduler gives it
// (real time at the time scale), and the Scheduler stays exact in its units:
// what an engine's rounding gains (a tick shorter than the exact step, an
// update from nothing) is accepted as game time beyond the frame's real
// time, and what it loses (a longer step) stays owed until it is a whole
// tick, then is dropped, so the accounting identity holds for every policy.
// Variants model what a game on the engine sees outside its clock where that
// changes tick counts: ebitengine-ui and ebitengine-next-ui (the UI layer's
// first update), godot-smoothed (delta smoothing with vsync), monogame-run
// (Game.Run's update before the loop). Tickbox's own policies, the textbook
// loop and Unity's (written from its manual) work on the exact clock.
//
// Each policy reports its limits (a Limits method, which
// instrument.LimitsOf reads) and the owed range the Scheduler keeps under
// it (an OwedRange method).
//
// Alpha: engines that draw only the newest state (Ebitengine, MonoGame)
// give no alpha; here they report their clock's owed time over a tick,
// where real time is relative to the latest tick, which is what an
// interpolating renderer on top of that engine would draw with; Godot and
// Bevy report their own (interpolation_fraction, overstep_fraction);
// Tickbox's own loops report owed time over a tick, but tickbox-steady,
// once its frames are steady, its smooth clock's (see [Steady]). A
// policy that rounds to the nearest tick runs ahead of real time and so
// reports a negative alpha: drawn as such, the body is shown just behind its
// previous state, where it really was.
//
// Each takes its engine's settings, as NAME:key=value:key=value names them
// (this package's parser, the one parser, which [Register] gives every
// engine, the recommended one's included: [New], [Make] where a world
// ticks, [ForFrames] where none does; [Settings] says the values in force).
//
// Policies keep state between frames, never allocate in Decide, and are
// not safe for concurrent use. [New] makes one by name; [All] lists them.
//
// # Getting the engines
//
// The recommended policy, tickbox-steady, is the loop's own (sched.Steady,
// built into package sched, where every game has it). This package is the
// opt-in part that holds the other thirteen: a program that names one
// (a loop's Options.Policy or SetPolicy, a -policy flag, the dev layer's
// policy key) imports it and calls [Register] at its start:
//
//	policy.Register() // tickbox, textbook, godot, bevy, unity, ... by name
//	l, err := fixed.New(game, fixed.Options{Policy: "godot"})
//
// Until then only tickbox-steady can be named, and any other name is an
// error that says to import this package. This package's own functions
// ([New], [Make], [ForFrames], [All], [Names]) register first. The sandbox
// and the lab register them; a game on game/shell that does not cycles
// through tickbox-steady alone.
package policy
