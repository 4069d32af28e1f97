// Package render turns the sandbox into pixels: the balls' box and its
// bumper, the jumper beside a scale in metres, ball 1's ghost trail, the
// overlay of loop figures, the timeline of the last second, and F1's help.
// It reads the world and the loop's figures; it never changes them.
//
// Everything is drawn as textured quads in a few DrawTriangles calls: shapes
// from a small sprite atlas made at start-up (a white square, discs and a
// ring, anti-aliased), text from a glyph atlas of Go Mono made with text/v2.
// One call per batch instead of one per shape is what lets 100,000 balls
// draw in a frame, and reusing the batches' slices and a byte buffer for
// numbers is what lets a frame allocate nothing.
//
// Every other file of the package carries //go:build !headless: the
// headless build links no Ebitengine, so it has no renderer.
package render
