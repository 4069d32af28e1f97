//go:build !headless

package render

import (
	"strings"
	"time"

	"tickbox/sim/instrument"
)

// The timeline's rows, in pixels from the top of its area.
const (
	tlLegendY = 0  // title and legend
	tlFrameY  = 20 // frames: one block each, as wide as the frame lasted
	tlFrameH  = 28
	tlTickY   = 52 // the ticks each frame ran, underneath it
	tlTickH   = 16
	tlAxisY   = 72 // the time axis
)

// timelineSpan is how much real time the timeline shows. A Picture's
// frames reach further back (instrument.FrameSpan), so that the painter never
// runs out of frames before its left edge; the line after this one stops
// the build if the two ever disagree.
const timelineSpan = time.Second

var _ [instrument.FrameSpan - timelineSpan]struct{} // a negative length if FrameSpan < timelineSpan

// timelinePainter draws the last second of frames along the bottom of the
// screen, newest at the right: each frame a block whose width is its
// length, the time the clamp cut in its own colour at the block's end;
// under each block the ticks it ran, spread evenly, and the ticks the cap
// dropped after them.
type timelinePainter struct {
	c   *canvas
	k   float32 // the rows' scale: 1 at the sandbox's font, smaller with a smaller font
	buf []byte  // the axis' labels
}

// px returns v pixels of the timeline's rows at its scale.
func (t *timelinePainter) px(v int) float32 { return float32(v) * t.k }

// paint draws p's timeline.
func (t *timelinePainter) paint(p *instrument.Readout) {
	c, a := t.c, t.c.lay.timeline
	left, right := float32(a.Min.X), float32(a.Max.X)
	perNs := (right - left) / float32(timelineSpan)
	c.rect(left, float32(a.Min.Y)+t.px(tlFrameY)-2, right-left, t.px(tlTickY+tlTickH-tlFrameY)+4, colPanel)
	t.tickGrid(p.Settings.Rate, left, right, perNs)
	x := right
	for i := 0; i < len(p.Frames) && x > left; i++ {
		f := &p.Frames[i]
		w := float32(f.Length) * perNs
		parity := (p.Added - 1 - int64(i)) & 1
		t.block(f, max(x-w, left), x, parity == 1, perNs)
		x -= w
	}
	t.legend()
	t.axis(left, right)
}

// tickGrid adds a faint line every tick of game time at ×1, at rate ticks
// a second, so that one sees how frames fall across ticks.
func (t *timelinePainter) tickGrid(rate int, left, right, perNs float32) {
	step := float32(time.Second) / float32(rate) * perNs
	if step < 4 {
		return
	}
	y := float32(t.c.lay.timeline.Min.Y) + t.px(tlFrameY) - 2
	for x := right; x > left; x -= step {
		t.c.rect(x, y, 1, t.px(tlTickY+tlTickH-tlFrameY)+4, colGrid)
	}
}

// block adds one frame's block from x0 to x1 and its ticks below.
func (t *timelinePainter) block(f *instrument.FrameRecord, x0, x1 float32, odd bool, perNs float32) {
	y := float32(t.c.lay.timeline.Min.Y) + t.px(tlFrameY)
	w := x1 - x0
	c := colFrameA
	switch {
	case f.Paused:
		c = colPaused
	case f.Fast:
		c = colFast
	case odd:
		c = colFrameB
	}
	gap := float32(0)
	if w >= 4 {
		gap = 1 // a hairline between frames, where there is room
	}
	t.c.rect(x0, y, w-gap, t.px(tlFrameH), c)
	if f.ClampLoss > 0 {
		cw := min(float32(f.ClampLoss)*perNs, w-gap)
		t.c.rect(x1-gap-cw, y, cw, t.px(tlFrameH), colClamp)
	}
	t.ticks(f, x0, w-gap)
}

// ticks spreads the frame's ticks, then its dropped ticks, evenly across
// its width; when they are too many to tell apart, it draws them as a
// green and a red share of one bar.
func (t *timelinePainter) ticks(f *instrument.FrameRecord, x, w float32) {
	n := float32(f.Ticks) + float32(f.DroppedTicks)
	if n == 0 || w <= 0 {
		return
	}
	y := float32(t.c.lay.timeline.Min.Y) + t.px(tlTickY)
	each := w / n
	if each < 3 {
		run := w * float32(f.Ticks) / n
		t.c.rect(x, y, run, t.px(tlTickH), colTick)
		t.c.rect(x+run, y, w-run, t.px(tlTickH), colWarn)
		return
	}
	bar := min(each-1, 3)
	for i := 0; i < int(n); i++ {
		c := colTick
		if i >= f.Ticks {
			c = colWarn
		}
		t.c.rect(x+each*(float32(i)+0.5)-bar/2, y, bar, t.px(tlTickH), c)
	}
}

// legend adds the title and what each colour means.
func (t *timelinePainter) legend() {
	c, a := t.c, t.c.lay.timeline
	x, y := a.Min.X, a.Min.Y+tlLegendY
	x = c.label(x, y, "last second  ", colText)
	fast := "as fast as possible"
	if a.Dx() < 800 { // a narrow screen: the legend must fit
		fast = "fast"
	}
	for _, e := range [...]struct {
		name string
		c    Colour
	}{{"frame  ", colFrameB}, {"tick  ", colTick}, {"dropped  ", colWarn},
		{"clamped  ", colClamp}, {"paused  ", colPaused}, {fast, colFast}} {
		if x+14+len(strings.TrimSpace(e.name))*c.font.advance > a.Max.X {
			break // the dev layer's timeline beside its overlay can be narrower still
		}
		c.rect(float32(x), float32(y+4), 10, 10, e.c)
		x = c.label(x+14, y, e.name, colDim)
	}
	const note = "faint lines: ticks at ×1"
	if nx := a.Max.X - len(note)*c.font.advance; nx > x+2*c.font.advance { // only where it fits
		c.label(nx, y, note, colDim)
	}
}

// axis adds marks every 100 ms, labelled from -1 s to now.
func (t *timelinePainter) axis(left, right float32) {
	c := t.c
	y := c.lay.timeline.Min.Y + int(t.px(tlAxisY))
	every := 1                                        // label every mark, or, where "-0.9 s" is wider than a mark's room, every other
	if (right-left)/10 < float32(10*c.font.advance) { // the first label sits half a label right of its mark
		every = 2
	}
	for i := 0; i <= 10; i++ {
		x := right - (right-left)*float32(i)/10
		c.rect(x-1, float32(y), 1, 5, colDim)
		if i%every != 0 {
			continue
		}
		if i == 0 {
			c.label(int(x)-3*c.font.advance, y+4, "now", colDim)
			continue
		}
		t.buf = append(appendFixed(append(t.buf[:0], '-'), float64(i)/10, 1), " s"...)
		c.text(max(int(x)-c.width(t.buf)/2, c.lay.timeline.Min.X), y+4, t.buf, colDim)
	}
}
