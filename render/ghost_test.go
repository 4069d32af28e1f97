//go:build !headless

package render_test

import (
	"testing"

	"tickbox/sim/sandbox"
)

// Backspace resets the world, and the ghost trail starts again with it:
// the old trail's dots were where another world's ball 1 went.
func TestResetClearsTheGhostTrail(t *testing.T) {
	sb, _, r := newScene(t, nil) // 144 frames: a full trail
	if n, full, _ := r.Buffers(); n != full {
		t.Fatalf("before the reset the trail holds %d of %d", n, full)
	}
	sb.Do(sandbox.Reset)
	for range 3 {
		sb.Frame()
		r.Build(sb.Scene())
	}
	if n, _, _ := r.Buffers(); n > 3 {
		t.Errorf("3 frames after the reset the trail holds %d dots; want at most 3", n)
	}
}
