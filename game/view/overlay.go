//go:build !headless

package view

import (
	"time"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// sandboxOverlay is the sandbox's overlay: the sections of every loop's
// (Overlay's), then what the sandbox's world costs and holds.
type sandboxOverlay struct{ render.Overlay }

// paint draws p's overlay.
func (o *sandboxOverlay) paint(p *sandbox.Picture) {
	w := &o.Rows
	w.Start()
	w.Note("TICKBOX", render.ColAccent)
	w.Note("  the fixed-step loop, visible", render.ColDim)
	w.Next()
	o.Frame(&p.Readout, p.Mode.String())
	w.Gap()
	o.Speed(&p.Readout)
	o.Switches(&p.Readout, p.Mode.String(), "N") // its last row, the state, moves down a row
	w.Next()
	o.pacing(&p.Readout)
	o.costs(p)
}

// costs: what simulating and drawing cost, in real time, then the balls,
// the twin and the replay. A tick's load (L) is time spent on purpose
// beside the simulation's own, so the sim/tick row shows both: "2.34 µs +
// 20 ms load".
func (o *sandboxOverlay) costs(p *sandbox.Picture) {
	w, sec := &o.Rows, &p.Stats.Second
	var perTick time.Duration
	if sec.Ticks > 0 {
		perTick = sec.SimTime / time.Duration(sec.Ticks)
	}
	tick := measured(appendCost(w.Value(), perTick), p.Measured)
	if load := p.Settings.Load; load > 0 {
		tick = append(render.AppendMs(append(tick, " + "...), load, 0), " load"...)
	}
	w.Wide("sim/tick", tick, render.ColText)
	w.Next()
	w.Field(0, "draw/frame", measured(render.AppendMs(w.Value(), p.Stats.DrawTime, 2), p.Measured), render.ColText)
	o.trace(&p.Trace)
	w.Next()
	balls := render.AppendInt(w.Value(), int64(len(p.Balls)))
	if len(p.Balls) == 0 {
		balls = append(balls[:0], "none"...)
	}
	w.Field(0, "balls", balls, render.ColText)
	o.twin(p)
	w.Next()
	o.Replay(&p.Replay)
}

// measured returns cost, or notMeasured in its place when the costs are
// not measurements (a virtual clock: see sandbox.Scene.Measured).
func measured(cost []byte, ok bool) []byte {
	if !ok {
		return append(cost[:0], notMeasured...)
	}
	return cost
}

// notMeasured stands for a cost that was not measured.
const notMeasured = "—"

// twin: how far the twin's ball 1 is from the real one, in the balls
// row's second column, under the twin's name; "off" until D.
func (o *sandboxOverlay) twin(p *sandbox.Picture) {
	w, t := &o.Rows, &p.Twin
	switch {
	case !t.On:
		w.Field(1, "twin", append(w.Value(), "off (D)"...), render.ColDim)
	case len(p.Balls) == 0: // no ball 1 to be apart
		w.Field(1, twinName(t.Build), append(w.Value(), "no balls"...), render.ColDim)
	default:
		w.Field(1, twinName(t.Build), appendLength(w.Value(), t.Apart), render.WarnIf(t.Apart > 0, stage.ColTwin))
	}
}

// trace: the frame times Shift+R records, in the draw/frame row's second
// column: "REC n" in red while recording, as the replay row's, so that it
// shows as long as it lasts; "off (Shift+R)" until then.
func (o *sandboxOverlay) trace(t *instrument.TraceStatus) {
	w := &o.Rows
	if !t.On {
		w.Field(1, "frames", append(w.Value(), "off (Shift+R)"...), render.ColDim)
		return
	}
	w.Field(1, "frames", render.AppendInt(append(w.Value(), "REC "...), int64(t.Frames)), render.ColWarn)
}
