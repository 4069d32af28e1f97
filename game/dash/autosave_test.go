//go:build !headless

package main

import (
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// A game opts into autosave after shell.New: its recording in progress is
// written beside its file every 10 s, and removed once the recording is
// saved. Without it, nothing is written before the save.
func TestAutosaveIsOptIn(t *testing.T) {
	for _, opted := range []bool{false, true} {
		dir := t.TempDir()
		_, l := newLoop(t, fixed.Options{}, tape.Options{Record: filepath.Join(dir, "dash.tbr")}, instrument.DevOptions{})
		if opted {
			autosave.Attach(l.Tape())
		}
		clock := l.Clock().(*fixed.VirtualClock) // autosaves are timed on the loop's clock
		for i := range 12 * 60 {                 // 12 s at 60 fps: an autosave due
			l.Feed(script(l.Latest().Tick))
			clock.Advance(fixedtest.Steady(60)(i))
			if _, err := l.Frame(); err != nil {
				t.Fatal(err)
			}
		}
		partial := filepath.Join(dir, ".dash.tbr.partial")
		if _, err := os.Stat(partial); (err == nil) != opted {
			t.Errorf("autosave attached %v: after 12 s the partial file: %v", opted, err)
		}
		if err := l.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(partial); err == nil {
			t.Errorf("autosave attached %v: the partial file is still there after the save", opted)
		}
	}
}
