package fixed

import (
	"fmt"
	"io"
	"path/filepath"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/loop"
	"tickbox/sim/pacing"
	"tickbox/sim/sched"
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
	settings instrument.Settings // the policy's and the limits', as of the latest frame
	measured bool                // the costs are measurements: not a virtual clock's
	wall     func() time.Time    // names files; never used for timing
}

// startInstruments makes the instruments if on, or DevEnv, asks for them.
func (l *Loop[I]) startInstruments(on bool, clock Clock) error {
	env, err := false, error(nil)
	if !l.opts.NoDevEnv {
		env, err = devFromEnv()
	}
	if err != nil || !(on || env) {
		return err
	}
	name := l.opts.Name
	if name == "" {
		name = "game"
	}
	_, virtual := clock.(*loop.VirtualClock)
	in := &instruments{clock: clock, name: name, shaper: instrument.NewShaper(clock, 1),
		measured: !virtual, wall: time.Now}
	l.inst, l.ticked.cost, l.ticked.clock = in, &in.cost, clock
	return nil
}

// Dev reports whether the dev layer is on (Options.Dev or DevEnv): the
// loop keeps the instruments that Readout reads and Do changes.
func (l *Loop[I]) Dev() bool { return l.inst != nil }

// record adds a frame to the figures: it really lasted measured, counted
// as elapsed and made f, on scheduler s, after which the next tick is
// tick.
func (in *instruments) record(s *sched.Scheduler, snap *pacing.Snapper, measured, elapsed time.Duration, f loop.Frame, tick int64) {
	var rec instrument.FrameRecord
	in.figures.Add(measured, elapsed, f.Frame, &rec, s.Totals(), s.Step(), snap)
	if f.Paused {
		in.figures.StopSmooth() // no body moves with real time
	} else {
		// The game is given alpha to draw its bodies with: measured as
		// drawn at the previous tick plus alpha, with no mode to name.
		u := instrument.Conditions{Scale: s.Scale(), Rate: s.Rate()}
		in.figures.Smooth(measured, snap.Refresh(), u, instrument.DrawnTime(tick, f.Alpha, s.Rate()))
	}
	set := &in.settings
	set.Rate = s.Rate()
	set.MaxFrame, set.MaxUpdates = s.Limits()
	set.Limits = set.MaxFrame > 0 || set.MaxUpdates > 0
	set.FillPolicy(s.Policy())
}

// Readout fills r with the loop's figures, frames and switches as they
// are now, for a dev layer to draw; with the dev layer off, it fills
// only what the latest frame says.
func (l *Loop[I]) Readout(r *instrument.Readout) {
	f := l.last
	r.Tick, r.Alpha = f.Tick, f.Alpha
	in := l.inst
	if in == nil {
		r.Settings = instrument.Settings{Rate: f.Rate, Scale: int(f.Scale * 4), Paused: f.Paused, Snap: f.Snap, Policy: f.Policy}
		return
	}
	set := in.settings // the policy and its limits: see record
	set.Rate, set.Scale, set.FPSCap, set.Jitter, set.Load = f.Rate, int(f.Scale*4), in.fpsCap, in.jitter, in.cost.Load
	set.Paused, set.Stall, set.Snap = f.Paused, in.cost.Stalling(), f.Snap
	r.Settings, r.Measured = set, in.measured
	r.Stats, r.Stats.Err = in.figures.Stats, nil
	r.FillFrames(&in.figures.Timeline)
}

// TraceStatus returns what the dev layer's frame trace is recording.
func (l *Loop[I]) TraceStatus() instrument.TraceStatus {
	if l.inst == nil {
		return instrument.TraceStatus{}
	}
	return l.inst.trace.Status()
}

// FPSCap returns the dev layer's fps cap, 0 for none (vsync): a window
// switches vsync off under a cap of its own, which vsync would hold to
// the display's rate.
func (l *Loop[I]) FPSCap() int {
	if l.inst == nil {
		return 0
	}
	return l.inst.fpsCap
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

// saveTrace saves the frame trace being recorded and says what it did.
func (in *instruments) saveTrace() (string, error) {
	t := in.trace
	in.trace = nil
	if err := t.Save(in.name + "'s dev layer"); err != nil {
		return "frame times not saved: " + err.Error(), fmt.Errorf("fixed: frame times: %w", err)
	}
	return fmt.Sprintf("saved %s: %d frame times (tickbox policies -frames %s)", t.Path(), t.Len(), filepath.Base(t.Path())), nil
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
