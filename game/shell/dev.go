//go:build !headless

package shell

import (
	"cmp"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/render"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// dev is the dev layer's window side: its keys, which carry out the
// actions of the loop's instruments (package tickbox/sim/instrument's Dev.Do),
// and the sandbox's painters drawing the instruments' figures over the
// game's picture (render.Dev), with screenshots. It is made only when
// switched on; off, the loop holds a nil one and pays a comparison where
// it would be used.
type dev struct {
	inst    *instrument.Dev // the instruments attached to the loop, which the keys change
	clock   fixed.Clock
	replay  func() tape.Replay // the loop's recordings, for the replay rows
	name    string             // the game's, which files are named by
	log     io.Writer
	shot    bool // a screenshot was asked for
	keys    *KeyMap
	pressed []instrument.Action // this frame's, its room reused
	pic     render.DevPicture
	painter *render.Dev
	shots   *render.Shooter
}

// newDev makes the dev layer's keys and drawing for inst, attached to the
// loop of a game named name, whose recordings replay says.
func newDev(inst *instrument.Dev, name string, log io.Writer, clock fixed.Clock, replay func() tape.Replay) (*dev, error) {
	p, err := render.NewDev(devKeys)
	if err != nil {
		return nil, fmt.Errorf("fixed: the dev layer: %w", err)
	}
	keys, err := NewKeyMap(devKeys)
	if err != nil {
		return nil, fmt.Errorf("fixed: the dev layer: %w", err)
	}
	d := &dev{inst: inst, clock: clock, replay: replay, name: cmp.Or(name, "game"), log: log, keys: keys, painter: p, shots: render.NewShooter(".")}
	d.pic.Overlay, d.pic.Timeline = true, true
	d.pic.OneTick = devKeys.Label(instrument.OneTick) // paused, the state names it
	return d, nil
}

// update carries out the dev keys pressed this frame.
func (d *dev) update() {
	d.pressed = d.keys.Pressed(d.pressed[:0], inpututil.IsKeyJustPressed, ebiten.IsKeyPressed(ebiten.KeyShift))
	for _, a := range d.pressed {
		d.do(a)
	}
}

// do carries out a: the panels and a screenshot here, the rest on the
// loop's instruments.
func (d *dev) do(a instrument.Action) {
	switch a {
	case instrument.ToggleHelp:
		d.pic.Help = !d.pic.Help
	case instrument.ToggleOverlay:
		d.pic.Overlay = !d.pic.Overlay
	case instrument.ToggleTimeline:
		d.pic.Timeline = !d.pic.Timeline
	case instrument.Screenshot:
		d.shot = true
	default:
		if notice, failed := d.inst.Do(a); notice != "" {
			d.notice(notice, failed)
		}
		if a == instrument.CycleFPSCap {
			// With a cap of its own, vsync would hold a 144 fps cap to a
			// 60 Hz display's 60.
			ebiten.SetVsyncEnabled(d.inst.Settings().FPSCap == 0)
		}
	}
}

// draw draws the dev layer over the window's picture on screen, laid out
// for the screen's own pixels.
func (d *dev) draw(screen ebiten.FinalScreen) {
	d.paint(screen)
	if notice, err, ok := d.shots.Result(); ok {
		if err != nil {
			notice = err.Error()
		}
		d.notice(notice, err != nil)
	}
}

// shoot takes the screenshot F12 asked for: the window's picture, which
// shot holds, with the dev layer drawn over it, as the sandbox's is.
func (d *dev) shoot(shot *ebiten.Image) {
	d.shot = false
	d.paint(shot)
	name := fmt.Sprintf("%s-%s-t%09d.png", d.name, d.shots.Now().Format("20060102-150405.000"), d.pic.Tick)
	d.shots.Take(shot, name)
}

// paint draws the dev layer, as the loop is now, over dst, at the device
// pixels of the window's monitor (1 per logical pixel where Ebitengine
// knows no monitor).
func (d *dev) paint(dst ebiten.FinalScreen) {
	d.fill()
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	d.painter.SetDeviceScale(scale)
	d.painter.Draw(dst, &d.pic)
}

// fill makes the dev layer's picture the loop's as it is now.
func (d *dev) fill() {
	p := &d.pic
	p.Now = d.clock.Now()
	d.inst.Readout(&p.Readout)
	p.Replay = d.replay()
	p.Trace = d.inst.TraceStatus()
}

// notice shows msg over the timeline for render.NoticeTime, and logs it.
func (d *dev) notice(msg string, failed bool) {
	d.painter.Notice(msg, d.clock.Now()+render.NoticeTime, failed)
	fmt.Fprintln(d.log, "fixed: "+msg)
}
