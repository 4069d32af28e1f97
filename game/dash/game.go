//go:build !headless

package main

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/game/dash/world"
	"tickbox/game/shell"
	"tickbox/sim/fixed"
)

// game is dash on Tickbox's loop: the world its ticks step, and what is
// only drawn. Its Fingerprint, MarshalBinary and UnmarshalBinary are the
// world's, so that it can be recorded, played back and synctested.
type game struct {
	*world.State
	newest              bool                       // draw the newest state only, ignoring alpha (I)
	loop                *shell.Loop[fixed.Devices] // for the keys that pause and step
	fixed.Events[event]                            // what the latest tick reported; played by play
	flashEnd            int64                      // the tick a hit's flash ends at
	heard               [2]int                     // the events played, by kind
}

// newGame returns a game at tick 0 of the world of seed.
func newGame(seed uint64) *game {
	g := &game{State: world.New(seed)}
	g.Play = g.play
	return g
}

// Update reads the keys: the player's for the next tick, and those that
// change the view (I) or the loop (P, N, T).
func (g *game) Update() (fixed.Devices, error) {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return fixed.Devices{}, ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyI) {
		g.newest = !g.newest
	}
	if g.loop != nil {
		g.loopKeys()
	}
	return shell.ReadDevices(), nil
}

// rates are the tick rates T cycles through.
var rates = [...]int{60, 120, 30}

// loopKeys pauses (P), runs one tick (N) and changes the tick rate (T).
func (g *game) loopKeys() {
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyP):
		g.loop.SetPaused(!g.loop.Latest().Paused)
	case inpututil.IsKeyJustPressed(ebiten.KeyN):
		g.loop.OneTick()
	case inpututil.IsKeyJustPressed(ebiten.KeyT):
		next := rates[0]
		for i, r := range rates {
			if int64(r) == g.Rate {
				next = rates[(i+1)%len(rates)]
			}
		}
		g.loop.SetRate(next) // refused only while a replay plays: T does nothing then
	}
}

// Layout draws the world at its own size, scaled to the window.
func (g *game) Layout(int, int) (int, int) { return int(world.Width), int(world.Height) }
