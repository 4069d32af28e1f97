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
// The sandbox (package sim/sandbox) and the dev layer of package
// tickbox/game/shell are built of these same pieces, and a [Readout] is
// what both hand their painters each frame: a plain value, read once per
// frame, holding no pointer into a loop.
//
// The package is pure Go, as the rest of sim: time comes from a
// loop.Clock, never from the system's.
package instrument
