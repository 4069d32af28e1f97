//go:build !headless

package peers

import (
	"tickbox/game/shell"
	"tickbox/sim/instrument"

	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// maxBehind is the most wall time a frame runs the session on by: after a
// hitch longer than it the session is let go on from where it is, as a
// loop's frame cap does, rather than running seconds of instants in one
// frame.
const maxBehind = 250 * time.Millisecond

// windowFrames runs a model in a shell.Window: Update reads the keys, Draw
// runs the session's instants up to the time shown and draws them.
type windowFrames struct {
	m     *model
	clock func() time.Duration // a monotonic clock; tests pass their own
	last  time.Duration        // the clock's reading at the last Draw
	at    time.Duration        // the session's time the frames have reached
	fresh bool                 // the next Draw restarts the clock
	help  bool                 // F1's panel shown
	art   *painter
	keys  *shell.KeyMap
	acts  []instrument.Action // this frame's, its room reused
	err   error
}

// newWindowFrames makes the window's frames for m on clock (nil: the wall's).
func newWindowFrames(m *model, clock func() time.Duration) (*windowFrames, error) {
	if clock == nil {
		t0 := time.Now()
		clock = func() time.Duration { return time.Since(t0) }
	}
	art, err := newPainter(helpKeys, helpLine)
	if err != nil {
		return nil, err
	}
	km, err := shell.NewKeyMap(keys)
	if err != nil {
		return nil, err
	}
	return &windowFrames{m: m, clock: clock, art: art, keys: km, fresh: true}, nil
}

// Update reads the frame's keys: the player's go to peer 1's next tick,
// the link's and the mode's to the model.
func (f *windowFrames) Update() error {
	if f.err != nil {
		return f.err
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return ebiten.Termination
	}
	for _, k := range playKeys {
		if inpututil.IsKeyJustPressed(k.Key) {
			f.m.Keyboard.Press(k.Input)
		}
	}
	f.acts = f.keys.Pressed(f.acts[:0], inpututil.IsKeyJustPressed, ebiten.IsKeyPressed(ebiten.KeyShift))
	for _, a := range f.acts {
		if a == instrument.ToggleHelp {
			f.help = !f.help
			continue
		}
		if err := f.m.Apply(a); err != nil {
			return err
		}
		if a == nextMode || a == restart {
			f.fresh = true
		}
	}
	return nil
}

// Draw runs the session on by the clock's time since the last frame, at
// the model's speed, and draws it (see shell.Loop.Draw for why the ticks
// run in Draw).
func (f *windowFrames) Draw(screen *ebiten.Image) {
	now := f.clock()
	if f.fresh {
		f.last, f.at, f.fresh = now, f.m.Now(), false
	}
	f.at += f.m.Speed().Of(min(now-f.last, maxBehind))
	f.last = now
	if err := f.m.Advance(f.at); err != nil && f.err == nil {
		f.err = err
	}
	f.art.paint(screen, f.m, f.help)
}

// Layout is the logical screen's size.
func (f *windowFrames) Layout(int, int) (int, int) { return screenW, screenH }

// Restart makes the next frame last 0.
func (f *windowFrames) Restart() { f.fresh = true }

// Interrupt does nothing: a frame runs at most maxBehind of instants.
func (f *windowFrames) Interrupt() {}

// Close does nothing: the window records nothing.
func (f *windowFrames) Close() error { return nil }
