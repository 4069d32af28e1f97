package sandbox

import (
	"errors"
	"time"

	"tickbox/sim"
	"tickbox/sim/loop"
	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Sandbox is the game without its window: a fixed-step world, the
// scheduler that decides its ticks, the pacer that shapes frames, and every
// experiment the keys switch. Package game calls [Sandbox.Do] for each key
// and [Sandbox.Frame] once per drawn frame; package render reads the rest.
// A Sandbox is not safe for concurrent use.
type Sandbox struct {
	opts    Options
	clock   loop.Clock
	pacer   *Pacer
	ticker  ticker          // the scheduler, the worlds, the ticks, the replay part
	set     Settings        // the switches the keys change
	snap    *pacing.Snapper // the frame-time filter (S)
	trace   *frameTrace     // measured frame times being recorded; nil when none
	smooth  smoothness      // the latest second's judder and animation error
	figures figures         // the timeline, the overlay's stats, the log
	view    View
	shot    bool // a screenshot was asked for
	notices notices

	closed   bool
	closeErr error // what the OnClose functions returned on Quit
	onClose  []func() error
}

// View holds what is shown, which the simulation never sees.
type View struct {
	Ghost    bool // ball 1's ghost trail
	Overlay  bool
	Timeline bool
	Help     bool
}

// New returns a sandbox made from opts, reading time from clock. It returns
// an error naming the first bad option.
func New(opts Options, clock loop.Clock) (*Sandbox, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	w, err := sim.New(opts.World)
	if err != nil {
		return nil, err
	}
	s := &Sandbox{
		opts: opts, clock: clock, pacer: NewPacer(clock, opts.World.Seed), set: opts.settings(),
		view: View{Ghost: true, Overlay: true, Timeline: true},
	}
	t := &s.ticker
	t.clock, t.opts, t.set, t.worlds.fixed = clock, &s.opts, &s.set, w
	t.replays = replays{notices: &s.notices, dir: opts.RecordDir, wall: time.Now}
	t.inputs = &t.queue
	p, err := policy.New(opts.Policy)
	if err != nil {
		return nil, err
	}
	if t.sched, err = t.newScheduler(w.Config.Rate, p); err != nil {
		return nil, err
	}
	s.figures.logger = opts.Logger
	if s.snap, err = opts.newSnapper(); err != nil {
		return nil, err
	}
	s.apply()
	s.ticker.worlds.drawMode = Interpolate
	s.ticker.worlds.setMode(opts.Mode)
	if opts.FramesOut != "" {
		s.StartFrameTrace(opts.FramesOut)
	}
	return s, nil
}

// newScheduler makes a scheduler at hz with the sandbox's limits and
// scale, run by p.
func (t *ticker) newScheduler(hz int, p sched.Policy) (*sched.Scheduler, error) {
	c := sched.Config{Rate: hz}
	c.MaxFrame, c.MaxUpdates = t.set.limits()
	sc, err := sched.New(c, p)
	if err != nil {
		return nil, err
	}
	return sc, sc.SetScale(t.set.Scale)
}

// SetPolicy makes p decide the frames from the next one on. The world and
// the owed time stay as they are. It panics if p is nil (see
// sched.Scheduler.SetPolicy).
func (s *Sandbox) SetPolicy(p sched.Policy) {
	s.ticker.sched.SetPolicy(p)
	s.opts.Policy = p.Name()
}

// SetInputs replaces where ticks take their input from: a replay, or a
// recorder wrapping the live queue. nil restores the live queue.
func (s *Sandbox) SetInputs(in TickInputs) {
	if in == nil {
		in = &s.ticker.queue
	}
	s.ticker.inputs = in
}

// StopAt stops ticking once the fixed world reaches tick: a frame that owes
// more runs only the ticks still needed, so a run ends on exactly the tick
// asked for, whatever the frames. 0 removes the stop.
func (s *Sandbox) StopAt(tick int64) { s.ticker.until = tick }

// SetStep replaces how a tick steps the fixed world, for a check that wraps
// each step (the lab's synctest steps the world twice); nil restores
// sim.World.Step. step must step w by exactly one tick with in.
func (s *Sandbox) SetStep(step func(w *sim.World, in sim.Input)) { s.ticker.step = step }

// Check reports whether the scheduler's accounting holds (see
// sched.Scheduler.Check): for soak tests, after every frame.
func (c Scene) Check() error { return c.s.ticker.sched.Check() }

// Queue returns the live input queue that the keys feed.
func (s *Sandbox) Queue() *InputQueue { return &s.ticker.queue }

// OnClose registers f to run when the sandbox closes, before Close returns.
func (s *Sandbox) OnClose(f func() error) { s.onClose = append(s.onClose, f) }

// Close stops the sandbox at once: no tick runs after it, whatever frames
// still come. It saves the recording in progress, if any, runs the OnClose
// functions, in order, and returns their errors joined. Closing twice does
// nothing the second time.
func (s *Sandbox) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	_, err := s.StopRecording()
	_, terr := s.StopFrameTrace()
	errs := []error{err, terr}
	for _, f := range s.onClose {
		errs = append(errs, f())
	}
	return errors.Join(errs...)
}

// Closed reports whether the sandbox has closed.
func (s *Sandbox) Closed() bool { return s.closed }

// CloseErr returns what the OnClose functions returned when the Quit
// action closed the sandbox.
func (s *Sandbox) CloseErr() error { return s.closeErr }

// SetFocused tells the sandbox whether its window has focus. With
// PauseUnfocused it pauses on losing focus and resumes on regaining it,
// unless the player paused it meanwhile.
func (s *Sandbox) SetFocused(focused bool) {
	if !s.opts.PauseUnfocused {
		return
	}
	switch {
	case !focused && !s.ticker.sched.Paused():
		s.ticker.sched.SetPaused(true)
		s.ticker.focusPaused = true
	case focused && s.ticker.focusPaused:
		s.ticker.sched.SetPaused(false)
		s.ticker.focusPaused = false
	}
}
