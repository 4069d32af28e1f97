//go:build !headless

package online

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
)

// Frames makes n's loop as Run would, with no window, for a test to
// drive on o's clock: update reads the game's input (Ebitengine's Update),
// advance runs a frame of d, final draws the window's final screen (the
// game's picture and the netplay rows under the dev layer) onto screen.
func Frames[S World[I], I Input[I]](n *Player[S, I], o fixed.Options, parts ...shell.Part) (
	update func() error, advance func(d time.Duration) error, final func(screen *ebiten.Image), err error) {
	l, err := n.newLoop(o, parts...)
	if err != nil {
		return nil, nil, nil, err
	}
	update = l.Update
	advance = func(d time.Duration) error {
		_, err := l.Advance(d)
		return err
	}
	final = func(screen *ebiten.Image) {
		w, h := n.game.Layout(screen.Bounds().Dx(), screen.Bounds().Dy())
		off := ebiten.NewImage(w, h)
		l.Draw(off)
		l.DrawFinalScreen(screen, off, ebiten.GeoM{})
		off.Deallocate()
	}
	return update, advance, final, nil
}

// Close closes n's socket, as Run does once it ends.
func Close[S World[I], I Input[I]](n *Player[S, I]) { n.close() }

// Figures are n's figures as the dev layer's rows show them.
func (n *Player[S, I]) Figures() netFigures { return n.figures() }

// Ended reports whether n's session ended: every tick confirmed, and the
// others given what they need.
func (n *Player[S, I]) Ended() bool { return n.ended }
