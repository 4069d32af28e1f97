// Package lab is Tickbox's headless laboratory: the subcommands run,
// replay, compare and desync, which drive the real scheduler (sim/sched)
// and the real world (sim) exactly as the window does, frame by frame,
// with the frames' lengths made up instead of measured:
//
//	each frame:
//	    elapsed := frames.Next(ticks the previous frame ran)
//	    f := scheduler.Advance(elapsed)
//	    f.Ticks times: world.Step(input for the world's tick)
//
// Made-up frames make every experiment exact and repeatable: the same
// command prints the same numbers on every run and every machine, so a
// lesson can quote them and a test can hold them.
//
// The lab reads the wall clock only to report its own speed (ticks per
// second of wall time) and to show progress; nothing it reads from the
// clock reaches the simulation. It never imports ebiten and works in the
// headless build with no display.
//
// Each command is a function func(args []string, stdout, stderr io.Writer)
// int for main's table of subcommands; it returns the process's exit code:
// 0 for success, 1 when the experiment fails (a desync, a replay that does
// not verify) or a file cannot be read or written, 2 for a usage error.
//
// It is the app (the tickbox command's headless subcommands), not for
// import: a game imports the library, package tickbox/sim/fixed and the
// parts beside it.
package lab
