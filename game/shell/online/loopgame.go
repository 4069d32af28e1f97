//go:build !headless

package online

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
)

// netInput is the loop's input of a Player: the game's, with the Held
// part fixed.Input asks for, the game's own if it has one (fixed.Devices
// does), none if not: a netplay input is Merged only.
type netInput[I Input[I]] struct{ in I }

func (a netInput[I]) Merge(b netInput[I]) netInput[I] { return netInput[I]{a.in.Merge(b.in)} }

func (a netInput[I]) Held() netInput[I] {
	if h, ok := any(a.in).(interface{ Held() I }); ok {
		return netInput[I]{h.Held()}
	}
	return netInput[I]{}
}

// netGame is a Player as the shell.Loop's Game: the game's Update and
// Draw, the peer's frame as the tick.
type netGame[S World[I], I Input[I]] struct{ n *Player[S, I] }

// loopGame is n as the Loop's Game: a netGame, with the game's own
// DrawFinalScreen if it has one (the Loop draws the picture as
// Ebitengine would for a Game without).
func loopGame[S World[I], I Input[I]](n *Player[S, I]) shell.Game[netInput[I]] {
	if _, own := n.game.(ebiten.FinalScreenDrawer); own {
		return finalGame[S, I]{netGame[S, I]{n}}
	}
	return netGame[S, I]{n}
}

func (g netGame[S, I]) Update() (netInput[I], error) {
	n := g.n
	switch {
	case n.err != nil:
		return netInput[I]{}, n.err
	case n.ended:
		return netInput[I]{}, ebiten.Termination
	}
	in, err := n.game.Update()
	return netInput[I]{in}, err
}

func (g netGame[S, I]) Step(in netInput[I]) { g.n.step(in.in) }

func (g netGame[S, I]) Draw(screen *ebiten.Image, alpha float64) {
	g.n.game.Draw(screen, g.n.drawn(), alpha)
}

func (g netGame[S, I]) Layout(w, h int) (int, int) { return g.n.game.Layout(w, h) }

// finalGame is a netGame whose game draws its own final screen.
type finalGame[S World[I], I Input[I]] struct{ netGame[S, I] }

func (g finalGame[S, I]) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	g.n.game.(ebiten.FinalScreenDrawer).DrawFinalScreen(screen, offscreen, geoM)
}
