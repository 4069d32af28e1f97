package lab

import (
	"fmt"
	"time"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// session drives a world through the scheduler the way the window does, one
// made-up frame at a time, until the world's tick counter reaches until.
type session struct {
	world  *sim.World
	sched  *sched.Scheduler
	frames Frames
	// tick runs one tick of the world: input, step and any bookkeeping.
	tick  func(w *sim.World) error
	until int64

	traceLen int          // frames to trace
	trace    []traceFrame // the first traceLen frames
	stop     <-chan struct{}
	progress *progress

	stopped bool          // stop was closed before the end
	wall    time.Duration // wall time the frames took
}

// run plays frames until the world reaches s.until, stop is closed, or a
// frame fails. The last frame runs only the ticks still needed, so every
// run ends on exactly the tick asked for, whatever the frames.
func (s *session) run() error {
	start := time.Now()
	defer func() { s.wall = time.Since(start) }()
	ran := 0
	for s.world.Tick < s.until {
		if s.interrupted() {
			return nil
		}
		elapsed := s.frames.Next(ran)
		if elapsed > sched.MaxElapsed {
			// Only the virtual clock, with both limits off, gets here.
			return fmt.Errorf("frame %d would last over %v, longer than the scheduler accepts: each frame ran more "+
				"ticks than the last and took longer for it: the spiral of death", s.sched.Totals().Frames+1, sched.MaxElapsed)
		}
		f, err := s.sched.Advance(elapsed)
		if err != nil {
			return fmt.Errorf("frame %d: %w", s.sched.Totals().Frames+1, err)
		}
		ran = int(min(int64(f.Ticks), s.until-s.world.Tick))
		for range ran {
			if err := s.tick(s.world); err != nil {
				return err
			}
		}
		s.follow()
		s.record(f)
		s.progress.update(s.world.Tick)
	}
	return nil
}

func (s *session) interrupted() bool {
	select {
	case <-s.stop:
		s.stopped = true
	default:
	}
	return s.stopped
}

// follow keeps the scheduler's tick rate with the world's, which a replay
// may change at any tick; the new rate counts from the next frame.
func (s *session) follow() {
	if hz := s.world.Config.Rate; hz != s.sched.Rate() {
		_ = s.sched.SetRate(hz) // the world's rate is valid, so is the scheduler's
	}
}

// record keeps frame f for the trace while it is short of traceLen.
func (s *session) record(f sched.Frame) {
	if len(s.trace) >= s.traceLen {
		return
	}
	w := s.world
	t := traceFrame{
		ElapsedNs: int64(f.Elapsed), Ticks: f.Ticks, Alpha: f.Alpha, DroppedNs: int64(f.Dropped),
		JumperY: w.Jumper.Y, JumperDrawnY: drawn(w.Jumper.PreviousY, w.Jumper.Y, f.Alpha),
	}
	if b := &w.Balls; b.Len() > 0 {
		x, y := b.X[0], b.Y[0]
		dx, dy := drawn(b.PrevX[0], x, f.Alpha), drawn(b.PrevY[0], y, f.Alpha)
		t.Ball1X, t.Ball1Y, t.Ball1DrawnX, t.Ball1DrawnY = &x, &y, &dx, &dy
	}
	s.trace = append(s.trace, t)
}

// drawn is where render draws a body between its previous and current
// state: previous + (current - previous)·alpha. The product is rounded on
// its own (no fused multiply-add) so the trace is the same on every machine.
func drawn(previous, current, alpha float64) float64 {
	return previous + float64((current-previous)*alpha)
}

// newScheduler makes the scheduler a session runs with.
func newScheduler(rate int, maxFrame time.Duration, maxUpdates int) (*sched.Scheduler, error) {
	return sched.New(sched.Config{Rate: rate, MaxFrame: maxFrame, MaxUpdates: maxUpdates})
}

// ticksPerSecond is the session's speed in ticks per second of wall time.
func (s *session) ticksPerSecond(ticks int64) float64 {
	if s.wall <= 0 {
		return 0
	}
	return float64(ticks) / s.wall.Seconds()
}
