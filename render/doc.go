// Package render turns a per-frame value into pixels with the painters
// every window of Tickbox draws with: the overlay of loop figures (its
// sections written through a row writer, Rows), the timeline of the last
// second, notices and F1's help, on a Canvas that holds what they share
// (the Layout, the glyph atlas and the batches). The dev layer of package
// tickbox/game/shell draws a game's loop with them (Dev, from a
// DevPicture), and the sandbox's own painters (the box, the jumper, the
// ghost, the twin: package tickbox/game/view, with the sprites of
// tickbox/game/stage) draw its world on the same Canvas. It imports
// nothing of the sandbox, so a game on the public loop links none of it.
//
// Everything is drawn as textured quads in a few DrawTriangles calls (the
// crowd's discs, drawn by the thousand, as one triangle each): shapes from
// one source image (white texels of the glyph atlas, or the sandbox's
// sprite atlas, SetSource), text from a glyph atlas of Go Mono made with
// text/v2. One call per batch instead of one per shape is what lets
// 100,000 balls draw in a frame, and reusing the batches' slices and each
// painter's byte buffer for numbers is what lets a frame allocate nothing.
// Where the GPU is software (a browser's SwiftShader), the sandbox's crowd
// is drawn on the CPU instead (package tickbox/game/view, with
// tickbox/render/raster), uploaded as one image in its place among the
// shapes (game/stage's Canvas.Image). Tests read a canvas back with
// tickbox/render/rendertest.
//
// A game's dev layer links this package: it imports no engine's policy
// (sim/policy), no raster, no draw modes (sim/blend) and no sprites.
//
// Every other file of the package carries //go:build !headless: the
// headless build links no Ebitengine, so it has no painters.
package render
