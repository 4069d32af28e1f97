// Package render turns a sandbox.Picture into pixels: the balls' box and
// its bumper, the jumper beside a scale in metres, ball 1's ghost trail,
// the overlay of loop figures, the timeline of the last second, notices
// and F1's help. A Picture is a plain value the window takes from the
// sandbox once a frame, so render reads the simulation and cannot change
// it.
//
// A Renderer is one canvas and the painters that draw on it, one for each
// part of the picture: the world (the box, then the jumper), the timeline,
// the overlay (its sections written through a row writer, rows), the
// notice and the help. The canvas holds what they share: the layout, the
// atlases and the batches.
//
// Everything is drawn as textured quads in a few DrawTriangles calls: shapes
// from a small sprite atlas made at start-up (a white square, discs and a
// ring, anti-aliased), text from a glyph atlas of Go Mono made with text/v2.
// One call per batch instead of one per shape is what lets 100,000 balls
// draw in a frame, and reusing the batches' slices and each painter's byte
// buffer for numbers is what lets a frame allocate nothing.
//
// Every other file of the package carries //go:build !headless: the
// headless build links no Ebitengine, so it has no renderer.
package render
