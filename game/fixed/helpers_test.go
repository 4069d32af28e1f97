//go:build !headless

package fixed_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// press is the test game's input, package fixedtest's.
type press = fixedtest.Press

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

// newLoop makes game/fixed's loop of g on a virtual clock with o, logging
// nowhere (package fixedtest's New).
func newLoop[I fixed.Input[I]](t *testing.T, g fixed.Game[I], o fixed.Options) *fixed.Loop[I] {
	t.Helper()
	return fixedtest.New(t, fixed.New[I], g, o)
}

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = fixedtest.Tick
