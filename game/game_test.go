//go:build !headless

package game

import (
	"errors"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/sandbox"
)

// Once the sandbox is closed (Esc, the window's close button, Ctrl+C),
// the window's Update ends the game, so Ebitengine calls no further Draw, and a Draw
// that came anyway would run no tick.
func TestUpdateEndsTheGameAfterClose(t *testing.T) {
	g, clock := virtualGame(t)
	g.Sandbox().Frame()
	clock.Advance(time.Second)
	g.Sandbox().Frame()
	tick := g.Sandbox().Scene().World().Tick
	g.window.Quit() // as Ctrl+C and the close button do
	if err := g.window.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Update after a stop = %v, want ebiten.Termination", err)
	}
	if !g.Sandbox().Closed() {
		t.Fatal("the game ended before the sandbox closed")
	}
	clock.Advance(time.Second)
	g.Sandbox().Frame()
	if g.Sandbox().Scene().World().Tick != tick {
		t.Fatal("a tick ran after close")
	}
}

// Frame, the path the window's Draw and a script's frames share, takes the
// sandbox's notices every frame, so a script's shots show them and a
// script that shows few frames leaves none piling up.
func TestFrameTakesTheNotices(t *testing.T) {
	path := filepath.Join(t.TempDir(), "session.tbr")
	// R saves where -record-dir says: a temporary folder, not the package's.
	g, clock := virtualGame(t, "-record", path, "-record-dir", t.TempDir())
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	for range 3 {
		g.Sandbox().Do(sandbox.Record) // stops, then starts again: a notice each
		clock.Advance(16 * time.Millisecond)
		g.Frame(screen)
		if n := g.Sandbox().Notices(); len(n) != 0 {
			t.Fatalf("after Frame, %d notices wait untaken: %q", len(n), n[0].Text)
		}
	}
}

// The window's first frames start the clock (fixed.Window's opening
// draws, as any game's): the Draw that comes once the
// window has opened, a tenth of a second or more after the first, is not a
// hitch. Nothing is dropped and no cap or clamp counts before the player
// does anything; the frames after it are measured as usual.
func TestOpeningTheWindowIsNotAHitch(t *testing.T) {
	g, clock := virtualGame(t)
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	g.window.Draw(screen)
	clock.Advance(180 * time.Millisecond) // the window opening
	g.window.Draw(screen)
	tot := g.Sandbox().Scene().Stats().Totals
	if tot.Dropped != 0 || tot.Caps != 0 || tot.Clamps != 0 || tot.Ticks != 0 {
		t.Fatalf("after the window opened: %+v; want nothing run, dropped, capped or clamped", tot)
	}
	clock.Advance(50 * time.Millisecond)
	g.window.Draw(screen)
	if f := g.Sandbox().Scene().Stats().Frame; f.Elapsed != 50*time.Millisecond || f.Ticks != 3 {
		t.Fatalf("the first frame after: %+v; want 50ms and 3 ticks", f)
	}
}

// The window's frame allocates nothing once it has run a while: Update
// (the keys), and all of Draw up to the GPU calls (the loop's frame, the
// notices, the picture and the renderer's batches). render's
// TestFlushAllocatesOnlyInEbitengine pins down the GPU calls themselves.
func TestWindowFrameAllocatesNothing(t *testing.T) {
	g, clock := virtualGame(t, "-fps-cap", "144")
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	frame := func() {
		clock.Advance(time.Millisecond)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		g.Frame(screen)
	}
	for range 144 {
		frame()
	}
	// AllocsPerRun counts every goroutine's allocations, Ebitengine's too,
	// which allocate more on a busy machine: the least of three runs is the
	// frame's own count.
	allocs := math.Inf(1)
	for range 3 {
		allocs = min(allocs, testing.AllocsPerRun(500, frame))
	}
	if allocs != 0 {
		t.Fatalf("a window frame allocates %v times, want 0", allocs)
	}
	if g.Sandbox().Scene().Stats().Totals.Ticks == 0 {
		t.Fatal("the frames measured ran no tick")
	}
}
