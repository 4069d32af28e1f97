//go:build !headless

package render

import (
	"time"

	"tickbox/sim/instrument"
)

// The timeline's rows, in pixels from the top of its area, under the
// title and the legend, which are at its top.
const (
	tlFrameY = 20 // frames: one block each, as wide as the frame lasted
	tlFrameH = 28
	tlTickY  = 52 // the ticks each frame ran, underneath it
	tlTickH  = 16
	tlAxisY  = 72 // the time axis
)

// timelineSpan is how much real time the timeline shows. A Picture's
// frames reach further back (instrument.FrameSpan), so that the painter never
// runs out of frames before its left edge; the line after this one stops
// the build if the two ever disagree.
const timelineSpan = time.Second

var _ [instrument.FrameSpan - timelineSpan]struct{} // a negative length if FrameSpan < timelineSpan

// Timeline draws the last second of frames along the bottom of the
// screen, newest at the right: each frame a block whose width is its
// length, the time cut at the block's end in the colour of what cut it
// (the clamp, the policy's owed limit); under each block the ticks it ran,
// spread evenly, and the ticks the tick cap dropped after them, red: each
// cause of the overlay's "cut by" row in a colour of its own.
type Timeline struct {
	c    *Canvas
	k    float32 // the rows' scale: 1 at the sandbox's font, smaller with a smaller font
	buf  []byte  // the axis' labels
	owed bool    // a frame drawn shows time the owed limit cut, which the legend then names
}

// NewTimeline returns a timeline that draws on c, its rows at scale k (1
// at the sandbox's font size).
func NewTimeline(c *Canvas, k float32) Timeline { return Timeline{c: c, k: k} }

// px returns v pixels of the timeline's rows at its scale.
func (t *Timeline) px(v int) float32 { return float32(v) * t.k }

// Paint draws p's timeline: over a panel behind the frames and their
// ticks, a faint line every tick of game time at ×1 (at p's rate), so that
// one sees how frames fall across ticks, then the frames, newest first.
func (t *Timeline) Paint(p *instrument.Readout) {
	c, a := t.c, t.c.Layout.Timeline
	left, right := float32(a.Min.X), float32(a.Max.X)
	perNs := (right - left) / float32(timelineSpan)
	top, h := float32(a.Min.Y)+t.px(tlFrameY)-2, t.px(tlTickY+tlTickH-tlFrameY)+4
	c.Rect(left, top, right-left, h, ColPanel)
	if step := float32(time.Second) / float32(p.Settings.Rate) * perNs; step >= 4 {
		for x := right; x > left; x -= step {
			c.Rect(x, top, 1, h, ColGrid)
		}
	}
	x := right
	t.owed = false
	for i := 0; i < len(p.Frames) && x > left; i++ {
		w := float32(p.Frames[i].Length) * perNs
		t.block(&p.Frames[i], max(x-w, left), x, (p.Added-1-int64(i))&1 == 1, perNs) // a frame's colour by its parity
		x -= w
	}
	t.legend()
	t.axis(left, right)
}

// block adds one frame's block from x0 to x1 and its ticks below.
func (t *Timeline) block(f *instrument.FrameRecord, x0, x1 float32, odd bool, perNs float32) {
	y := float32(t.c.Layout.Timeline.Min.Y) + t.px(tlFrameY)
	w := x1 - x0
	// Paused, else as fast as possible, else the frame's parity's colour.
	c := pick(f.Paused, ColPaused, pick(f.Fast, ColFast, pick(odd, colFrameB, colFrameA)))
	gap := pick[float32](w >= 4, 1, 0) // a hairline between frames, where there is room
	t.c.Rect(x0, y, w-gap, t.px(tlFrameH), c)
	t.cut(f, x1-gap, w-gap, y, perNs)
	t.ticks(f, x0, w-gap)
}

// cut adds, at the end of a block that ends at x1 and is w wide, the time
// its frame cut, if any: the owed limit's part (OwedLoss, of ClampLoss)
// last, the clamp's before it.
func (t *Timeline) cut(f *instrument.FrameRecord, x1, w, y, perNs float32) {
	cw := min(float32(f.ClampLoss)*perNs, w)
	ow := min(float32(f.OwedLoss)*perNs, cw)
	if cl := cw - ow; cl > 0 {
		t.c.Rect(x1-cw, y, cl, t.px(tlFrameH), colClamp)
	}
	if ow > 0 {
		t.c.Rect(x1-ow, y, ow, t.px(tlFrameH), colOwed)
		t.owed = true
	}
}

// ticks spreads the frame's ticks, then its dropped ticks, evenly across
// its width; when they are too many to tell apart, it draws them as a
// green and a red share of one bar.
func (t *Timeline) ticks(f *instrument.FrameRecord, x, w float32) {
	n := float32(f.Ticks) + float32(f.DroppedTicks)
	if n == 0 || w <= 0 {
		return
	}
	y := float32(t.c.Layout.Timeline.Min.Y) + t.px(tlTickY)
	each := w / n
	if each < 3 {
		run := w * float32(f.Ticks) / n
		t.c.Rect(x, y, run, t.px(tlTickH), ColTick)
		t.c.Rect(x+run, y, w-run, t.px(tlTickH), ColWarn)
		return
	}
	bar := min(each-1, 3)
	for i := 0; i < int(n); i++ {
		t.c.Rect(x+each*(float32(i)+0.5)-bar/2, y, bar, t.px(tlTickH), pick(i >= f.Ticks, ColWarn, ColTick))
	}
}

// legend adds the title and what each colour means: the owed limit's
// only where a frame shows it (most policies have none).
func (t *Timeline) legend() {
	c, a := t.c, t.c.Layout.Timeline
	x := c.Label(a.Min.X, a.Min.Y, "last second  ", ColText)
	fast := pick(a.Dx() < 800, "fast", "as fast as possible") // on a narrow screen, so that the legend fits
	for _, e := range [...]struct {
		name string
		c    Colour
	}{{"frame", colFrameB}, {"tick", ColTick}, {"dropped", ColWarn},
		{"clamped", colClamp}, {"owed limit", colOwed}, {"paused", ColPaused}, {fast, ColFast}} {
		if e.c == colOwed && !t.owed {
			continue
		}
		if x+14+len(e.name)*c.Font.Advance > a.Max.X {
			break // the dev layer's timeline beside its overlay can be narrower still
		}
		c.Rect(float32(x), float32(a.Min.Y+4), 10, 10, e.c)
		x = c.Label(x+14, a.Min.Y, e.name, ColDim) + 2*c.Font.Advance // two spaces after each
	}
	const note = "faint lines: ticks at ×1"
	if nx := a.Max.X - len(note)*c.Font.Advance; nx > x { // only where it fits
		c.Label(nx, a.Min.Y, note, ColDim)
	}
}

// axis adds marks every 100 ms, labelled from -1 s to now.
func (t *Timeline) axis(left, right float32) {
	c, y := t.c, t.c.Layout.Timeline.Min.Y+int(t.px(tlAxisY))
	// Label every mark, or, where "-0.9 s" is wider than a mark's room,
	// every other: the first label sits half a label right of its mark.
	narrow := (right-left)/10 < float32(10*c.Font.Advance)
	for i := 0; i <= 10; i++ {
		x := right - (right-left)*float32(i)/10
		c.Rect(x-1, float32(y), 1, 5, ColDim)
		switch {
		case narrow && i%2 == 1:
		case i == 0:
			c.Label(int(x)-3*c.Font.Advance, y+4, "now", ColDim)
		default:
			t.buf = append(AppendFixed(append(t.buf[:0], '-'), float64(i)/10, 1), " s"...)
			c.Text(max(int(x)-c.TextWidth(t.buf)/2, c.Layout.Timeline.Min.X), y+4, t.buf, ColDim)
		}
	}
}
