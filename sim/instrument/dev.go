package instrument

import (
	"cmp"
	"io"
	"os"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/refresh"
	"tickbox/sim/sched"
)

// Dev is the dev layer attached to a loop (package tickbox/sim/fixed's
// Loop): the instruments that measure the loop and break it on purpose,
// with no display (the frame shaper for the fps cap, jitter and hitches;
// the cost of a tick, its load and a stall; the figures, the timeline and
// a frame trace). A window's dev layer reads them (Readout) and draws
// them, and its keys change them (Do). [Attach] makes one; a loop with
// none attached pays nothing for it. Like the loop, it is not safe for
// concurrent use.
type Dev struct {
	loop   loop
	clock  fixed.Clock
	name   string // the game's, which files are named by
	shaper *shaper
	// load and stall are real time a tick costs on purpose, beside the
	// game's own: a load after every tick, as a game whose ticks are slow
	// would have, and a stall (stallLength) inside the next tick only, as
	// a tick that waits on a disk would. The game's state is not touched:
	// ticks only take longer, which is what makes the loop clamp, cap and
	// drop.
	load     time.Duration
	stall    bool
	trace    *frameTrace // the frame times being recorded; nil when none
	figures  figures
	measured bool             // the costs are measurements: not a virtual clock's
	wall     func() time.Time // names files; never used for timing
	timed    Timed            // the game's drawn time; nil: the previous tick plus alpha
	logTo    io.Writer        // where a trace saved at Close is told
	// snapper is the frame-time filter whose figures the dev layer shows
	// (SetSnapper); nil for none, and then meter measures the refresh.
	snapper Snapping
	meter   refresh.Meter
	simTime time.Duration // the real time the frame's steps took
	// held says the latest frame was paused and ran no tick, so the
	// figures and the timeline kept the frame before it: a pause freezes
	// what the overlay shows, for a learner to read a hitch or a clamp,
	// and one tick (OneTick) adds exactly its own frame. resumed says a
	// held frame came since the smoothness was last measured, which must
	// then start over: no body moved with real time meanwhile.
	held, resumed bool
}

// loop is what the dev layer reads and changes of the loop it is attached
// to, whatever the loop's input.
type loop interface {
	Advance(measured time.Duration) (fixed.Frame, error)
	Latest() fixed.Frame
	Scheduler() *sched.Scheduler
	Fast() bool
	SetPaused(paused bool)
	OneTick()
	SetScale(x float64) error
	SetPolicy(name string) error
}

// Timed is a game that draws its bodies at another game time than its
// previous tick plus alpha (another blend, a variable-step world): for
// the dev layer's smoothness, DrawnTime returns that time, in seconds,
// after a frame that left alpha, and the name of the way it draws, which
// starts the smoothness over when it changes.
type Timed interface {
	DrawnTime(alpha float64) (seconds float64, mode string)
}

// Attach attaches the dev layer to l, which ticks g, as o says, through
// the loop's hooks (fixed.Hooks): a frame's length (the frame trace), the
// step (its time) and after it (the load and a stall), after the frame
// (the figures, the timeline), starting over (a stall
// forgotten, the smoothness started over), restarting (the shaper's
// schedule) and closing (the frame trace saved, said on o.Log). Attach it
// first, before a part whose Length hook changes the frame's length (a
// Snapper), so that the trace holds the lengths measured; the shaper
// works on the frames Dev.Frame begins, not on those the loop's Advance
// is told. g says when it draws if it is Timed. Attach returns an error naming the option, its value
// and the rule if one is wrong (Validate); o.On is the window's, and
// Attach does not read it.
func Attach[I fixed.Input[I]](l *fixed.Loop[I], g fixed.Stepper[I], o DevOptions) (*Dev, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	clock := l.Clock()
	_, virtual := clock.(*fixed.VirtualClock)
	d := &Dev{loop: l, clock: clock, name: cmp.Or(o.Name, "game"), shaper: newShaper(clock, cmp.Or(o.JitterSeed, 1)),
		measured: !virtual, wall: time.Now, logTo: cmp.Or[io.Writer](o.Log, os.Stderr), load: o.Load}
	d.shaper.SetFPSCap(o.FPSCap)
	d.shaper.jitter = o.Jitter
	d.timed, _ = g.(Timed)
	l.Hook(fixed.Hooks[I]{
		Length: d.length,
		Step: func(_ int64, in I, next fixed.Stepper[I]) {
			start := d.clock.Now()
			next.Step(in)
			d.simTime += d.clock.Now() - start
		},
		Ticked:    d.ticked,
		Framed:    d.framed,
		StartOver: d.startOver,
		Restart:   d.shaper.Restart,
		Close:     d.close,
	})
	return d, nil
}

// Frame runs one frame of the loop, as its Frame does, once the frame
// shaper let it begin (the fps cap, jitter or a hitch): the length it
// measured is the frame's. A window's Draw calls it instead of the loop's
// Frame while the dev layer is on.
func (d *Dev) Frame() (fixed.Frame, error) { return d.loop.Advance(d.shaper.Begin()) }

// length is the Length hook: the frame's length measured, into the trace
// (and the refresh meter, with no snapper), passed on as it is.
func (d *Dev) length(measured time.Duration) time.Duration {
	if t := d.trace; t != nil && len(t.frames) < maxTraceFrames {
		t.frames = append(t.frames, measured)
	}
	if d.snapper == nil {
		d.meter.Length(measured)
	}
	d.simTime = 0
	return measured
}

// ticked is the Ticked hook: it sleeps what the tick costs on purpose,
// the load, and the stall if one was waiting.
func (d *Dev) ticked(int64) {
	d.clock.Sleep(d.load)
	if d.stall {
		d.stall = false
		d.clock.Sleep(stallLength)
	}
}

// startOver is the StartOver hook: a stall not run is forgotten and the
// smoothness starts over, for the new state's ticks are not the old one's.
func (d *Dev) startOver(int64) {
	d.stall = false
	d.figures.smooth.Stop()
}

// framed is the Framed hook: it adds the frame f, which really lasted
// f.Measured and was counted as f.Snapped, to the figures and the
// smoothness. The smoothness measures the frame as shown: a whole number
// of refreshes of the display, once the refresh is known (displayed). It
// takes the frames whose motion follows real time, and starts over
// (Stop) at the others: paused, as fast as possible, or a new world
// whose ticks are not the old one's (startOver).
//
// A paused frame that ran no tick is not added: the figures and the
// timeline stand still until a tick runs (see held).
func (d *Dev) framed(f *fixed.Frame) {
	if d.held = f.Paused && f.Ticks == 0; d.held {
		d.resumed = true
		return
	}
	rec := FrameRecord{Fast: f.Fast, SimTime: d.simTime}
	d.figures.Add(f.Measured, f.Snapped, f.Frame, &rec, f.Totals, d.loop.Scheduler().Step(), d.snapper)
	d.figures.latest.Refresh = d.refresh()
	switch {
	case f.Paused: // one tick: the smoothness stays as the pause found it
	case f.Fast:
		d.figures.smooth.Stop() // no body moves with real time
	default:
		if d.resumed {
			d.resumed = false
			d.figures.smooth.Stop() // from the first frame after the pause on
		}
		u := conditions{Scale: f.Scale, Rate: f.Rate}
		drawn := DrawnTime(f.Tick, f.Alpha, f.Rate) // the previous tick plus alpha
		if d.timed != nil {
			drawn, u.Mode = d.timed.DrawnTime(f.Alpha)
		}
		d.figures.smooth.Add(displayed(f.Measured, d.refresh()), u, drawn)
	}
}

// SetSnapper gives the dev layer the frame-time filter attached to the
// loop (package tickbox/sim/pacing's Snapper, whose Length is a Length
// hook), whose figures it shows: whether it snaps, the refresh, the
// carry, the frames snapped. With none (nil, the default), snapping is
// off, the carry and the frames snapped 0, and the dev layer measures the
// display's refresh itself (package tickbox/sim/refresh's Meter, which
// the Snapper measures with too).
func (d *Dev) SetSnapper(s Snapping) { d.snapper = s }

// refresh returns the display's refresh rate the frame-time filter given
// to SetSnapper knows, or with none the meter, in Hz; 0 while unknown.
func (d *Dev) refresh() float64 {
	if d.snapper == nil {
		return d.meter.Refresh()
	}
	return d.snapper.Refresh()
}

// Readout fills r with the loop's figures, frames and switches as they
// are now, for a dev layer to draw.
func (d *Dev) Readout(r *Readout) {
	f := d.loop.Latest()
	r.Tick, r.Alpha = f.Tick, f.Alpha
	r.Settings, r.Measured = d.Settings(), d.measured
	r.Stats, r.Stats.Err = d.figures.stats(), nil
	r.fillFrames(&d.figures.timeline)
}

// Settings returns the loop's switches as they are now: the scheduler's
// (the rate, the scale, the pause, the policy and its limits), the
// snapping's, the fast mode's and the dev layer's (the fps cap, 0 for
// none, under which a window switches vsync off, which would hold the
// cap to the display's rate; jitter, the load, a stall waiting).
func (d *Dev) Settings() Settings {
	s := d.loop.Scheduler()
	set := Settings{Rate: s.Rate(), Scale: float64(s.Scale()) / 4, Paused: s.Paused(),
		Snap: d.snapper != nil && d.snapper.Enabled(), Fast: d.loop.Fast()}
	set.MaxFrame, set.MaxUpdates = s.Limits()
	set.Limits = set.MaxFrame > 0 || set.MaxUpdates > 0
	set.FPSCap, set.Jitter, set.Load, set.Stall = d.shaper.cap, d.shaper.jitter, d.load, d.stall
	set.fillPolicy(s.Policy())
	return set
}

// Stats returns the dev layer's figures of the latest frame.
func (d *Dev) Stats() Stats { return d.figures.stats() }

// SetDrawTime tells the dev layer how long the window took to draw the
// latest frame, for its figures (and the frame log's: package
// tickbox/sim/framelog): the window's drawing comes after the loop's
// frame. The newest frame of the timeline takes it, and the second's mean
// follows it.
func (d *Dev) SetDrawTime(t time.Duration) {
	if !d.held { // paused, the frame drawn is the held one's
		d.figures.latest.DrawTime = t
		d.figures.timeline.setDraw(t)
	}
}
