//go:build !headless

package render

import (
	"time"

	"tickbox/sim/sandbox"
)

// Overlay columns, in characters: a label, its value, then a second label
// and value on the same row.
const (
	labelChars  = 11
	secondChars = 22
)

// overlay adds the loop's figures, top left: what the scheduler did this
// frame, how time is being kept, every switch the keys change, and the
// cost of simulating and drawing.
func (r *Renderer) overlay(sb sandbox.Scene) {
	st, set := sb.Stats(), sb.Settings()
	x, y := r.lay.overlay.Min.X, r.lay.overlay.Min.Y
	x = r.label(x, y, "TICKBOX", colAccent)
	r.label(x, y, "  the fixed-step loop, visible", colDim)
	row := 1
	r.frameRows(&row, sb, st)
	r.speedRows(&row, st, set)
	r.settingRows(&row, sb, set)
	r.pacingRows(&row, sb, st, set)
	r.costRows(&row, sb, st, set)
	row++
	r.note(row, "F1 keys  F2 overlay  F3 timeline  Esc quit", colDim)
}

// frameRows: the latest frame, as the scheduler saw it.
func (r *Renderer) frameRows(row *int, sb sandbox.Scene, st *sandbox.Stats) {
	f := &st.Frame
	r.buf = appendInt(r.buf[:0], sb.Tick())
	r.field(*row, 0, "tick", colText)
	r.buf = appendInt(r.buf[:0], int64(f.Ticks))
	r.field(*row, 1, "this frame", colText)
	*row++
	r.buf = appendFixed(r.buf[:0], sb.Alpha(), 3)
	r.field(*row, 0, "alpha", colText)
	r.buf = append(r.buf[:0], sb.Mode().String()...)
	r.field(*row, 1, "mode", colAccent)
	*row++
	r.buf = appendMs(r.buf[:0], st.Length, 2)
	r.field(*row, 0, "frame", clampIf(f.Clamped, colText)) // the clamp's colour, as on the timeline
	r.buf = appendMs(r.buf[:0], st.Second.Worst, 2)
	r.field(*row, 1, "worst 1 s", colText)
	*row++
	r.buf = appendMs(r.buf[:0], f.Dropped, 1)
	r.field(*row, 0, "dropped", warnIf(f.DroppedTicks > 0, colText))
	r.buf = appendFixed(r.buf[:0], st.Totals.Dropped.Seconds(), 3)
	r.buf = append(r.buf, " s"...)
	r.field(*row, 1, "total", warnIf(st.Totals.DroppedTicks > 0, colText))
	*row++
	r.buf = appendInt(r.buf[:0], st.Totals.Clamps)
	r.field(*row, 0, "clamps", clampIf(f.Clamped, colText))
	r.buf = appendInt(r.buf[:0], st.Totals.Caps)
	r.field(*row, 1, "tick caps", warnIf(f.Capped, colText))
	*row += 2
}

// speedRows: rates over the last second of real time.
func (r *Renderer) speedRows(row *int, st *sandbox.Stats, set sandbox.Settings) {
	w := &st.Second
	secs := w.Length.Seconds()
	perSecond := func(v float64) float64 {
		if secs <= 0 {
			return 0
		}
		return v / secs
	}
	r.buf = appendFixed(r.buf[:0], perSecond(float64(w.Frames)), 1)
	r.field(*row, 0, "fps", colText)
	r.buf = appendFixed(r.buf[:0], perSecond(float64(w.Ticks)), 1)
	r.field(*row, 1, "ticks/s", colText)
	*row++
	r.buf = appendSpeed(r.buf[:0], st.Speed)
	r.field(*row, 0, "game speed", colText)
	r.buf = appendInt(r.buf[:0], int64(set.Rate))
	r.buf = append(r.buf, " Hz"...)
	r.field(*row, 1, "tick rate", colText)
	*row++
}

// settingRows: every switch the keys change.
func (r *Renderer) settingRows(row *int, sb sandbox.Scene, set sandbox.Settings) {
	r.buf = appendScale(r.buf[:0], set.Scale)
	if set.Fast {
		r.buf = append(r.buf[:0], "fast"...)
	}
	r.field(*row, 0, "scale", colText)
	r.buf = r.buf[:0]
	switch {
	case set.Jitter: // jitter sets each frame's length, so no cap holds
		r.buf = append(r.buf, "jitter"...)
	case set.FPSCap == 0:
		r.buf = append(r.buf, "vsync"...)
	default:
		r.buf = append(appendInt(r.buf, int64(set.FPSCap)), " fps"...)
	}
	r.field(*row, 1, "fps cap", colText)
	*row++
	r.buf = appendOnOff(r.buf[:0], set.Jitter)
	r.field(*row, 0, "jitter", colText)
	r.buf = appendMs(r.buf[:0], set.Load, 0)
	r.buf = append(r.buf, "/tick"...)
	r.field(*row, 1, "load", colText)
	*row++
	r.buf = appendOnOff(r.buf[:0], set.Limits)
	if set.Limits {
		r.buf = append(r.buf, " (clamp "...)
		if set.MaxFrame > 0 {
			r.buf = appendMs(r.buf, set.MaxFrame, 0)
		} else {
			r.buf = append(r.buf, "none"...)
		}
		r.buf = append(r.buf, ", tick cap "...)
		if set.MaxUpdates > 0 {
			r.buf = appendInt(r.buf, int64(set.MaxUpdates))
		} else {
			r.buf = append(r.buf, "none"...)
		}
		r.buf = append(r.buf, ')')
	}
	r.wide(*row, "limits", colText)
	*row++
	r.policyRows(row, sb.Stats(), set)
	r.buf = append(r.buf[:0], stateOf(set)...)
	r.wide(*row, "state", stateColour(set))
	*row += 2
}

// costRows: what simulating and drawing cost, in real time. A tick's
// load (L) is time spent on purpose beside the simulation's own, so the
// sim/tick row shows both: "2.34 µs + 20 ms load".
func (r *Renderer) costRows(row *int, sb sandbox.Scene, st *sandbox.Stats, set sandbox.Settings) {
	w := &st.Second
	var perTick time.Duration
	if w.Ticks > 0 {
		perTick = w.SimTime / time.Duration(w.Ticks)
	}
	r.buf = appendCost(r.buf[:0], perTick)
	if !sb.Measured() { // a virtual clock: nothing was measured
		r.buf = append(r.buf[:0], notMeasured...)
	}
	if set.Load > 0 {
		r.buf = append(r.buf, " + "...)
		r.buf = append(appendMs(r.buf, set.Load, 0), " load"...)
	}
	r.wide(*row, "sim/tick", colText)
	*row++
	r.buf = appendMs(r.buf[:0], st.DrawTime, 2)
	if !sb.Measured() {
		r.buf = append(r.buf[:0], notMeasured...)
	}
	r.field(*row, 0, "draw/frame", colText)
	*row++
	r.buf = appendInt(r.buf[:0], int64(sb.World().Balls.Len()))
	if sb.World().Balls.Len() == 0 {
		r.buf = append(r.buf[:0], "none"...)
	}
	r.field(*row, 0, "balls", colText)
	r.twinField(*row, sb)
	*row++
	r.replayRows(row, sb)
}

// notMeasured stands for a cost that was not measured: see
// sandbox.Scene.Measured.
const notMeasured = "—"

// field adds a label in the dim colour and r.buf after it in c, at the
// given row and in the first (col 0) or second (col 1) column. A value
// too long for its column is cut with "…", so that it never runs into the
// next label.
func (r *Renderer) field(row, col int, label string, c Colour) {
	chars := secondChars - labelChars - 1 // a space before the second label
	if col == 1 {
		chars = (r.lay.jumper.Min.X-r.lay.overlay.Min.X)/r.font.advance - secondChars - labelChars
	}
	r.cell(row, col, label, c, chars)
}

// wide is field for a row with one value, which may run to the overlay's
// right edge.
func (r *Renderer) wide(row int, label string, c Colour) {
	r.cell(row, 0, label, c, (r.lay.jumper.Min.X-r.lay.overlay.Min.X)/r.font.advance-labelChars)
}

func (r *Renderer) cell(row, col int, label string, c Colour, chars int) {
	x := r.lay.overlay.Min.X + col*secondChars*r.font.advance
	y := r.lay.overlay.Min.Y + row*(r.font.height+2)
	r.label(x, y, label, colDim)
	r.buf = cut(r.buf, chars)
	r.write(x+labelChars*r.font.advance, y, c)
}

// note adds a row of text with no label: the key hints, a hint.
func (r *Renderer) note(row int, text string, c Colour) {
	r.label(r.lay.overlay.Min.X, r.lay.overlay.Min.Y+row*(r.font.height+2), text, c)
}

// stateOf names what the loop is doing.
func stateOf(set sandbox.Settings) string {
	switch {
	case set.Paused:
		return "PAUSED (N: one tick)"
	case set.Stall:
		return "stall next tick"
	case set.Fast:
		return "as fast as possible"
	}
	return "running"
}

func stateColour(set sandbox.Settings) Colour {
	if set.Paused || set.Stall || set.Fast {
		return colAccent
	}
	return colText
}

// warnIf returns the warning colour when bad is true, else c.
func warnIf(bad bool, c Colour) Colour {
	if bad {
		return colWarn
	}
	return c
}

// clampIf returns the clamp colour when clamped is true, else c.
func clampIf(clamped bool, c Colour) Colour {
	if clamped {
		return colClamp
	}
	return c
}
