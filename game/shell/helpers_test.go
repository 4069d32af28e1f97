//go:build !headless

package shell_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// runner is package fixedtest's test game, in a window.
type runner struct {
	fixedtest.Runner
	screen
}

// replayable is a runner that can be recorded and played back.
type replayable struct {
	fixedtest.Replayable
	screen
}

// screen draws nothing, on a small screen: what a Game adds to a Stepper.
type screen struct{}

func (screen) Draw(*ebiten.Image, float64) {}
func (screen) Layout(int, int) (int, int)  { return 320, 240 }

// newLoop makes game/shell's loop of g on a virtual clock with o, logging
// nowhere (package fixedtest's New).
func newLoop[I fixed.Input[I]](t *testing.T, g shell.Game[I], o fixed.Options, parts ...shell.Part) *shell.Loop[I] {
	t.Helper()
	return fixedtest.New(t, func(g shell.Game[I], o fixed.Options) (*shell.Loop[I], error) { return shell.New(g, o, parts...) }, g, o)
}

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = fixedtest.Tick
