//go:build !headless

package peers

import (
	"slices"
	"tickbox/sim/lab"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// netHelpKeys is what F1 lists in tickbox-window net.
var netHelpKeys = slices.Concat(helpKeys[:4], instrument.KeyTable{
	instrument.Bind("F1", "", "these keys"),
	instrument.Bind("Esc", "", "quit (the others play on, your input the zero input)"),
})

// netHelpLine is its help line.
const netHelpLine = "Space jump  K ← → kick  B teleport ball 1  F1 keys  Esc quit"

// netWindow is tickbox-window net's online.Game: Update
// reads the player's keys (and a script's, keysEnv), Draw paints the
// netModel as the peers' window paints its peers.
type netWindow struct {
	m      *netModel
	art    *painter
	script []press // KeysEnv's presses, by tick
	help   bool
}

func newNetWindow(m *netModel, script []press) (*netWindow, error) {
	art, err := newPainter(netHelpKeys, netHelpLine)
	if err != nil {
		return nil, err
	}
	return &netWindow{m: m, art: art, script: script}, nil
}

// Update reads this frame's input: the player's keys, and the script's
// presses due at the peer's tick.
func (w *netWindow) Update() (bounce.Input, error) {
	var in bounce.Input
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return in, ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF1) {
		w.help = !w.help
	}
	for _, k := range playKeys {
		if inpututil.IsKeyJustPressed(k.Key) {
			in = in.Merge(k.Input)
		}
	}
	if w.m.peer == nil {
		return in, nil
	}
	for len(w.script) > 0 && w.script[0].tick <= w.m.peer.Tick() {
		in = in.Merge(w.script[0].in)
		w.script = w.script[1:]
	}
	return in, nil
}

// Draw paints the peer's world, its figures and the network; state is
// the model's World.
func (w *netWindow) Draw(screen *ebiten.Image, _ lab.NetWorld, _ float64) {
	w.art.paint(screen, w.m, w.help)
}

func (w *netWindow) Layout(int, int) (int, int) { return screenW, screenH }
