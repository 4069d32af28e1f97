package loop

import (
	"errors"
	"time"

	"tickbox/sim"
	"tickbox/sim/pacing"
	"tickbox/sim/replay"
	"tickbox/sim/sched"
)

// Sandbox is the game without its window: a fixed-step world, the
// scheduler that decides its ticks, the pacer that shapes frames, and every
// experiment the keys switch. Package game calls [Sandbox.Do] for each key
// and [Sandbox.Frame] once per drawn frame; package render reads the rest.
// A Sandbox is not safe for concurrent use.
type Sandbox struct {
	opts  Options
	clock Clock
	pacer *Pacer
	sched *sched.Scheduler

	fixed    *sim.World // stepped in ticks; drawn unless in variable mode
	variable *sim.World // stepped by frame time in variable mode; kept for reuse
	drawMode Mode       // the mode to go back to when variable step is switched off
	mode     Mode

	queue      InputQueue
	inputs     TickInputs // where ticks take input; &queue unless replaced
	frameInput sim.Input  // this frame's input, for the variable world

	limits bool
	scale  int
	fast   bool
	load   time.Duration
	stall  bool

	snap  *pacing.Snapper    // the frame-time filter (S)
	speed pacing.Speedometer // game time per real time, for the overlay

	view     View
	peaks    [2]jumpWatch // the fixed and the variable jumper
	timeline Timeline
	stats    Stats
	shot     bool // a screenshot was asked for

	focusPaused bool // paused because the window lost focus
	closed      bool
	closeErr    error // what the OnClose functions returned on Quit
	onClose     []func() error
	lastLog     time.Duration

	rec      *recording        // the recording in progress; nil when none
	play     *playback         // the replay being played; nil when none
	replayed *replay.Recording // the session's replay, which Backspace plays again
	twin     *sim.World        // the desync lab's twin (key D); kept for reuse
	twinOn   bool
	notices  []Notice
	until    int64                       // no tick runs from this tick on; 0 = none
	step     func(*sim.World, sim.Input) // steps the fixed world; nil = World.Step
	// wall names recordings by the date and time; it is never used for
	// timing, which is the Clock's alone.
	wall func() time.Time
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
func New(opts Options, clock Clock) (*Sandbox, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	w, err := sim.New(opts.World)
	if err != nil {
		return nil, err
	}
	s := &Sandbox{
		opts: opts, clock: clock, pacer: NewPacer(clock, opts.World.Seed),
		fixed: w, limits: opts.Limits, scale: opts.Scale, fast: opts.Fast,
		view: View{Ghost: true, Overlay: true, Timeline: true},
		wall: time.Now,
	}
	s.inputs = &s.queue
	s.pacer.SetCap(opts.Cap)
	s.pacer.SetJitter(opts.Jitter)
	s.load = opts.Load
	if s.sched, err = s.newScheduler(); err != nil {
		return nil, err
	}
	if s.snap, err = opts.newSnapper(); err != nil {
		return nil, err
	}
	s.drawMode = Interpolate
	s.setMode(opts.Mode)
	return s, nil
}

// newScheduler makes a scheduler with the sandbox's rate, limits and scale.
func (s *Sandbox) newScheduler() (*sched.Scheduler, error) {
	c := sched.Config{Rate: s.fixed.Config.Rate}
	if s.limits {
		c.MaxFrame, c.MaxUpdates = s.opts.MaxFrame, s.opts.MaxUpdates
	}
	sc, err := sched.New(c)
	if err != nil {
		return nil, err
	}
	sc.SetPolicy(s.opts.Policy)
	return sc, sc.SetScale(s.scale)
}

// SetPolicy makes p decide the frames from the next one on (nil: the
// scheduler's own loop). The world and the owed time stay as they are.
func (s *Sandbox) SetPolicy(p sched.Policy) {
	s.opts.Policy = p
	s.sched.SetPolicy(p)
}

// SetInputs replaces where ticks take their input from: a replay, or a
// recorder wrapping the live queue. nil restores the live queue.
func (s *Sandbox) SetInputs(in TickInputs) {
	if in == nil {
		in = &s.queue
	}
	s.inputs = in
}

// StopAt stops ticking once the fixed world reaches tick: a frame that owes
// more runs only the ticks still needed, so a run ends on exactly the tick
// asked for, whatever the frames. 0 removes the stop.
func (s *Sandbox) StopAt(tick int64) { s.until = tick }

// SetStep replaces how a tick steps the fixed world, for a check that wraps
// each step (the lab's synctest steps the world twice); nil restores
// sim.World.Step. step must step w by exactly one tick with in.
func (s *Sandbox) SetStep(step func(w *sim.World, in sim.Input)) { s.step = step }

// Check reports whether the scheduler's accounting holds (see
// sched.Scheduler.Check): for soak tests, after every frame.
func (s *Sandbox) Check() error { return s.sched.Check() }

// Queue returns the live input queue that the keys feed.
func (s *Sandbox) Queue() *InputQueue { return &s.queue }

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
	errs := []error{err}
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
	case !focused && !s.sched.Paused():
		s.sched.SetPaused(true)
		s.focusPaused = true
	case focused && s.focusPaused:
		s.sched.SetPaused(false)
		s.focusPaused = false
	}
}
