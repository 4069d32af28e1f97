//go:build !headless

package fixed

import (
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// HideKey hides and shows the dev layer.
const HideKey = ebiten.KeyF2

// dev is the dev layer: the loop's figures over the game's picture, top
// left, F2 to hide them. It is made only when switched on; off, the loop
// holds a nil one and pays a comparison a frame.
type dev struct {
	hidden bool
	text   []byte // the figures, rebuilt each frame into the same bytes
	second time.Duration
	frames int
	fps    float64 // frames a second over the latest whole second
}

// startDev makes the dev layer if on, or DevEnv, asks for it.
func (l *Loop[I]) startDev(on bool) error {
	env, err := devFromEnv()
	if err != nil {
		return err
	}
	if on || env {
		l.dev = &dev{}
	}
	return nil
}

// update reads the dev layer's key.
func (d *dev) update() {
	if inpututil.IsKeyJustPressed(HideKey) {
		d.hidden = !d.hidden
	}
}

// loopView is what the dev layer reads of a Loop, whatever its input.
type loopView interface {
	Latest() Frame
	Replay() Replay
}

// draw draws the figures of the latest frame.
func (d *dev) draw(screen *ebiten.Image, l loopView) {
	f := l.Latest()
	d.count(f.Measured)
	if d.hidden {
		return
	}
	b := d.text[:0]
	b = append(b, f.Policy...)
	b = append(b, "  "...)
	b = strconv.AppendInt(b, int64(f.Rate), 10)
	b = append(b, " Hz  x"...)
	b = strconv.AppendFloat(b, f.Scale, 'g', -1, 64)
	b = append(b, "\nticks "...)
	b = strconv.AppendInt(b, int64(f.Ticks), 10)
	b = append(b, "  alpha "...)
	b = strconv.AppendFloat(b, f.Alpha, 'f', 3, 64)
	b = append(b, "\ndropped "...)
	b = strconv.AppendFloat(b, f.Totals.Dropped.Seconds(), 'f', 3, 64)
	b = append(b, " s  fps "...)
	b = strconv.AppendFloat(b, d.fps, 'f', 1, 64)
	b = append(b, "\ntick "...)
	b = strconv.AppendInt(b, f.Tick, 10)
	if f.Paused {
		b = append(b, "  PAUSED"...)
	}
	b = d.appendReplay(b, l.Replay())
	d.text = b
	ebitenutil.DebugPrintAt(screen, string(b), 4, 4)
}

// appendReplay appends what a recording or a playback is doing.
func (d *dev) appendReplay(b []byte, r Replay) []byte {
	switch {
	case r.Recording != "":
		b = append(b, "\nREC "...)
		b = strconv.AppendInt(b, r.Recorded, 10)
	case r.Playing != "" && !r.Done:
		b = append(b, "\nPLAY "...)
		b = strconv.AppendInt(b, r.Played, 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, r.Total, 10)
	}
	if r.Differs {
		b = append(b, "\nDESYNC at tick "...)
		b = strconv.AppendInt(b, r.First.From, 10)
	}
	return b
}

// count adds a frame of d to the frame rate's second.
func (d *dev) count(measured time.Duration) {
	d.second += measured
	d.frames++
	if d.second >= time.Second {
		d.fps = float64(d.frames) / d.second.Seconds()
		d.second, d.frames = 0, 0
	}
}
