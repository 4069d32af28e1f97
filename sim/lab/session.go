package lab

import (
	"fmt"
	"time"

	"tickbox/sim"
	"tickbox/sim/blend"
	"tickbox/sim/frames"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
	"tickbox/sim/stop"
)

// session drives the window's loop, a sandbox.Sandbox on a virtual clock, one
// made-up frame at a time, until the world's tick counter reaches until.
// The lab runs no ticks of its own: the Sandbox runs them, as it does in
// the window.
type session struct {
	sb      *sandbox.Sandbox
	frames  frames.Source
	until   int64
	stepErr error // the first error of a step hook (recorder, synctest)

	traceLen int          // frames to trace
	trace    []traceFrame // the first traceLen frames
	// stop is Ctrl+C, SIGTERM or SIGHUP (stop.OnSignals), checked between
	// frames. A frame that does not end (a day of ticks with the limits
	// off) hears it only when the loop checks it between ticks too: the
	// loop's interrupt, asked for by stop.Then, once the loop has one.
	stop     *stop.Request
	progress *progress
	onFrame  func() // after each frame, if set

	stopped bool          // stop was closed before the end
	wall    time.Duration // wall time the frames took
}

// endAt makes the session end at tick until, sooner than it was to.
func (s *session) endAt(until int64) {
	s.until = until
	s.sb.StopAt(until)
}

// newSession makes a session of the world cfg under the scheduler's limits
// (0: none), its ticks taking input from input, ending at tick until.
func newSession(cfg sim.Config, maxFrame time.Duration, maxUpdates int, src frames.Source, until int64) (*session, error) {
	o := sandbox.DefaultOptions()
	o.World, o.MaxFrame, o.MaxUpdates, o.RecordDir = cfg, maxFrame, maxUpdates, ""
	sb, err := sandbox.New(o, &sandbox.VirtualClock{})
	if err != nil {
		return nil, err
	}
	sb.StopAt(until)
	return &session{sb: sb, frames: src, until: until}, nil
}

// world returns the world the session steps.
func (s *session) world() *sim.World { return s.sb.Scene().World() }

// run plays frames until the world reaches s.until, stop is closed, or a
// frame fails. The last frame runs only the ticks still needed (see
// sandbox.Sandbox.StopAt), so every run ends on exactly the tick asked for.
func (s *session) run() error {
	start := time.Now()
	defer func() { s.wall = time.Since(start) }()
	ran := 0
	for s.world().Tick < s.until {
		if s.interrupted() {
			return nil
		}
		if err := s.frame(s.frames.Next(ran)); err != nil {
			return err
		}
		ran = s.sb.Scene().Stats().Frame.Ticks
		s.record()
		s.progress.update(s.world().Tick)
		if s.onFrame != nil {
			s.onFrame()
		}
	}
	return nil
}

// frame runs one frame of elapsed in the Sandbox, and returns what failed.
func (s *session) frame(elapsed time.Duration) error {
	if elapsed > sched.MaxElapsed {
		// Only the virtual clock, with both limits off, gets here.
		return fmt.Errorf("frame %d would last over %v, longer than the scheduler accepts: each frame ran more "+
			"ticks than the last and took longer for it: the spiral of death", s.sb.Scene().Stats().Totals.Frames+1, sched.MaxElapsed)
	}
	s.sb.Frame(elapsed)
	s.sb.Notices() // the lab reports for itself; notices would pile up
	if err := s.sb.Scene().Stats().Err; err != nil {
		return fmt.Errorf("frame %d: %w", s.sb.Scene().Stats().Totals.Frames+1, err)
	}
	return s.stepErr
}

func (s *session) interrupted() bool {
	s.stopped = s.stopped || s.stop.Asked()
	return s.stopped
}

// record keeps the latest frame for the trace while it is short of traceLen.
func (s *session) record() {
	if len(s.trace) >= s.traceLen {
		return
	}
	w, f := s.world(), s.sb.Scene().Stats().Frame
	t := traceFrame{
		ElapsedNs: int64(f.Elapsed), Ticks: f.Ticks, Alpha: f.Alpha, DroppedNs: int64(f.Dropped),
		JumperY: w.Jumper.Y, JumperDrawnY: blend.Between(w.Jumper.PreviousY, w.Jumper.Y, f.Alpha),
	}
	if b := &w.Balls; b.Len() > 0 {
		x, y := b.X[0], b.Y[0]
		dx, dy := blend.Between(b.PrevX[0], x, f.Alpha), blend.Between(b.PrevY[0], y, f.Alpha)
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

// inputFunc is a tick input source made of a function of the tick.
type inputFunc func(tick int64) sim.Input

// Take returns the input for tick.
func (f inputFunc) Take(tick int64) sim.Input { return f(tick) }
