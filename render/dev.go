//go:build !headless

package render

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/assets"
	"tickbox/sim/instrument"
)

// DevPicture is what the dev layer of package game/fixed draws over a
// game's picture in one frame, as plain values: the loop's figures and
// frames (the Readout any window's instruments read), what is shown, and
// what the game's recording, playback and synctest are doing.
type DevPicture struct {
	instrument.Readout
	Now time.Duration // the clock's reading, which notices fade by

	Overlay, Timeline, Help bool // the panels shown

	Replay instrument.ReplayStatus
	// SyncTest: every tick is stepped twice from its snapshot; SyncBad:
	// one was not reproducible, SyncTick the first such.
	SyncTest, SyncBad bool
	SyncTick          int64
	// Trace: the frame times being recorded (Shift+F12), Traced how many.
	Trace  bool
	Traced int
}

// Dev draws the dev layer over a game's own picture: the loop's figures
// top left and the last second of frames along the bottom, each over a
// veil that keeps it readable on any picture, a notice, and F1's keys.
// Its painters are the sandbox's own, reading the same Readout, so the
// two overlays and timelines are one code. It keeps from frame to frame
// only what drawing needs, and, once its batches have grown, allocates
// nothing a frame. It is not safe for concurrent use.
type Dev struct {
	canvas   canvas
	overlay  overlayPainter
	timeline timelinePainter
	notice   noticePainter
	help     helpPainter
}

// devChars is the dev overlay's width in characters, the sandbox
// overlay's: two columns of a label and a value.
const devChars = 47

// NewDev returns a dev layer whose F1 panel lists keys.
func NewDev(keys []KeyHelp) (*Dev, error) {
	f, err := newGlyphFont(assets.MonoTTF, 15)
	if err != nil {
		return nil, err
	}
	d := &Dev{canvas: newCanvas(f)}
	d.canvas.setSprites(1, 1, 1) // the atlas' white square is all the dev layer draws with
	d.overlay = overlayPainter{rows: rows{c: &d.canvas}}
	d.timeline = timelinePainter{c: &d.canvas}
	d.notice = noticePainter{c: &d.canvas}
	d.help = helpPainter{c: &d.canvas, keys: keys}
	return d, nil
}

// Draw draws p over what screen holds, laid out for the screen's size.
func (d *Dev) Draw(screen *ebiten.Image, p *DevPicture) {
	c := &d.canvas
	if b := screen.Bounds(); b.Dx() != c.lay.width || b.Dy() != c.lay.height {
		c.lay = devLayout(b.Dx(), b.Dy(), c.font.advance)
	}
	c.clear()
	if p.Overlay {
		d.overlay.paintDev(p)
	}
	if p.Timeline {
		a := c.lay.timeline
		c.rect(float32(a.Min.X-8), float32(a.Min.Y-6), float32(a.Dx()+16), float32(a.Dy()+10), colBackground.WithAlpha(0.8))
		d.timeline.paint(&p.Readout)
	}
	d.notice.paint(p.Now)
	if p.Help {
		c.use(helpLayer)
		d.help.paint()
	}
	c.flush(screen)
}

// Notice shows msg above the timeline until the clock reads until, in
// the error colour if failed: a screenshot's path, a trace saved, an
// error.
func (d *Dev) Notice(msg string, until time.Duration, failed bool) {
	d.notice.show(msg, until, failed)
}

// devLayout lays the dev layer out on a w × h screen: the overlay top
// left, devChars wide at advance pixels a character, and the timeline
// along the bottom as in the sandbox. The jumper's column, which the
// overlay's rows end at, starts where the overlay ends; the dev layer
// draws no jumper or box.
func devLayout(w, h, advance int) layout {
	right := 16 + devChars*advance
	return layout{width: w, height: h,
		overlay:  image.Rect(16, 14, right, h),
		jumper:   image.Rect(right, 14, right, 14),
		timeline: image.Rect(16, h-108, w-16, h-12),
	}
}

// paintDev draws the dev layer's figures: the sandbox overlay's sections
// that any loop has (the frame, the rates, the switches, with the
// policy's own limits), then the recording and the synctest, over a veil
// as tall as the rows written.
func (o *overlayPainter) paintDev(p *DevPicture) {
	w := &o.rows
	w.start()
	w.note("TICKBOX", colAccent)
	w.note("  dev layer  F1 keys  F2 hides", colDim)
	w.next()
	o.frame(&p.Readout, "")
	w.gap()
	o.speed(&p.Readout)
	o.shaping(&p.Readout)
	w.wide("limits", p.Limits.Append(w.value()), colText)
	w.next()
	o.policy(&p.Readout)
	o.state(&p.Settings)
	w.next()
	o.devTapes(p)
	o.veil()
}

// devTapes: the game's recording or playback, the synctest, and the
// frame times being recorded, each on a row of its own once it is on.
func (o *overlayPainter) devTapes(p *DevPicture) {
	w := &o.rows
	if p.Replay.Recording || p.Replay.Play != instrument.PlayOff {
		o.replay(&p.Replay)
	}
	if p.SyncTest {
		v := append(w.value(), "every tick twice: ok"...)
		if p.SyncBad {
			v = appendInt(append(v[:0], "tick "...), p.SyncTick)
			v = append(v, " not reproducible"...)
		}
		w.wide("synctest", v, warnIf(p.SyncBad, colTick))
		w.next()
	}
	if p.Trace {
		w.wide("frames", appendInt(append(w.value(), "REC "...), int64(p.Traced)), colWarn)
		w.next()
	}
}

// veil puts a dark, see-through panel behind the rows written so far, so
// that they read over any picture. Shapes are drawn before text, so it
// lies under the rows however late it is added.
func (o *overlayPainter) veil() {
	w, c := &o.rows, o.rows.c
	x, y := w.x-8, w.y-6
	wd := w.chars*c.font.advance + 16
	ht := w.top() - w.y + 10
	c.rect(float32(x), float32(y), float32(wd), float32(ht), colBackground.WithAlpha(0.8))
}
