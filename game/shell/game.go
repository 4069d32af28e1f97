//go:build !headless

package shell

import (
	"github.com/hajimehoshi/ebiten/v2"
	"tickbox/sim/fixed"
)

// Game is a game on Tickbox's loop: ebiten.Game with its Update split in
// two, input read once per frame and a step run once per tick, and a Draw
// that gets alpha. Its Step, with the state it steps, is a Stepper of
// package tickbox/sim/fixed, which imports no Ebitengine: keep them in a
// package of their own, and the game's ticks test with no display.
type Game[I fixed.Input[I]] interface {
	// Update is called once per frame, before Draw, as ebiten.Game's is.
	// It reads the player's input for the ticks to come and returns it;
	// the loop gives it to the next tick (see Input). It may change what
	// is only drawn (a menu, a view), never the state ticks step. An
	// error ends the game, ebiten.Termination without one.
	Update() (I, error)
	// Step advances the game's state by one tick, exactly one fixed step
	// (1/Rate s), with the tick's input: see Stepper.
	Step(in I)
	// Draw draws the game between its previous and current states at
	// alpha: previous + (current-previous)·alpha ([Lerp]). Under the
	// default policy, alpha is in [-½, ½) once frames are steady and in
	// [-1, 1) while they are not; see the package comment for why it may
	// be negative, and what to do then.
	Draw(screen *ebiten.Image, alpha float64)
	// Layout is ebiten.Game's Layout.
	Layout(outsideWidth, outsideHeight int) (screenWidth, screenHeight int)
}
