package lab

import (
	"fmt"
	"io"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
	"tickbox/sim/stop"
)

// limits are the scheduler's settings a lab command runs under: the clamp
// and the tick cap (0: none) and the policy's name ("": the default,
// tickbox).
type limits struct {
	maxFrame   time.Duration
	maxUpdates int
	policy     string
}

// newLoop returns the headless loop ticking state at rate on a virtual
// clock, under l: what the window runs, without the window's sandbox
// around it, which commands that only need ticks from frames do without.
func newLoop(state fixed.Stepper[bounce.Input], rate int, l limits) (*fixed.Loop[bounce.Input], error) {
	policy.Register() // the lab runs every engine's policy
	name := l.policy
	if name == "" {
		name = policy.Default
	}
	mf, mu := sandbox.OffIsUnlimited(l.maxFrame, l.maxUpdates)
	return fixed.New(state, fixed.Options{Rate: rate, Policy: name, MaxFrame: mf, MaxUpdates: mu, Clock: &fixed.VirtualClock{}, Log: io.Discard})
}

// session drives a world's loop one made-up frame at a time, until the
// world's tick counter reaches until; the loop stops there, so every run
// ends on exactly that tick.
type session struct {
	loop    *fixed.Loop[bounce.Input]
	world   *bounce.World
	frames  instrument.Source
	until   int64
	ran     int           // the ticks the latest frame ran
	latest  time.Duration // the latest frame's length
	before  time.Duration // the length of the frame before it
	stepErr error         // the first error of a step hook (recorder, synctest)

	traceLen int           // frames to trace
	trace    []traceFrame  // the first traceLen frames
	stop     *stop.Request // Ctrl+C, SIGTERM or SIGHUP, or a caller's; see hear
	progress *progress
	onFrame  func() // after each frame, if set

	stopped bool          // stop was closed before the end
	wall    time.Duration // wall time the frames took
}

// newSession makes a session of w, ticked as state (w itself, or a step
// hook around it), under l, on frames src, ending at tick until.
func newSession(w *bounce.World, state fixed.Stepper[bounce.Input], l limits, src instrument.Source, until int64) (*session, error) {
	lp, err := newLoop(state, w.Config.Rate, l)
	if err != nil {
		return nil, err
	}
	lp.SetTick(w.Tick)
	lp.StopAt(until)
	return &session{loop: lp, world: w, frames: src, until: until}, nil
}

// hear makes the session stop when r is asked for: between frames, and
// between ticks inside a frame (the loop's interrupt), so that a frame of
// a day of ticks with the limits off still stops within a tick.
func (s *session) hear(r *stop.Request) {
	s.stop = r
	r.Then(s.loop.Interrupt)
}

// endAt makes the session end at tick until, sooner than it was to.
func (s *session) endAt(until int64) {
	s.until = until
	s.loop.StopAt(until)
}

// newWorldSession makes a session of a new world of cfg, stepped by its
// own Step.
func newWorldSession(cfg bounce.Config, l limits, src instrument.Source, until int64) (*session, error) {
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	return newSession(w, w, l, src, until)
}

// totals returns the scheduler's running sums.
func (s *session) totals() sched.Totals { return s.loop.Scheduler().Totals() }

// run plays frames until the world reaches s.until, stop is closed, or a
// frame fails.
func (s *session) run() error {
	start := time.Now()
	defer func() { s.wall = time.Since(start) }()
	for s.world.Tick < s.until {
		if s.interrupted() {
			return nil
		}
		if err := s.frame(s.frames.Next(s.ran)); err != nil {
			return err
		}
		if s.progress != nil { // checked here: a call a frame to find none cost a frame of one tick
			s.progress.update(s.world.Tick)
		}
		if s.onFrame != nil {
			s.onFrame()
		}
	}
	return nil
}

// frame runs one frame of elapsed, and returns what failed.
func (s *session) frame(elapsed time.Duration) error {
	if elapsed > sched.MaxElapsed {
		// Only the virtual clock's frames get here (-draw plus -load for
		// each tick of the frame before), and they are the spiral of death
		// only when they grew frame after frame, each running more ticks
		// than the last. Written here, not in a function of its own: the
		// call made a frame of one tick a tenth slower (BenchmarkHeadlessFrame).
		err := fmt.Errorf("frame %d would last over %v, longer than the scheduler accepts", s.totals().Frames+1, sched.MaxElapsed)
		if elapsed > s.latest && s.latest > s.before && s.before > 0 { // this frame and the one before grew
			err = fmt.Errorf("%w: each frame ran more ticks than the last and took longer for it: the spiral of death", err)
		}
		return err
	}
	s.before, s.latest = s.latest, elapsed
	ran, err := s.loop.Run(elapsed)
	if err != nil {
		return fmt.Errorf("frame %d: %w", s.totals().Frames+1, err)
	}
	s.ran = ran
	if len(s.trace) < s.traceLen {
		s.record(s.loop.Latest().Frame)
	}
	return s.stepErr
}

func (s *session) interrupted() bool {
	s.stopped = s.stopped || s.stop.Asked()
	return s.stopped
}

// record keeps the frame f for the trace.
func (s *session) record(f sched.Frame) {
	w := s.world
	t := traceFrame{
		ElapsedNs: int64(f.Elapsed), Ticks: f.Ticks, Alpha: f.Alpha, DroppedNs: int64(f.Dropped),
		UnplayedNs: int64(f.Unplayed().Total()),
		JumperY:    w.Jumper.Y, JumperDrawnY: fixed.Lerp(w.Jumper.PreviousY, w.Jumper.Y, f.Alpha),
	}
	if b := &w.Balls; b.Len() > 0 {
		x, y := b.X[0], b.Y[0]
		dx, dy := fixed.Lerp(b.PrevX[0], x, f.Alpha), fixed.Lerp(b.PrevY[0], y, f.Alpha)
		t.Ball1X, t.Ball1Y, t.Ball1DrawnX, t.Ball1DrawnY = &x, &y, &dx, &dy
	}
	s.trace = append(s.trace, t)
}

// ticksPerSecond is the session's speed in ticks per second of wall time.
func (s *session) ticksPerSecond(ticks int64) float64 {
	if s.wall <= 0 {
		return 0
	}
	return float64(ticks) / s.wall.Seconds()
}

// stepper is a world as a loop ticks it when a hook wraps its step: a
// recorder, the synctest, the replay's checks.
type stepper struct {
	w    *bounce.World
	step func(*bounce.World, bounce.Input)
}

// Step steps the world through the hook.
func (s *stepper) Step(in bounce.Input) { s.step(s.w, in) }
