package fixed

import (
	"fmt"
	"io"
	"time"

	"tickbox/sim/instrument"
)

// instruments are the dev layer's measurements and switches around the
// loop (package sim/instrument: the frame shaper for the fps cap, jitter
// and hitches; the cost of a tick, its load and a stall; the figures, the
// timeline and a frame trace), with no display: a window's dev layer
// reads them (Readout) and draws them, and its keys change them (Do).
// They are made only when the dev layer is on; off, the loop holds a nil
// one and pays a comparison where it would be used.
type instruments struct {
	clock    Clock
	name     string // the game's, which files are named by
	shaper   *instrument.Shaper
	cost     instrument.Cost
	trace    *instrument.Trace // the frame times being recorded; nil when none
	figures  instrument.Figures
	fpsCap   int
	jitter   bool
	measured bool             // the costs are measurements: not a virtual clock's
	wall     func() time.Time // names files; never used for timing
	timed    Timed            // the game's drawn time; nil: the previous tick plus alpha
	log      frameLog
	// held says the latest frame was paused and ran no tick, so the
	// figures and the timeline kept the frame before it: a pause freezes
	// what the overlay shows, for a learner to read a hitch or a clamp,
	// and one tick (OneTick) adds exactly its own frame. resumed says a
	// held frame came since the smoothness was last measured, which must
	// then start over: no body moved with real time meanwhile.
	held, resumed bool
}

// startInstruments makes the instruments if on, or DevEnv, asks for them.
func (l *Loop[I]) startInstruments(on bool, clock Clock) error {
	env, err := false, error(nil)
	if !l.opts.dev.NoEnv {
		env, err = devFromEnv()
	}
	if err != nil || !(on || env) {
		return err
	}
	o := &l.opts.dev
	name := l.opts.Name
	if name == "" {
		name = "game"
	}
	seed := o.JitterSeed
	if seed == 0 {
		seed = 1
	}
	_, virtual := clock.(*VirtualClock)
	in := &instruments{clock: clock, name: name, shaper: instrument.NewShaper(clock, seed),
		measured: !virtual, wall: time.Now, fpsCap: o.FPSCap, jitter: o.Jitter}
	in.shaper.SetFPSCap(o.FPSCap)
	in.shaper.SetJitter(o.Jitter)
	in.cost.Load = o.Load
	in.timed, _ = l.game.(Timed)
	in.log = frameLog{logger: o.Logger}
	in.log.game, _ = l.game.(FrameLogger)
	l.inst, l.ticked.cost, l.ticked.clock = in, &in.cost, clock
	return nil
}

// On reports whether the dev layer is on (DevOptions.On or DevEnv): the
// loop keeps the instruments that Readout reads and Do changes.
func (dv Dev[I]) On() bool { return dv.l.inst != nil }

// record adds the latest frame, which really lasted measured and was
// counted as elapsed, to the figures and the smoothness, and writes the
// frame log when it is due.
//
// A paused frame that ran no tick is not added: the figures, the timeline
// and the frame log stand still until a tick runs (see held).
func (l *Loop[I]) record(measured, elapsed time.Duration) {
	in, s, f := l.inst, l.loop.Scheduler(), &l.last
	if in.held = f.Paused && f.Ticks == 0; in.held {
		in.resumed = true
		return
	}
	rec := instrument.FrameRecord{Fast: f.Fast, SimTime: l.ticked.simTime}
	in.figures.Add(measured, elapsed, f.Frame, &rec, s.Totals(), s.Step(), l.snapper)
	switch {
	case f.Paused: // one tick: the smoothness stays as the pause found it
	case f.Fast:
		in.figures.StopSmooth() // no body moves with real time
	default:
		if in.resumed {
			in.resumed = false
			in.figures.StopSmooth() // from the first frame after the pause on
		}
		u := instrument.Conditions{Scale: f.Scale, Rate: f.Rate}
		drawn := instrument.DrawnTime(f.Tick, f.Alpha, f.Rate) // the previous tick plus alpha
		if in.timed != nil {
			drawn, u.Mode = in.timed.DrawnTime(f.Alpha)
		}
		in.figures.Smooth(measured, l.refresh(), u, drawn)
	}
	in.log.write(in.clock.Now(), &in.figures.Stats)
}

// snapping reports whether the frame-time filter given to SetSnapper
// snaps.
func (l *Loop[I]) snapping() bool { return l.snapper != nil && l.snapper.Enabled() }

// refresh returns the display's refresh rate the frame-time filter given
// to SetSnapper knows, in Hz; 0 if unknown, or with none.
func (l *Loop[I]) refresh() float64 {
	if l.snapper == nil {
		return 0
	}
	return l.snapper.Refresh()
}

// Readout fills r with the loop's figures, frames and switches as they
// are now, for a dev layer to draw; with the dev layer off, it fills
// only what the latest frame says.
func (dv Dev[I]) Readout(r *instrument.Readout) {
	l := dv.l
	f := l.last
	r.Tick, r.Alpha = f.Tick, f.Alpha
	in := l.inst
	if in == nil {
		r.Settings = instrument.Settings{Rate: f.Rate, Scale: f.Scale, Paused: f.Paused, Snap: l.snapping(), Policy: f.Policy}
		return
	}
	r.Settings, r.Measured = l.Dev().Settings(), in.measured
	r.Stats, r.Stats.Err = in.figures.Stats, nil
	r.FillFrames(&in.figures.Timeline)
}

// Settings returns the loop's switches as they are now: the scheduler's
// (the rate, the scale, the pause, the policy and its limits), the
// snapping's, the fast mode's and the dev layer's (the fps cap, 0 for
// none, under which a window switches vsync off, which would hold the
// cap to the display's rate; jitter, the load, a stall waiting).
func (dv Dev[I]) Settings() instrument.Settings {
	l := dv.l
	s := l.loop.Scheduler()
	set := instrument.Settings{Rate: s.Rate(), Scale: float64(s.Scale()) / 4, Paused: s.Paused(),
		Snap: l.snapping(), Fast: l.fast}
	set.MaxFrame, set.MaxUpdates = s.Limits()
	set.Limits = set.MaxFrame > 0 || set.MaxUpdates > 0
	if in := l.inst; in != nil {
		set.FPSCap, set.Jitter, set.Load, set.Stall = in.fpsCap, in.jitter, in.cost.Load, in.cost.Stalling()
	}
	set.FillPolicy(s.Policy())
	return set
}

// Stats returns the dev layer's figures of the latest frame (the zero
// Stats while it is off).
func (dv Dev[I]) Stats() instrument.Stats {
	l := dv.l
	if l.inst == nil {
		return instrument.Stats{}
	}
	return l.inst.figures.Stats
}

// SetDrawTime tells the dev layer how long the window took to draw the
// latest frame, for its figures and the frame log.
func (dv Dev[I]) SetDrawTime(d time.Duration) {
	l := dv.l
	if l.inst != nil && !l.inst.held { // paused, the frame drawn is the held one's
		l.inst.figures.SetDraw(d)
	}
}

// Timeline returns the dev layer's recent frames (nil while it is off),
// for reading only: the next frame changes it.
func (dv Dev[I]) Timeline() *instrument.Timeline {
	l := dv.l
	if l.inst == nil {
		return nil
	}
	return &l.inst.figures.Timeline
}

// TraceStatus returns what the dev layer's frame trace is recording.
func (dv Dev[I]) TraceStatus() instrument.TraceStatus {
	l := dv.l
	if l.inst == nil {
		return instrument.TraceStatus{}
	}
	return l.inst.trace.Status()
}

// toggleTrace stops the frame trace and saves it, or starts one, named by
// the game and the time, in the working folder, and says which.
func (in *instruments) toggleTrace() (notice string, failed bool) {
	if in.trace != nil {
		notice, err := in.saveTrace()
		return notice, err != nil
	}
	path := fmt.Sprintf("%s-frames-%s.txt", in.name, in.wall().Format("20060102-150405.000"))
	in.trace = instrument.NewTrace(path)
	return "recording frame times to " + path + " (Shift+F12 stops and saves)", false
}

// StartFrameTrace records every frame's measured length from now on into
// path, saved when it stops (StopFrameTrace, Close): for a window that
// names its traces itself; the dev layer's key (Do) names one by the game
// and the time. With the dev layer off it does nothing.
func (dv Dev[I]) StartFrameTrace(path string) {
	l := dv.l
	if l.inst != nil {
		l.inst.trace = instrument.NewTrace(path)
	}
}

// StopFrameTrace saves the frame trace being recorded, if any, and says
// what it did ("" if none was recording).
func (dv Dev[I]) StopFrameTrace() (notice string, err error) {
	l := dv.l
	if l.inst == nil || l.inst.trace == nil {
		return "", nil
	}
	return l.inst.saveTrace()
}

// saveTrace saves the frame trace being recorded and says what it did.
func (in *instruments) saveTrace() (string, error) {
	t := in.trace
	in.trace = nil
	if err := t.Save(in.name + "'s dev layer"); err != nil {
		return "frame times not saved: " + err.Error(), fmt.Errorf("fixed: frame times: %w", err)
	}
	// The command names the file as it was saved, its folder too, so that
	// it can be pasted where the game ran; the path once, and the notice
	// short enough for the window's notice row.
	return fmt.Sprintf("saved %d frame times: tickbox policies -frames %s", t.Len(), shellWord(t.Path())), nil
}

// stopTrace saves the frame trace being recorded, if any, saying so on
// log.
func (in *instruments) stopTrace(log io.Writer) error {
	if in.trace == nil {
		return nil
	}
	notice, err := in.saveTrace()
	fmt.Fprintln(log, "fixed: "+notice)
	return err
}
