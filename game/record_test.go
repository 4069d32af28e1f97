//go:build !headless

package game

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/bounce"
	"tickbox/sim/oldtape"
	"tickbox/sim/sandbox"
)

// "A recording is never lost or left half-written": the window's every way
// to close (Esc, and the close button and Ctrl+C or SIGTERM, which set the
// same stop the test sets) saves the -record file, up to the last tick,
// before the game ends, and logs where it went.
func TestClosingTheWindowSavesTheRecording(t *testing.T) {
	for _, tc := range []struct {
		name  string
		close func(g *Game)
	}{
		{"Esc", func(g *Game) { g.sb.Do(sandbox.Quit) }},
		{"close button, Ctrl+C, SIGTERM", func(g *Game) { g.window.Quit() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "session.tbr")
			g, clock := virtualGame(t, "-record", path)
			var log strings.Builder
			g.log = &log
			for i := range 100 {
				if i%30 == 3 {
					g.sb.Do(sandbox.Jump)
				}
				clock.Advance(16 * time.Millisecond)
				g.sb.Frame()
			}
			w := g.sb.Scene().World()
			tick, fp := w.Tick, bounce.NewTaped(w).Fingerprint() // as the file seals it
			tc.close(g)
			if err := g.window.Update(); !errors.Is(err, ebiten.Termination) {
				t.Fatalf("Update = %v, want ebiten.Termination", err)
			}
			r, err := oldtape.Load(path)
			if err != nil {
				t.Fatalf("after closing: %v", err)
			}
			if r.Final != tick || r.Last != r.Seal(fp) || len(r.Events) != 4 {
				t.Fatalf("saved %d ticks, %d inputs; want %d ticks, 4 inputs, ending where the world is", r.Final, len(r.Events), tick)
			}
			if !strings.Contains(log.String(), "tickbox: saved "+strconv.Quote(path)) {
				t.Fatalf("log %q does not say where the recording went", log.String())
			}
		})
	}
}
