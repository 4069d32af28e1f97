//go:build !headless

package shell_test

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// A Window's first two draws start the loop's clock: the frame that
// measured the window opening runs no tick and drops nothing; the next is
// measured as usual.
func TestWindowOpensWithoutAHitch(t *testing.T) {
	clock := &fixed.VirtualClock{}
	l := newLoop[fixedtest.Press](t, &runner{}, fixed.Options{Clock: clock})
	w := &shell.Window{Frames: l}
	screen := ebiten.NewImage(1, 1)
	w.Draw(screen)
	clock.Advance(180 * time.Millisecond) // the window opening
	w.Draw(screen)
	if tot := l.Latest().Totals; tot.Ticks != 0 || tot.Dropped != 0 || tot.Caps != 0 {
		t.Fatalf("after the window opened: %+v; want nothing run, dropped or capped", tot)
	}
	clock.Advance(50 * time.Millisecond)
	w.Draw(screen)
	if f := l.Latest(); f.Measured != 50*time.Millisecond || f.Ticks != 3 {
		t.Fatalf("the first frame after: measured %v, %d ticks; want 50ms and 3", f.Measured, f.Ticks)
	}
}

// Quit, as the close button and a stop signal do, ends the window at its
// next Update, which closes the loop: the recording is saved to the tick
// it reached, and no tick runs after.
func TestWindowQuitSavesTheRecording(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbt")
	l := newLoop[fixedtest.Press](t, &replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: path})
	w := &shell.Window{Frames: l}
	fixedtest.Advance(t, l, 100*time.Millisecond)
	tick := l.Latest().Tick
	w.Quit()
	if err := w.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Update after Quit = %v, want ebiten.Termination", err)
	}
	if r, err := tape.Load(path); err != nil || r.Final != tick {
		t.Fatalf("after Quit the recording is %v, %v; want it saved to tick %d", r, err, tick)
	}
	if fixedtest.Advance(t, l, time.Second); l.Latest().Tick != tick {
		t.Errorf("a frame after Quit ran to tick %d, from %d", l.Latest().Tick, tick)
	}
}
