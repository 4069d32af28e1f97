package sandbox

import (
	"errors"
	"io"

	"tickbox/sim/autosave"
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/framelog"
	"tickbox/sim/instrument"
	"tickbox/sim/pacing"
	"tickbox/sim/tape"
)

// Sandbox is the game without its window: a game on the public headless
// loop (package sim/fixed) ticking the fixed-step world, with the loop's
// instruments on (the frame shaper's fps cap, jitter and hitches, the
// load and stalls, the figures of the overlay and the timeline, frame
// traces, the frame log), and on top of it the sandbox's own experiments:
// replays and the twin, the drawing modes, notices.
// Package game calls [Sandbox.Do] for each key and [Sandbox.Frame] once per
// drawn frame; package render draws a [Picture] filled from
// [Sandbox.Scene]. A
// Sandbox is not safe for concurrent use.
type Sandbox struct {
	opts    Options
	clock   fixed.Clock
	loop    *fixed.Loop[bounce.Input] // the scheduler, the ticks
	dev     *instrument.Dev           // the loop's instruments, attached to it
	snap    *pacing.Snapper           // the frame-time filter (S), attached to the loop
	tape    *tape.Tape[bounce.Input]  // the recordings, the replays, attached to the loop
	state   *state                    // what the loop ticks: the worlds, the twin, the replay's side
	limits  limits                    // the limits key's switch
	err     error                     // the latest error of a frame, if any
	view    View
	shot    bool     // a screenshot was asked for
	notices *notices // shared with the tape, which has its own to tell (OnNotice)

	closed   bool
	closeErr error          // what Close returned on Quit
	onClose  []func() error // run by Close once it has saved: the tests' hooks
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
func New(opts Options, clock fixed.Clock) (*Sandbox, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	w, err := bounce.New(opts.World)
	if err != nil {
		return nil, err
	}
	s := &Sandbox{
		opts: opts, clock: clock,
		view: View{Ghost: true, Overlay: true, Timeline: true}, notices: new(notices),
	}
	if s.loop, err = s.newLoop(w); err != nil {
		return nil, err
	}
	s.limits = opts.limits(s.loop)
	s.applyLimits()
	s.state.worlds.setMode(opts.Mode)
	if opts.FramesOut != "" {
		s.startFrameTrace(opts.FramesOut)
	}
	return s, nil
}

// newLoop makes the state the loop ticks, holding w, and the loop ticking
// it at w's rate with the options' policy, taking its live input from the
// queue the keys feed; applyLimits brings it to the limits. The loop
// records and plays back the fixed world (the state is a tape.Taper),
// autosaving what it records, its notices are the sandbox's, and the dev layer's instruments are
// attached to it (after the recordings, so that they time a synctest's
// steps too), then the snapping (which the instruments show).
func (s *Sandbox) newLoop(w *bounce.World) (*fixed.Loop[bounce.Input], error) {
	s.state = newState(w)
	s.state.Play = s.landed
	o := s.opts.loopOptions(w.Config.Rate, s.clock)
	g := ticks{s.state, s}
	l, err := fixed.New(g, o)
	if err != nil {
		return nil, err
	}
	if s.tape, err = tape.Attach[bounce.Input](l, g, tape.Options{Log: io.Discard}); err != nil {
		return nil, err
	}
	s.tape.OnNotice(s.notices.take)
	autosave.Attach(s.tape) // a recording in progress survives a crash (Recover)
	if s.dev, err = instrument.Attach(l, fixed.Stepper[bounce.Input](g), s.opts.dev(o.Name)); err != nil {
		return nil, err
	}
	if s.snap, err = pacing.New(s.opts.Snap); err != nil {
		return nil, err
	}
	l.Hook(fixed.Hooks[bounce.Input]{Length: s.snap.Length})
	s.dev.SetSnapper(s.snap)
	if s.opts.Logger != nil {
		framelog.Attach(l, s.dev, fixed.Stepper[bounce.Input](g), s.opts.Logger)
	}
	l.SetInputs(&s.state.queue)
	l.SetTick(w.Tick)
	return l, nil
}

// SetInputs replaces where ticks take their live input from, for a run
// that makes its input up (the lab's desync); nil restores the queue the
// keys feed. A replay, while it plays, still gives its own.
func (s *Sandbox) SetInputs(in fixed.Inputs[bounce.Input]) {
	if in == nil {
		in = &s.state.queue
	}
	s.loop.SetInputs(in)
}

// queue returns the live input queue that the keys feed.
func (s *Sandbox) queue() *fixed.Latch[bounce.Input] { return &s.state.queue }

// Interrupt stops ticking at once, between two ticks, for good: the frame
// running ends after the tick it is in, however many it owes, and no tick
// runs after it (see fixed.Loop.Interrupt). Unlike the rest of the
// Sandbox, any goroutine may call it: a signal handler's, which then asks
// the window's goroutine to Close, which saves what is recorded.
func (s *Sandbox) Interrupt() { s.loop.Interrupt() }

// Close stops the sandbox at once: no tick runs after it, whatever frames
// still come. It saves the frame trace and the recording in progress, if
// any, and returns what failed, joined. Closing twice does nothing the
// second time.
func (s *Sandbox) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	_, terr := s.stopFrameTrace() // before the loop's Close, which would save it unsaid
	err := s.loop.Close()         // no tick after this; it saves the recording
	errs := []error{err, terr}
	for _, f := range s.onClose {
		errs = append(errs, f())
	}
	return errors.Join(errs...)
}

// Closed reports whether the sandbox has closed.
func (s *Sandbox) Closed() bool { return s.closed }

// CloseErr returns what Close returned when the Quit action closed the
// sandbox.
func (s *Sandbox) CloseErr() error { return s.closeErr }

// SetFocused tells the sandbox whether its window has focus. With
// PauseUnfocused it pauses on losing focus and resumes on regaining it,
// unless the player paused it meanwhile.
func (s *Sandbox) SetFocused(focused bool) { s.loop.SetFocused(focused) }
