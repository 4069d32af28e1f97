//go:build !headless

package render

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// DevPicture is what the dev layer of package game/shell draws over a
// game's picture in one frame, as plain values: the loop's figures and
// frames (the Readout any window's instruments read), what is shown, and
// what the game's recording, playback and synctest are doing.
type DevPicture struct {
	instrument.Readout
	Now time.Duration // the clock's reading, which notices fade by

	Overlay, Timeline, Help bool // the panels shown

	Replay tape.Replay            // the recording, the playback and the synctest
	Trace  instrument.TraceStatus // the frame times being recorded (Shift+F12)
	// OneTick is the key that runs one tick, as F1 shows it ("Shift+F5"),
	// which the state names while paused.
	OneTick string
}

// Dev draws the dev layer over a game's own picture: the loop's figures
// top left and the last second of frames beside them (or along the
// bottom, where the screen is too narrow), each over a veil that keeps it
// readable on any picture, a notice, and F1's keys. It is laid out for
// the screen it is given, which is meant to be the window's own pixels,
// not a game's small logical screen scaled up: on a window under
// fullMinHeight logical pixels high it shows its compact form (see
// paintCompact, and SetDeviceScale).
// Its painters are the sandbox's own, reading the same Readout, so the
// two overlays and timelines are one code. It keeps from frame to frame
// only what drawing needs, and, once its batches have grown, allocates
// nothing a frame. It is not safe for concurrent use.
type Dev struct {
	size     int     // the font's size in pixels
	scale    float64 // device pixels per logical pixel: see SetDeviceScale
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
	d := &Dev{scale: 1}
	d.overlay, d.timeline = NewOverlay(&d.canvas), NewTimeline(&d.canvas, 1)
	d.notice, d.help = NewNotice(&d.canvas), NewHelp(&d.canvas, keys)
	if err := d.setFont(devFontSize(ScreenHeight)); err != nil { // which sets the timeline's scale
		return nil, err
	}
	return d, nil
}

// SetDeviceScale sets how many of the screen's pixels make one of the
// window's logical pixels (ebiten.Monitor().DeviceScaleFactor(): 2 on most
// Macs' displays): the text's size and the form are chosen for the
// window's size in logical pixels, and drawn at its device pixels, so
// that a window of 960×720 gets text as large at a scale of 2 as at 1,
// drawn twice as finely. It starts at 1; one of 0 or less counts as 1.
func (d *Dev) SetDeviceScale(s float64) {
	s = pick(s > 0, s, 1)
	if s != d.scale {
		d.scale, d.canvas.Layout.Width = s, 0 // laid out again at the next Build
	}
}

// Draw draws p over what screen holds, laid out for the screen's size:
// Build, then the quads it added, text over shapes, in a few DrawTriangles
// calls in all.
func (d *Dev) Draw(screen ebiten.FinalScreen, p *DevPicture) {
	d.Build(p, screen.Bounds().Dx(), screen.Bounds().Dy())
	d.canvas.Flush(screen)
}

// Build does all of a frame's drawing work but the GPU calls, for a
// screen of w × h pixels: it allocates nothing once the batches have
// grown. It starts from empty batches.
func (d *Dev) Build(p *DevPicture, w, h int) {
	c, logical := &d.canvas, int(float64(h)/d.scale+0.5) // logical: the window's height in logical pixels
	if w != c.Layout.Width || h != c.Layout.Height {
		if size := int(float64(devFontSize(logical))*d.scale + 0.5); size != d.size {
			_ = d.setFont(size) // the embedded font, drawn once already: it does not fail; the old size stays if it did
		}
		c.Layout = devLayout(w, h, c.Font.Advance, d.timeline.k)
	}
	c.Clear()
	d.paintTimeline(p, d.overlay.paintDev(p, logical < fullMinHeight))
	d.notice.Paint(c.Layout.Notice.Min.X, p.Now)
	if p.Help {
		c.Use(HelpLayer)
		d.help.Paint()
	}
}

// paintTimeline draws the timeline over its veil, unless it would run
// into the figures, whose veil ends at bottom: on a screen too small for
// it beside the figures or under them (320×240 drawn pixel for pixel),
// the figures win, and F2 hides them to show it.
func (d *Dev) paintTimeline(p *DevPicture, bottom int) {
	c, tl := &d.canvas, d.canvas.Layout.Timeline
	if !p.Timeline || (tl.Min.X < c.Layout.Overlay.Max.X && bottom > tl.Min.Y-6) {
		return
	}
	c.veil(tl)
	d.timeline.Paint(&p.Readout)
}

// Notice shows msg above the timeline until the clock reads until, in
// the error colour if failed: a screenshot's path, a trace saved, an
// error.
func (d *Dev) Notice(msg string, until time.Duration, failed bool) {
	d.notice.Show(msg, until, failed)
}

// devFontSize returns the font size, in logical pixels, for a window h
// logical pixels high: 15 at 720 and above, the sandbox's, and in proportion below, down
// to 10 at 480, the least that reads well drawn pixel for pixel.
func devFontSize(h int) int { return max(10, min(15, h/48)) }

// fullMinHeight is the least window height, in logical pixels, that shows the
// dev layer's full form: its 18 rows of figures take 35 % of 1080 pixels,
// 41 % of 960 and over half of 720, where they would hide the game.
const fullMinHeight = 1000

// setFont draws the glyph atlas at size pixels and makes a canvas for it,
// which the painters, holding the canvas' address, draw on from now on.
func (d *Dev) setFont(size int) error {
	// Go Mono: every glyph has the same advance, so the columns line up
	// and numbers do not shift as they change.
	f, err := NewFont(gomono.TTF, float64(size))
	if err != nil {
		return err
	}
	d.size, d.canvas = size, NewCanvas(f)
	d.timeline.k = float32(size) / 15 // the sandbox's rows at its font's size
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
	// The timeline as tall as the sandbox's, 96 pixels at k = 1.
	right, tall := 16+devChars*advance, int(96*k)
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
	l.Notice = image.Rect(t.Min.X+4, t.Min.Y-24, t.Max.X-4, t.Min.Y-24+NoticeHeight)
	return l
}

// paintDev draws the dev layer's figures: the sandbox overlay's sections
// that any loop has (the frame, the rates, the switches with the fps cap's
// and jitter's warnings, the limits the policy keeps, its smoothness), then
// the recording and the synctest, over a veil as tall as the rows written,
// and returns the y of the veil's bottom: 0 with the figures hidden (F2),
// when it draws nothing. Compact, for screens under
// fullMinHeight, it writes only the rows that say what the frames did (the
// frame, the rates, the policy and the state) and the switches' rows (the
// time scale, the load, the fps cap, jitter) only once one of them is
// moved from where the loop starts, by a key or from code, so that about
// a third of the height shows what matters and the game shows under the
// rest.
func (o *Overlay) paintDev(p *DevPicture, compact bool) (bottom int) {
	if !p.Overlay {
		return 0
	}
	w, set := &o.Rows, &p.Settings
	w.Start()
	w.Note("TICKBOX", ColAccent)
	w.Note("  dev layer  F1 keys  F2 hides", ColDim)
	w.Next()
	o.Frame(&p.Readout, "")
	if !compact {
		w.Gap()
		o.Speed(&p.Readout)
		o.Switches(&p.Readout, "", p.OneTick)
	} else {
		w.Next()
		o.Speed(&p.Readout)
		if set.Scale != 1 || set.Load > 0 || set.Fast || set.FPSCap > 0 || set.Jitter {
			o.shaping(&p.Readout)
		}
		o.policyRow(set)
		o.state(set, p.OneTick)
	}
	o.devTapes(p)
	return w.c.veil(image.Rect(w.x, w.y, w.x+w.chars*w.c.Font.Advance, w.top())) // the rows written
}

// devTapes: the game's recording or playback, the synctest, and the
// frame times being recorded, each on a row of its own once it is on.
func (o *Overlay) devTapes(p *DevPicture) {
	w := &o.Rows
	r := &p.Replay
	if r.Recording != "" || r.Playing != "" {
		o.Replay(r)
	}
	if r.SyncTest {
		v := append(w.Value(), "every tick twice: ok"...)
		if r.SyncBad {
			v = append(AppendInt(append(v[:0], "tick "...), r.SyncTick), " not reproducible"...)
		}
		w.line("synctest", v, WarnIf(r.SyncBad, ColTick))
	}
	if p.Trace.On {
		w.line("frames", AppendInt(append(w.Value(), "REC "...), int64(p.Trace.Frames)), ColWarn)
	}
}
