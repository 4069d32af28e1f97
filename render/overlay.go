//go:build !headless

package render

import (
	"time"

	"tickbox/sim/instrument"
)

// Overlay draws the loop's figures, top left, one section after
// another: what the scheduler did this frame, how time is being kept,
// every switch the keys change, the frame-time filter. Each section is a
// method that writes its rows through the row writer (Rows); a window
// picks its sections and their order (the dev layer's paintDev, the
// sandbox's overlay in package tickbox/game/view, which adds the cost of
// simulating and drawing). The keys' hint is not the overlay's: it stays
// when F2 hides the overlay (see Notice).
type Overlay struct{ Rows rows }

// NewOverlay returns an overlay that writes its rows on c.
func NewOverlay(c *Canvas) Overlay { return Overlay{Rows: rows{c: c}} }

// Frame: the latest frame, as the scheduler saw it, and beside alpha the
// drawing mode, if the game has one to name.
func (o *Overlay) Frame(p *instrument.Readout, mode string) {
	w, st, f := &o.Rows, &p.Stats, &p.Stats.Frame
	w.Field(0, "tick", AppendInt(w.Value(), p.Tick), ColText)
	w.Field(1, "this frame", AppendInt(w.Value(), int64(f.Ticks)), ColText)
	w.Next()
	// Printed so that rounding never shows a value outside alpha's range:
	// 0.99999996 reads 0.999, not 1.000 (as the lab prints it).
	w.Field(0, "alpha", AppendFixed(w.Value(), instrument.ShownAlpha(p.Alpha, 3), 3), ColText)
	if mode != "" {
		w.Field(1, "mode", append(w.Value(), mode...), ColAccent)
	}
	w.Next()
	w.Field(0, "frame", AppendMs(w.Value(), st.Length, 2), pick(f.Clamped, colClamp, ColText)) // the clamp's colour, as on the timeline
	w.Field(1, "worst 1 s", AppendMs(w.Value(), st.Second.Worst, 2), ColText)
	w.Next()
	o.unplayed(f.Unplayed(), st.Totals.Unplayed())
}

// Speed: rates over the last second of real time.
func (o *Overlay) Speed(p *instrument.Readout) {
	w, sec := &o.Rows, &p.Stats.Second
	w.Field(0, "fps", AppendFixed(w.Value(), perSecond(sec, float64(sec.Frames)), 1), ColText)
	w.Field(1, "ticks/s", AppendFixed(w.Value(), perSecond(sec, float64(sec.Ticks)), 1), ColText)
	w.Next()
	w.Field(0, "game speed", appendSpeed(w.Value(), p.Stats.Speed), ColText)
	w.Field(1, "tick rate", append(AppendInt(w.Value(), int64(p.Settings.Rate)), " Hz"...), ColText)
	w.Next()
}

// perSecond returns v per second of sec's real time; 0 for no time.
func perSecond(sec *instrument.Span, v float64) float64 {
	if s := sec.Length.Seconds(); s > 0 {
		return v / s
	}
	return 0
}

// Switches: every switch the keys change; the limits the policy keeps,
// wrapped onto as many rows as they need, a limit whole on its row (an
// engine that resyncs says most); the policy, with the smoothness of
// bodies drawn in mode; and what the loop is doing, naming oneTick, the
// key that runs one tick (the sandbox's N, the dev layer's Shift+F5).
func (o *Overlay) Switches(p *instrument.Readout, mode, oneTick string) {
	o.shaping(p)
	o.Rows.wideWrapped("limits", appendLimits(o.Rows.Value(), &p.Settings), ColText, 0, 0)
	o.Rows.Next()
	o.policyRow(&p.Settings)
	o.smoothness(p, mode)
	o.state(&p.Settings, oneTick)
}

// shaping: the time scale and what shapes the frames: the fps cap,
// jitter, the load on each tick.
func (o *Overlay) shaping(p *instrument.Readout) {
	w, set := &o.Rows, &p.Settings
	scale := appendScale(w.Value(), set.Scale)
	if set.Fast {
		scale = append(scale[:0], "fast"...)
	}
	w.Field(0, "scale", scale, ColText)
	w.Field(1, "load", append(AppendMs(w.Value(), set.Load, 0), "/tick"...), ColText)
	w.Next()
	o.frameLimits(p)
}

// state: what the loop is doing, paused (with the key that runs one
// tick) or running, on a row of its own.
func (o *Overlay) state(set *instrument.Settings, oneTick string) {
	v := o.Rows.Value()
	switch {
	case set.Paused:
		v = append(append(append(v, "PAUSED ("...), oneTick...), ": one tick)"...)
	case set.Stall:
		v = append(v, "stall next tick"...)
	case set.Fast:
		v = append(v, "as fast as possible"...)
	default:
		v = append(v, "running"...)
	}
	o.Rows.line("state", v, OnIf(set.Paused || set.Stall || set.Fast))
}

// frameLimits: the fps cap and jitter, each on a row of its own, in the
// warning colour with what the machine draws when it draws slower than
// they ask (software GL draws about 28 fps, where a cap of 60 changes
// nothing visible and would look broken): the cap, when the last second
// drew under nine tenths of it (a cap's frames wake a little late, never
// a tenth of a frame each on a machine that keeps up); jitter, when none
// of its short frames could happen.
func (o *Overlay) frameLimits(p *instrument.Readout) {
	w, set, sec := &o.Rows, &p.Settings, &p.Stats.Second
	capped := appendFPSCap(w.Value(), set)
	fps := perSecond(sec, float64(sec.Frames))
	slow := !set.Jitter && set.FPSCap > 0 && sec.Frames > 1 && fps < 0.9*float64(set.FPSCap)
	if slow {
		capped = append(AppendInt(append(capped, " (draws "...), int64(fps+0.5)), ')')
	}
	w.line("fps cap", capped, WarnIf(slow, ColText))
	jitter := append(w.Value(), "off"...)
	if set.Jitter { // "on, 12-40 ms"
		jitter = AppendInt(append(jitter[:0], "on, "...), int64(instrument.JitterMin/time.Millisecond))
		jitter = AppendMs(append(jitter, '-'), instrument.JitterMax, 0)
	}
	// Of some 45 jittery frames a second, none is under three times the
	// least length (12 ms) by chance once in about 80,000 seconds: none
	// that short means such frames cannot happen here.
	short := set.Jitter && sec.Frames > 1 && sec.Shortest > 3*instrument.JitterMin
	if short {
		jitter = append(AppendMs(append(jitter, " (draws none under "...), sec.Shortest, 0), ')')
	}
	w.line("jitter", jitter, WarnIf(short, ColText))
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
	return append(AppendInt(buf, int64(set.FPSCap)), " fps"...)
}

// appendLimits appends the limits the policy keeps: an engine's own
// ("own: no clamp, tick cap 8" for godot, named on the next row), which C
// does not change; or, for Tickbox's policies, "off", or "on" with the
// clamp and the tick cap in force ("on (clamp 250 ms, tick cap 5)").
func appendLimits(buf []byte, set *instrument.Settings) []byte {
	if set.OwnLimits {
		return instrument.AppendLimits(append(buf, "own: "...), set.PolicyLimits)
	}
	if !set.Limits {
		return append(buf, "off"...)
	}
	return append(instrument.AppendLimits(append(buf, "on ("...), set.PolicyLimits), ')')
}

// WarnIf returns the warning colour when bad is true, else c.
func WarnIf(bad bool, c Colour) Colour { return pick(bad, ColWarn, c) }

// OnIf returns the accent colour for a switch that is on, so that a
// filter changing the loop's input stands out.
func OnIf(on bool) Colour { return pick(on, ColAccent, ColText) }

// pick returns yes when cond is true, else no.
func pick[T any](cond bool, yes, no T) T {
	if cond {
		return yes
	}
	return no
}
