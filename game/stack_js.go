//go:build !headless && js

package game

// frameStack is room enough on the stack for the rest of a browser frame,
// in bytes: the deepest calls of a frame (Ebitengine's DrawTriangles, under
// the renderer's Flush) fit within it.
const frameStack = 32 << 10

// growStack makes room on the goroutine's stack for the frame's deepest
// calls, once, at the top of the frame. In the browser each frame runs on
// a goroutine of its own (Ebitengine starts one for every
// requestAnimationFrame callback), whose stack starts at Go's smallest and
// grows as the frame's calls go deeper: each growth copies the stack and
// walks every frame on it, which in WebAssembly is slow, and did so in the
// middle of drawing. Growing it here, while few frames are on it, copies
// and walks them once. A window's frames all run on one goroutine, whose
// stack stays grown.
//
//go:noinline
func growStack() {
	var room [frameStack]byte
	touch(room[:])
}

// touch writes to b, so that the compiler keeps growStack's room.
//
//go:noinline
func touch(b []byte) { b[len(b)-1] = 1 }
