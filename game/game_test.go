//go:build !headless

package game

import (
	"errors"
	"io"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/loop"
)

// Once the sandbox is closed (Esc, the window's close button, Ctrl+C),
// Update ends the game, so Ebitengine calls no further Draw, and a Draw
// that came anyway would run no tick.
func TestUpdateEndsTheGameAfterClose(t *testing.T) {
	o, err := ParseFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	clock := &loop.VirtualClock{}
	g, err := NewGame(o, clock, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	saved := false
	g.Sandbox().OnClose(func() error { saved = true; return nil })
	g.Sandbox().Frame(g.Sandbox().Wait())
	clock.Advance(time.Second)
	g.Sandbox().Frame(g.Sandbox().Wait())
	tick := g.Sandbox().World().Tick
	g.stop.Store(true) // as Ctrl+C does
	if err := g.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Update after a stop = %v, want ebiten.Termination", err)
	}
	if !saved {
		t.Fatal("closing did not run OnClose before the game ended")
	}
	clock.Advance(time.Second)
	g.Sandbox().Frame(g.Sandbox().Wait())
	if g.Sandbox().World().Tick != tick {
		t.Fatal("a tick ran after close")
	}
}
