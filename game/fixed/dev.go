//go:build !headless

package fixed

import (
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/render"
	"tickbox/sim/instrument"
	"tickbox/sim/loop"
	"tickbox/sim/pacing"
	"tickbox/sim/sched"
)

// noticeTime is how long the dev layer shows a notice: a screenshot's
// path, a trace saved, an error.
const noticeTime = 2 * time.Second

// dev is the dev layer: the sandbox's instruments around the game's loop
// (package sim/instrument: the frame shaper for the fps cap, jitter and
// hitches; the cost of a tick, its load and a stall; the figures, the
// timeline and a frame trace; screenshots), and the sandbox's painters
// drawing them over the game's picture (render.Dev). It is made only when
// switched on; off, the loop holds a nil one and pays a comparison where
// it would be used.
type dev struct {
	clock   Clock
	name    string // the game's, which files are named by
	log     io.Writer
	shaper  *instrument.Shaper
	cost    instrument.Cost
	trace   *instrument.Trace // the frame times being recorded; nil when none
	figures instrument.Figures
	fpsCap  int
	jitter  bool
	shot    bool // a screenshot was asked for
	pic     render.DevPicture
	painter *render.Dev
	shots   *render.Shooter
	wall    func() time.Time // names files; never used for timing
}

// devControls is what the dev layer's keys change, and what it reads, of
// a Loop, whatever its input.
type devControls interface {
	Latest() Frame
	SetPaused(paused bool)
	OneTick()
	SetScale(x float64) error
	SetPolicy(name string) error
	replayStatus() (instrument.ReplayStatus, Replay)
}

// startDev makes the dev layer if on, or DevEnv, asks for it.
func (l *Loop[I]) startDev(on bool, clock Clock) error {
	env, err := devFromEnv()
	if err != nil || !(on || env) {
		return err
	}
	p, err := render.NewDev(devKeyHelp())
	if err != nil {
		return fmt.Errorf("fixed: the dev layer: %w", err)
	}
	name := l.opts.Name
	if name == "" {
		name = "game"
	}
	d := &dev{clock: clock, name: name, log: l.log, shaper: instrument.NewShaper(clock, 1),
		painter: p, shots: render.NewShooter("."), wall: time.Now}
	d.pic.Overlay, d.pic.Timeline = true, true
	d.pic.OneTick = devKeyOf(instrument.OneTick) // paused, the state names it
	_, virtual := clock.(*loop.VirtualClock)
	d.pic.Measured = !virtual
	l.dev, l.ticked.cost, l.ticked.clock = d, &d.cost, clock
	return nil
}

// measure returns the frame's length: the shaper's, which first waits
// for the fps cap, jitter or a hitch to let the frame begin.
func (d *dev) measure() time.Duration { return d.shaper.Begin() }

// record adds a frame to the figures: it really lasted measured, counted
// as elapsed and made f, on scheduler s, after which the next tick is
// tick.
func (d *dev) record(s *sched.Scheduler, snap *pacing.Snapper, measured, elapsed time.Duration, f loop.Frame, tick int64) {
	var rec instrument.FrameRecord
	d.figures.Add(measured, elapsed, f.Frame, &rec, s.Totals(), s.Step(), snap)
	if f.Paused {
		d.figures.StopSmooth() // no body moves with real time
	} else {
		// The game is given alpha to draw its bodies with: measured as
		// drawn at the previous tick plus alpha, with no mode to name.
		u := instrument.Conditions{Scale: s.Scale(), Rate: s.Rate()}
		d.figures.Smooth(measured, snap.Refresh(), u, instrument.DrawnTime(tick, f.Alpha, s.Rate()))
	}
	set := &d.pic.Settings
	set.Rate = s.Rate()
	set.MaxFrame, set.MaxUpdates = s.Limits()
	set.Limits = set.MaxFrame > 0 || set.MaxUpdates > 0
	set.FillPolicy(s.Policy())
}

// update carries out the dev key pressed this frame, if any.
func (d *dev) update(l devControls) {
	a, ok := pressedDevKey(inpututil.IsKeyJustPressed, ebiten.IsKeyPressed(ebiten.KeyShift))
	if ok {
		d.do(a, l)
	}
}

// do carries out a, as the sandbox's action of the same name does.
func (d *dev) do(a instrument.Action, l devControls) {
	switch a {
	case instrument.ToggleHelp:
		d.pic.Help = !d.pic.Help
	case instrument.ToggleOverlay:
		d.pic.Overlay = !d.pic.Overlay
	case instrument.ToggleTimeline:
		d.pic.Timeline = !d.pic.Timeline
	case instrument.Hitch:
		d.shaper.Hitch(instrument.HitchLength)
	case instrument.LongHitch:
		d.shaper.Hitch(instrument.LongHitchLength)
	case instrument.TogglePause:
		l.SetPaused(!l.Latest().Paused)
	case instrument.OneTick:
		l.OneTick()
	case instrument.Stall:
		d.cost.Stall()
	default:
		d.doSwitch(a, l)
	}
}

// doSwitch carries out the actions that step a switch through its
// values, or start something once.
func (d *dev) doSwitch(a instrument.Action, l devControls) {
	switch a {
	case instrument.ToggleJitter:
		d.jitter = !d.jitter
		d.shaper.SetJitter(d.jitter)
	case instrument.LoadUp, instrument.LoadDown:
		d.cost.Load = instrument.StepLoad(d.cost.Load, instrument.Direction(a == instrument.LoadUp))
	case instrument.ScaleUp, instrument.ScaleDown:
		q := int(l.Latest().Scale * 4)
		_ = l.SetScale(float64(instrument.StepScale(q, instrument.Direction(a == instrument.ScaleUp))) / 4) // a step's scale is in range
	case instrument.CycleFPSCap:
		d.fpsCap = instrument.NextFPSCap(d.fpsCap)
		d.shaper.SetFPSCap(d.fpsCap)
		// With a cap of its own, vsync would hold a 144 fps cap to a 60 Hz
		// display's 60.
		ebiten.SetVsyncEnabled(d.fpsCap == 0)
	case instrument.CyclePolicy:
		next := instrument.NextPolicy(l.Latest().Policy)
		if err := l.SetPolicy(next); err != nil {
			d.notice(err.Error(), true)
			return
		}
		d.notice("policy "+next, false)
	case instrument.Screenshot:
		d.shot = true
	case instrument.ToggleFrameTrace:
		d.toggleTrace()
	}
}

// draw draws the dev layer over the game's picture on screen, then takes
// the screenshot F12 asked for, the dev layer in it, as the sandbox's is.
func (d *dev) draw(screen *ebiten.Image, l devControls) {
	d.fill(l)
	d.painter.Draw(screen, &d.pic)
	if d.shot {
		d.shot = false
		name := fmt.Sprintf("%s-%s-t%09d.png", d.name, d.shots.Now().Format("20060102-150405.000"), d.pic.Tick)
		d.shots.Take(screen, name)
	}
	if notice, err, ok := d.shots.Result(); ok {
		if err != nil {
			d.notice(err.Error(), true)
		} else {
			d.notice(notice, false)
		}
	}
}

// fill makes the dev layer's picture the loop's as it is now.
func (d *dev) fill(l devControls) {
	f, p := l.Latest(), &d.pic
	p.Now, p.Tick, p.Alpha = d.clock.Now(), f.Tick, f.Alpha
	set := &p.Settings
	set.Rate, set.Scale, set.FPSCap, set.Jitter, set.Load = f.Rate, int(f.Scale*4), d.fpsCap, d.jitter, d.cost.Load
	set.Paused, set.Stall, set.Snap = f.Paused, d.cost.Stalling(), f.Snap // the policy and its limits: see record
	p.Stats, p.Stats.Err = d.figures.Stats, nil
	p.FillFrames(&d.figures.Timeline)
	var r Replay
	p.Replay, r = l.replayStatus()
	p.SyncTest, p.SyncBad, p.SyncTick = r.SyncTest, r.SyncBad, r.SyncTick
	p.Trace = d.trace.Status()
}

// toggleTrace is Shift+F12: stop the frame trace and save it, or start
// one, named by the game and the time, in the working folder.
func (d *dev) toggleTrace() {
	if d.trace != nil {
		_ = d.stopTrace() // the notice tells
		return
	}
	path := fmt.Sprintf("%s-frames-%s.txt", d.name, d.wall().Format("20060102-150405.000"))
	d.trace = instrument.NewTrace(path)
	d.notice("recording frame times to "+path+" (Shift+F12 stops and saves)", false)
}

// stopTrace saves the frame trace being recorded, if any.
func (d *dev) stopTrace() error {
	t := d.trace
	if t == nil {
		return nil
	}
	d.trace = nil
	if err := t.Save(d.name + "'s dev layer"); err != nil {
		d.notice("frame times not saved: "+err.Error(), true)
		return fmt.Errorf("fixed: frame times: %w", err)
	}
	d.notice(fmt.Sprintf("saved %s: %d frame times (tickbox policies -frames %s)", t.Path(), t.Len(), filepath.Base(t.Path())), false)
	return nil
}

// notice shows msg over the timeline for noticeTime, and logs it.
func (d *dev) notice(msg string, failed bool) {
	d.painter.Notice(msg, d.clock.Now()+noticeTime, failed)
	fmt.Fprintln(d.log, "fixed: "+msg)
}

// close saves what the dev layer is recording.
func (d *dev) close() error { return d.stopTrace() }
