// Package instrument holds the instruments Tickbox puts around a
// fixed-step loop, whatever game it ticks: those that break the loop on
// purpose, the frame shaper (an fps cap, jittery frames, a hitch) and the
// cost of a tick (a load, a stall); and those that measure it, the
// timeline of recent frames and its last second, the figures of the
// latest frame (game speed, judder, animation error), a trace of the
// frame times measured, for tickbox policies -frames to replay, and
// screenshots. The loop's actions ([Action]), the shape of a key table
// that binds them ([KeyTable], with its Shift rule) and the values the
// keys cycle through are here too, so that every window that has the
// keys does and cycles the same ones.
//
// Together they are the dev layer, an opt-in part of the loop of package
// tickbox/sim/fixed: [Attach] attaches a [Dev] to a loop through the
// loop's hooks (fixed.Hooks), with its own settings ([DevOptions]); a
// loop with none attached pays nothing for it, and package fixed imports
// none of this one. The sandbox (package sim/sandbox) and the dev layer of
// package tickbox/game/shell attach one each, and a [Readout] is what both
// hand their painters each frame: a plain value, read once per frame,
// holding no pointer into a loop.
//
// The frame patterns are here too, each written once, so that the
// window, the lab, pacing and scenario scripts that name the same pattern
// and seed get the same frames, to the nanosecond: steady frames of F fps
// and jittery frames of 4 to 40 ms drawn from a seed ([Source]:
// [Steady], [NewJitter]; the dev layer's shaper adds hitches), a trace
// of lengths written ([WriteNs]) and THE judder ([Judder]). A game's test
// plays a pattern through its ticks with l.Advance(src.Next(l.Latest().Ticks))
// on a loop of package tickbox/sim/fixed. A rate written with decimals
// ("59.94") is read by package tickbox/sim/capture (NewSteady), as are
// files of measured lengths: a game need not link it.
//
// The package is pure Go, as the rest of sim: time comes from the loop's
// Clock, never from the system's.
package instrument
