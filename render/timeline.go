//go:build !headless

package render

import (
	"time"

	"tickbox/sim/sandbox"
)

// The timeline's rows, in pixels from the top of r.lay.timeline.
const (
	tlLegendY = 0  // title and legend
	tlFrameY  = 20 // frames: one block each, as wide as the frame lasted
	tlFrameH  = 28
	tlTickY   = 52 // the ticks each frame ran, underneath it
	tlTickH   = 16
	tlAxisY   = 72 // the time axis
)

// timelineSpan is how much real time the timeline shows.
const timelineSpan = time.Second

// timeline adds the last second of frames, newest at the right: each frame
// a block whose width is its length, the time the clamp cut in its own
// colour at the block's end; under each block the ticks it ran, spread
// evenly, and the ticks the cap dropped after them.
func (r *Renderer) timeline(sb sandbox.Scene) {
	t := sb.Timeline()
	a := r.lay.timeline
	left, right := float32(a.Min.X), float32(a.Max.X)
	perNs := (right - left) / float32(timelineSpan)
	r.rect(left, float32(a.Min.Y+tlFrameY-2), right-left, tlTickY+tlTickH-tlFrameY+4, colPanel)
	r.drawTickGrid(sb.Settings(), left, right, perNs)
	x := right
	for i := 0; i < t.Len() && x > left; i++ {
		f := t.Back(i)
		w := float32(f.Length) * perNs
		parity := (t.Added() - 1 - int64(i)) & 1
		r.frameBlock(f, max(x-w, left), x, parity == 1, perNs)
		x -= w
	}
	r.timelineLegend()
	r.timelineAxis(left, right)
}

// drawTickGrid adds a faint line every tick of game time at ×1, so that one
// sees how frames fall across ticks.
func (r *Renderer) drawTickGrid(set sandbox.Settings, left, right, perNs float32) {
	step := float32(time.Second) / float32(set.Rate) * perNs
	if step < 4 {
		return
	}
	y := float32(r.lay.timeline.Min.Y + tlFrameY - 2)
	for x := right; x > left; x -= step {
		r.rect(x, y, 1, tlTickY+tlTickH-tlFrameY+4, colGrid)
	}
}

// frameBlock adds one frame's block from x0 to x1 and its ticks below.
func (r *Renderer) frameBlock(f *sandbox.FrameRecord, x0, x1 float32, odd bool, perNs float32) {
	y := float32(r.lay.timeline.Min.Y + tlFrameY)
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
	r.rect(x0, y, w-gap, tlFrameH, c)
	if f.ClampLoss > 0 {
		cw := min(float32(f.ClampLoss)*perNs, w-gap)
		r.rect(x1-gap-cw, y, cw, tlFrameH, colClamp)
	}
	r.tickMarks(f, x0, w-gap)
}

// tickMarks spreads the frame's ticks, then its dropped ticks, evenly
// across its width; when they are too many to tell apart, it draws them
// as a green and a red share of one bar.
func (r *Renderer) tickMarks(f *sandbox.FrameRecord, x, w float32) {
	n := float32(f.Ticks) + float32(f.DroppedTicks)
	if n == 0 || w <= 0 {
		return
	}
	y := float32(r.lay.timeline.Min.Y + tlTickY)
	each := w / n
	if each < 3 {
		run := w * float32(f.Ticks) / n
		r.rect(x, y, run, tlTickH, colTick)
		r.rect(x+run, y, w-run, tlTickH, colWarn)
		return
	}
	bar := min(each-1, 3)
	for i := 0; i < int(n); i++ {
		c := colTick
		if i >= f.Ticks {
			c = colWarn
		}
		r.rect(x+each*(float32(i)+0.5)-bar/2, y, bar, tlTickH, c)
	}
}

// timelineLegend adds the title and what each colour means.
func (r *Renderer) timelineLegend() {
	x, y := r.lay.timeline.Min.X, r.lay.timeline.Min.Y+tlLegendY
	x = r.label(x, y, "last second  ", colText)
	fast := "as fast as possible"
	if r.lay.timeline.Dx() < 800 { // a narrow screen: the legend must fit
		fast = "fast"
	}
	for _, e := range [...]struct {
		name string
		c    Colour
	}{{"frame  ", colFrameB}, {"tick  ", colTick}, {"dropped  ", colWarn},
		{"clamped  ", colClamp}, {"paused  ", colPaused}, {fast, colFast}} {
		r.rect(float32(x), float32(y+4), 10, 10, e.c)
		x = r.label(x+14, y, e.name, colDim)
	}
	const note = "faint lines: ticks at ×1"
	if nx := r.lay.timeline.Max.X - len(note)*r.font.advance; nx > x+2*r.font.advance { // only where it fits
		r.label(nx, y, note, colDim)
	}
}

// timelineAxis adds marks every 100 ms, labelled from -1 s to now.
func (r *Renderer) timelineAxis(left, right float32) {
	y := r.lay.timeline.Min.Y + tlAxisY
	every := 1                                        // label every mark, or, where "-0.9 s" is wider than a mark's room, every other
	if (right-left)/10 < float32(10*r.font.advance) { // the first label sits half a label right of its mark
		every = 2
	}
	for i := 0; i <= 10; i++ {
		x := right - (right-left)*float32(i)/10
		r.rect(x-1, float32(y), 1, 5, colDim)
		if i%every != 0 {
			continue
		}
		if i == 0 {
			r.label(int(x)-3*r.font.advance, y+4, "now", colDim)
			continue
		}
		r.buf = append(r.buf[:0], '-')
		r.buf = appendFixed(r.buf, float64(i)/10, 1)
		r.buf = append(r.buf, " s"...)
		r.write(max(int(x)-r.font.width(r.buf)/2, r.lay.timeline.Min.X), y+4, colDim)
	}
}
