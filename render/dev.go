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
	Trace             instrument.TraceStatus // the frame times being recorded (Shift+F12)
	// OneTick is the key that runs one tick, as F1 shows it ("Shift+F5"),
	// which the state names while paused.
	OneTick string
}

// Dev draws the dev layer over a game's own picture: the loop's figures
// top left and the last second of frames along the bottom, each over a
// veil that keeps it readable on any picture, a notice, and F1's keys.
// Its painters are the sandbox's own, reading the same Readout, so the
// two overlays and timelines are one code. It keeps from frame to frame
// only what drawing needs, and, once its batches have grown, allocates
// nothing a frame. It is not safe for concurrent use.
type Dev struct {
	size     int // the font's size in pixels
	canvas   Canvas
	overlay  Overlay
	timeline Timeline
	notice   Notice
	help     Help
}

// devChars is the dev overlay's width in characters, the sandbox
// overlay's: two columns of a label and a value.
const devChars = 47

// NewDev returns a dev layer whose F1 panel lists keys.
func NewDev(keys instrument.KeyTable) (*Dev, error) {
	d := &Dev{}
	if err := d.setFont(devFontSize(ScreenHeight)); err != nil {
		return nil, err
	}
	d.overlay = NewOverlay(&d.canvas)
	d.timeline = NewTimeline(&d.canvas, d.timeline.k)
	d.notice = NewNotice(&d.canvas, nil)
	d.help = NewHelp(&d.canvas, keys)
	return d, nil
}

// Draw draws p over what screen holds, laid out for the screen's size:
// Build, then Flush.
func (d *Dev) Draw(screen *ebiten.Image, p *DevPicture) {
	b := screen.Bounds()
	d.Build(p, b.Dx(), b.Dy())
	d.Flush(screen)
}

// Flush draws the quads Build added over what screen holds, text over
// shapes: a few DrawTriangles calls in all.
func (d *Dev) Flush(screen *ebiten.Image) { d.canvas.Flush(screen) }

// Build does all of a frame's drawing work but the GPU calls, for a
// screen of w × h pixels: it allocates nothing once the batches have
// grown. It starts from empty batches.
func (d *Dev) Build(p *DevPicture, w, h int) {
	c := &d.canvas
	if w != c.Layout.Width || h != c.Layout.Height {
		if size := devFontSize(h); size != d.size {
			_ = d.setFont(size) // the embedded font, drawn once already: it does not fail; the old size stays if it did
		}
		c.Layout = devLayout(w, h, c.Font.Advance, d.timeline.k)
	}
	c.Clear()
	if p.Overlay {
		d.overlay.paintDev(p)
	}
	if p.Timeline {
		a := c.Layout.Timeline
		c.Rect(float32(a.Min.X-8), float32(a.Min.Y-6), float32(a.Dx()+16), float32(a.Dy()+10), ColBackground.WithAlpha(0.8))
		d.timeline.Paint(&p.Readout)
	}
	d.notice.Paint(p.Now)
	if p.Help {
		c.Use(HelpLayer)
		d.help.Paint()
	}
}

// Notice shows msg above the timeline until the clock reads until, in
// the error colour if failed: a screenshot's path, a trace saved, an
// error.
func (d *Dev) Notice(msg string, until time.Duration, failed bool) {
	d.notice.Show(msg, until, failed)
}

// devFontSize returns the font size, in pixels, for a game's screen h
// pixels high: 15 at 720, the sandbox's, and in proportion below, down to
// 9, so that the overlay and the timeline keep to the screen of a game
// drawn small and scaled up (640×360 shown at 1280×720 gets 9 pixels,
// shown as 18).
func devFontSize(h int) int { return max(9, min(15, h/48)) }

// setFont draws the glyph atlas at size pixels and makes a canvas for it,
// which the painters, holding the canvas' address, draw on from now on.
func (d *Dev) setFont(size int) error {
	f, err := NewFont(assets.MonoTTF, float64(size))
	if err != nil {
		return err
	}
	d.size, d.canvas = size, NewCanvas(f)
	d.timeline.k = float32(size) / 15 // the sandbox's rows at its font's size
	d.canvas.SetSprites(1, 1, 1)      // the atlas' white square is all the dev layer draws with
	return nil
}

// devLayout lays the dev layer out on a w × h screen, along its top, where
// a game keeps its score rather than its action: the overlay top left,
// devChars wide at advance pixels a character, and the timeline beside it
// to the right edge, its rows at scale k under a row for the notice; on a
// screen too narrow for a timeline beside the overlay, the timeline runs
// along the bottom, as in the sandbox. The dev layer draws no jumper or
// box.
func devLayout(w, h, advance int, k float32) Layout {
	const minTimeline = 240 // a second at 4 ms a pixel
	right := 16 + devChars*advance
	tall := int(96 * k) // the sandbox's 96 pixels at k = 1
	l := Layout{Width: w, Height: h,
		Overlay:  image.Rect(16, 14, right, h),
		Timeline: image.Rect(16, h-12-tall, w-16, h-12),
	}
	if left := right + 24; w-16-left >= minTimeline {
		top := 14 + 24 // the notice's row above it
		l.Timeline = image.Rect(left, top, w-16, top+tall)
	}
	// The notice's row: over the timeline, as wide as it; a notice's
	// further lines run down over the timeline's top, whatever is shown
	// (the layout is the same for every panel).
	t := l.Timeline
	l.Notice = image.Rect(t.Min.X+4, t.Min.Y-24, t.Max.X-4, t.Min.Y-24+noticeHeight)
	l.Panels = AllPanels
	return l
}

// paintDev draws the dev layer's figures: the sandbox overlay's sections
// that any loop has (the frame, the rates, the switches with the fps cap's
// and jitter's warnings, the limits the policy keeps, its smoothness),
// then the recording and the synctest, over a veil as tall as the rows
// written.
func (o *Overlay) paintDev(p *DevPicture) {
	w := &o.Rows
	w.Start()
	w.Note("TICKBOX", ColAccent)
	w.Note("  dev layer  F1 keys  F2 hides", ColDim)
	w.Next()
	o.Frame(&p.Readout, "")
	w.Gap()
	o.Speed(&p.Readout)
	o.shaping(&p.Readout)
	o.limits(appendLimits(w.Value(), &p.Settings))
	o.policy(&p.Readout, "")
	o.state(&p.Settings, p.OneTick)
	w.Next()
	o.devTapes(p)
	o.veil()
}

// limits: the limits the policy keeps (appendLimits' text, the sandbox's
// limits row), wrapped onto as many rows as they need, a limit whole on its row: an engine that
// resyncs says most, and the dev layer has the rows to spare.
func (o *Overlay) limits(text []byte) {
	w, label, whole := &o.Rows, "limits", text
	for len(text) > 0 {
		var line []byte
		line, text = wrapList(text, w.chars-labelChars)
		w.Wide(label, line, ColText)
		w.Next()
		label = ""
	}
	w.buf = whole[:0] // the buffer, not the tail of it the last row took: it must not shrink
}

// devTapes: the game's recording or playback, the synctest, and the
// frame times being recorded, each on a row of its own once it is on.
func (o *Overlay) devTapes(p *DevPicture) {
	w := &o.Rows
	if p.Replay.Recording || p.Replay.Play != instrument.PlayOff {
		o.Replay(&p.Replay)
	}
	if p.SyncTest {
		v := append(w.Value(), "every tick twice: ok"...)
		if p.SyncBad {
			v = AppendInt(append(v[:0], "tick "...), p.SyncTick)
			v = append(v, " not reproducible"...)
		}
		w.Wide("synctest", v, WarnIf(p.SyncBad, ColTick))
		w.Next()
	}
	if p.Trace.On {
		w.Wide("frames", AppendInt(append(w.Value(), "REC "...), int64(p.Trace.Frames)), ColWarn)
		w.Next()
	}
}

// veil puts a dark, see-through panel behind the rows written so far, so
// that they read over any picture. Shapes are drawn before text, so it
// lies under the rows however late it is added.
func (o *Overlay) veil() {
	w, c := &o.Rows, o.Rows.c
	x, y := w.x-8, w.y-6
	wd := w.chars*c.Font.Advance + 16
	ht := w.top() - w.y + 10
	c.Rect(float32(x), float32(y), float32(wd), float32(ht), ColBackground.WithAlpha(0.8))
}
