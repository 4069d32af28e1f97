//go:build !headless

package render_test

import (
	"testing"

	"tickbox/sim/sandbox"
)

// Backspace resets the world, and the ghost trail starts again with it:
// the old trail's dots were where another world's ball 1 went.
func TestResetClearsTheGhostTrail(t *testing.T) {
	s := newScene(t, nil) // 144 frames: a full trail
	if n, full, _ := s.r.Buffers(); n != full {
		t.Fatalf("before the reset the trail holds %d of %d", n, full)
	}
	s.sb.Do(sandbox.Reset)
	for range 3 {
		s.frame()
	}
	if n, _, _ := s.r.Buffers(); n > 3 {
		t.Errorf("3 frames after the reset the trail holds %d dots; want at most 3", n)
	}
}
