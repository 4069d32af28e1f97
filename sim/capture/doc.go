// Package capture reads measured frame lengths: Tickbox's own traces and
// the captures frame-time tools write (PresentMon's CSV and its family,
// Android's framestats, MangoHud's logs; [Load]), each read as the frames
// of one game ([Capture]), and a frame pattern or a trace by name
// ([Parse]), a rate written with decimals among them ([NewSteady]). The
// patterns themselves (steady F fps, jitter, hitches) are package
// tickbox/sim/instrument (the dev layer's frame shaper plays them), which
// a game's tests link without these readers; the lab and the app import
// this package.
//
// Every error about a file's content or access matches [ErrFile]: the
// file cannot be used, as opposed to a bad flag.
package capture
