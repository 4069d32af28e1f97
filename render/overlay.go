//go:build !headless

package render

import (
	"time"

	"tickbox/sim/blend"
	"tickbox/sim/frames"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// overlayPainter draws the loop's figures, top left, one section after
// another: what the scheduler did this frame, how time is being kept,
// every switch the keys change, the frame-time filter, and the cost of
// simulating and drawing. Each section is a method that writes its rows
// through the row writer; to change what the overlay shows, change a
// section or their order in paint. The keys' hint is not the overlay's:
// it stays when F2 hides the overlay (see noticePainter).
type overlayPainter struct {
	rows rows
}

// paint draws p's overlay.
func (o *overlayPainter) paint(p *sandbox.Picture) {
	w := &o.rows
	w.start()
	w.note("TICKBOX", colAccent)
	w.note("  the fixed-step loop, visible", colDim)
	w.next()
	o.frame(&p.Readout, p.Mode.String())
	w.gap()
	o.speed(&p.Readout)
	o.switches(&p.Readout, p.Mode.String())
	w.gap()
	o.pacing(&p.Readout)
	o.costs(p)
}

// frame: the latest frame, as the scheduler saw it, and beside alpha the
// drawing mode, if the game has one to name.
func (o *overlayPainter) frame(p *instrument.Readout, mode string) {
	w, st := &o.rows, &p.Stats
	f := &st.Frame
	w.field(0, "tick", appendInt(w.value(), p.Tick), colText)
	w.field(1, "this frame", appendInt(w.value(), int64(f.Ticks)), colText)
	w.next()
	// Printed so that rounding never shows a value outside alpha's range:
	// 0.99999996 reads 0.999, not 1.000 (as the lab prints it).
	w.field(0, "alpha", appendFixed(w.value(), blend.Shown(p.Alpha, 3), 3), colText)
	if mode != "" {
		w.field(1, "mode", append(w.value(), mode...), colAccent)
	}
	w.next()
	w.field(0, "frame", appendMs(w.value(), st.Length, 2), clampIf(f.Clamped, colText)) // the clamp's colour, as on the timeline
	w.field(1, "worst 1 s", appendMs(w.value(), st.Second.Worst, 2), colText)
	w.next()
	w.field(0, "dropped", appendMs(w.value(), f.Dropped, 1), warnIf(f.DroppedTicks > 0, colText))
	total := append(appendFixed(w.value(), st.Totals.Dropped.Seconds(), 3), " s"...)
	w.field(1, "total", total, warnIf(st.Totals.DroppedTicks > 0, colText))
	w.next()
	w.field(0, "clamps", appendInt(w.value(), st.Totals.Clamps), clampIf(f.Clamped, colText))
	w.field(1, "tick caps", appendInt(w.value(), st.Totals.Caps), warnIf(f.Capped, colText))
}

// speed: rates over the last second of real time.
func (o *overlayPainter) speed(p *instrument.Readout) {
	w, sec := &o.rows, &p.Stats.Second
	w.field(0, "fps", appendFixed(w.value(), perSecond(sec, float64(sec.Frames)), 1), colText)
	w.field(1, "ticks/s", appendFixed(w.value(), perSecond(sec, float64(sec.Ticks)), 1), colText)
	w.next()
	w.field(0, "game speed", appendSpeed(w.value(), p.Stats.Speed), colText)
	w.field(1, "tick rate", append(appendInt(w.value(), int64(p.Settings.Rate)), " Hz"...), colText)
	w.next()
}

// perSecond returns v per second of sec's real time; 0 for no time.
func perSecond(sec *instrument.Span, v float64) float64 {
	if s := sec.Length.Seconds(); s > 0 {
		return v / s
	}
	return 0
}

// switches: every switch the keys change, and what the loop is doing,
// with the smoothness of bodies drawn in mode.
func (o *overlayPainter) switches(p *instrument.Readout, mode string) {
	w := &o.rows
	o.shaping(p)
	o.limits(appendLimits(w.value(), &p.Settings)) // wrapped, as the dev layer's: an engine's can be long
	o.policy(p, mode)
	o.state(&p.Settings, "N")
}

// shaping: the time scale and what shapes the frames: the fps cap,
// jitter, the load on each tick.
func (o *overlayPainter) shaping(p *instrument.Readout) {
	w, set := &o.rows, &p.Settings
	scale := appendScale(w.value(), set.Scale)
	if set.Fast {
		scale = append(scale[:0], "fast"...)
	}
	w.field(0, "scale", scale, colText)
	w.field(1, "load", append(appendMs(w.value(), set.Load, 0), "/tick"...), colText)
	w.next()
	o.frameLimits(p)
}

// state: what the loop is doing, paused or running; paused, with the key
// that runs one tick (oneTick: the sandbox's N, the dev layer's Shift+F5).
func (o *overlayPainter) state(set *instrument.Settings, oneTick string) {
	v := o.rows.value()
	if set.Paused {
		v = append(append(append(v, "PAUSED ("...), oneTick...), ": one tick)"...)
	} else {
		v = append(v, stateOf(set)...)
	}
	o.rows.wide("state", v, stateColour(set))
}

// frameLimits: the fps cap and jitter, each on a row of its own, in the
// warning colour with what the machine draws when it draws slower than
// they ask (software GL draws about 28 fps, where a cap of 60 changes
// nothing visible and would look broken): the cap, when the last second
// drew under nine tenths of it (a cap's frames wake a little late, never
// a tenth of a frame each on a machine that keeps up); jitter, when none
// of its short frames could happen.
func (o *overlayPainter) frameLimits(p *instrument.Readout) {
	w, set, sec := &o.rows, &p.Settings, &p.Stats.Second
	capped := appendFPSCap(w.value(), set)
	fps := perSecond(sec, float64(sec.Frames))
	slow := !set.Jitter && set.FPSCap > 0 && sec.Frames > 1 && fps < 0.9*float64(set.FPSCap)
	if slow {
		capped = append(appendInt(append(capped, " (draws "...), int64(fps+0.5)), ')')
	}
	w.wide("fps cap", capped, warnIf(slow, colText))
	w.next()
	jitter := appendOnOff(w.value(), set.Jitter)
	if set.Jitter {
		jitter = appendInt(append(jitter, ", "...), int64(frames.JitterMin/time.Millisecond))
		jitter = appendMs(append(jitter, '-'), frames.JitterMax, 0)
	}
	// Of some 45 jittery frames a second, none is under three times the
	// least length (12 ms) by chance once in about 80,000 seconds: none
	// that short means such frames cannot happen here.
	short := set.Jitter && sec.Frames > 1 && sec.Shortest > 3*frames.JitterMin
	if short {
		jitter = append(appendMs(append(jitter, " (draws none under "...), sec.Shortest, 0), ')')
	}
	w.wide("jitter", jitter, warnIf(short, colText))
	w.next()
}

// appendFPSCap appends the fps cap: "vsync", "144 fps", or "jitter", which
// sets each frame's length, so that no cap holds.
func appendFPSCap(buf []byte, set *instrument.Settings) []byte {
	switch {
	case set.Jitter:
		return append(buf, "jitter"...)
	case set.FPSCap == 0:
		return append(buf, "vsync"...)
	}
	return append(appendInt(buf, int64(set.FPSCap)), " fps"...)
}

// appendLimits appends the limits the policy keeps: an engine's own
// ("own: no clamp, tick cap 8" for godot, named on the next row), which C
// does not change; or, for Tickbox's policies, "off", or "on" with the
// clamp and the tick cap in force ("on (clamp 250 ms, tick cap 5)").
func appendLimits(buf []byte, set *instrument.Settings) []byte {
	if set.OwnLimits {
		return set.PolicyLimits.Append(append(buf, "own: "...))
	}
	buf = appendOnOff(buf, set.Limits)
	if !set.Limits {
		return buf
	}
	return append(set.PolicyLimits.Append(append(buf, " ("...)), ')')
}

// costs: what simulating and drawing cost, in real time, then the balls,
// the twin and the replay. A tick's load (L) is time spent on purpose
// beside the simulation's own, so the sim/tick row shows both: "2.34 µs +
// 20 ms load".
func (o *overlayPainter) costs(p *sandbox.Picture) {
	w, sec := &o.rows, &p.Stats.Second
	var perTick time.Duration
	if sec.Ticks > 0 {
		perTick = sec.SimTime / time.Duration(sec.Ticks)
	}
	tick := measured(appendCost(w.value(), perTick), p.Measured)
	if load := p.Settings.Load; load > 0 {
		tick = append(appendMs(append(tick, " + "...), load, 0), " load"...)
	}
	w.wide("sim/tick", tick, colText)
	w.next()
	w.field(0, "draw/frame", measured(appendMs(w.value(), p.Stats.DrawTime, 2), p.Measured), colText)
	o.trace(&p.Trace)
	w.next()
	balls := appendInt(w.value(), int64(len(p.Balls)))
	if len(p.Balls) == 0 {
		balls = append(balls[:0], "none"...)
	}
	w.field(0, "balls", balls, colText)
	o.twin(p)
	w.next()
	o.replay(&p.Replay)
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
func (o *overlayPainter) twin(p *sandbox.Picture) {
	w, t := &o.rows, &p.Twin
	switch {
	case !t.On:
		w.field(1, "twin", append(w.value(), "off (D)"...), colDim)
	case len(p.Balls) == 0: // no ball 1 to be apart
		w.field(1, twinName(t.Build), append(w.value(), "no balls"...), colDim)
	default:
		w.field(1, twinName(t.Build), appendLength(w.value(), t.Apart), warnIf(t.Apart > 0, colTwin))
	}
}

// trace: the frame times Shift+R records, in the draw/frame row's second
// column: "REC n" in red while recording, as the replay row's, so that it
// shows as long as it lasts; "off (Shift+R)" until then.
func (o *overlayPainter) trace(t *instrument.TraceStatus) {
	w := &o.rows
	if !t.On {
		w.field(1, "frames", append(w.value(), "off (Shift+R)"...), colDim)
		return
	}
	w.field(1, "frames", appendInt(append(w.value(), "REC "...), int64(t.Frames)), colWarn)
}

// stateOf names what the loop is doing while it runs.
func stateOf(set *instrument.Settings) string {
	switch {
	case set.Stall:
		return "stall next tick"
	case set.Fast:
		return "as fast as possible"
	}
	return "running"
}

func stateColour(set *instrument.Settings) Colour {
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
