//go:build !headless

package game

import (
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"tickbox/game/windowflags"
	"tickbox/sim/capture"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/fixed"
	"tickbox/sim/sandbox"
)

// -frames-out saves the frame times the window measured when it closes, a
// trace tickbox policies reads; a path that cannot be written is refused
// before the window opens.
func TestFramesOut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "frames.txt")
	o, err := windowflags.ParsePlay([]string{"-frames-out", path, "-policy", "tickbox-steady"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	clock := &fixed.VirtualClock{}
	g, err := NewGame(o, clock, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		clock.Advance(16 * time.Millisecond)
		g.sb.Frame()
	}
	g.sb.Do(sandbox.Quit)
	if err := g.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Update = %v, want ebiten.Termination", err)
	}
	file, err := capture.Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	if d := file.Lengths(); len(d) != 20 || d[5] != 16*time.Millisecond {
		t.Errorf("saved %v; want 20 frames of 16 ms", d)
	}
	if g.sb.Scene().Settings().Policy != "tickbox-steady" {
		t.Errorf("-policy tickbox-steady: the window runs %s", g.sb.Scene().Settings().Policy)
	}
	o.Loop.FramesOut = filepath.Join(t.TempDir(), "missing", "frames.txt")
	if _, err := NewGame(o, clock, io.Discard); err == nil || !strings.Contains(err.Error(), "-frames-out") {
		t.Errorf("an unwritable -frames-out: %v", err)
	}
	if _, err := windowflags.ParsePlay([]string{"-policy", "fast"}, io.Discard); err == nil || !strings.Contains(err.Error(), `policy "fast"`) {
		t.Errorf("-policy fast: %v", err)
	}
}
