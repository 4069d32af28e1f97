package fixed

import (
	"errors"
	"fmt"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// SetPaused pauses or resumes. While paused, frames run no ticks and
// alpha stays where it was, so the picture stands still; resuming picks up
// exactly where the pause began.
// The pause is the player's from then on, not the focus's (SetFocused).
func (l *Loop[I]) SetPaused(paused bool) {
	l.loop.Scheduler().SetPaused(paused)
	l.focusPaused = false
}

// OneTick runs one tick at the next frame, pausing first: for stepping
// through a game tick by tick. Asking twice before a frame still runs one.
func (l *Loop[I]) OneTick() {
	l.SetPaused(true)
	l.loop.Scheduler().RequestStep()
}

// SetScale sets the time scale: game time passes x times as fast as real
// time, x a multiple of ¼ from ¼ to 16. A faster scale runs more ticks
// of the same step, never longer ticks. It returns an error naming x and
// the rule; the scale is then unchanged.
func (l *Loop[I]) SetScale(x float64) error {
	q, err := quarters(x)
	if err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	return l.loop.Scheduler().SetScale(q)
}

// SetRate sets the tick rate to hz, 1 to 1000, from the next tick on: the
// game's SetRate is called first, and a recording records the change. It
// returns an error, and changes nothing, if hz is out of range, the game
// does not follow the rate (Rated), or a recording is playing back (it
// sets its own rates).
func (l *Loop[I]) SetRate(hz int) error {
	t := l.ticked
	switch {
	case t.rated == nil:
		return fmt.Errorf("fixed: the tick rate of %T cannot change: it has no SetRate method (Rated)", l.game)
	case t.play != nil:
		return errors.New("fixed: the tick rate cannot change while a recording plays back: it sets its own")
	}
	s := l.loop.Scheduler()
	if err := s.SetRate(hz); err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	t.setRate(hz)
	if t.rec != nil {
		if err := t.rec.rec.Rate(l.loop.Tick(), hz); err != nil {
			t.stopRecording(err)
		}
	}
	return nil
}

// SetPolicy makes the policy named name decide the frames from the next
// one on (package tickbox/sim/policy's names, with the engine's settings
// as NAME:key=value:key=value, e.g. "godot:max_physics_steps_per_frame=4");
// the game and the time it is owed stay, and tickbox's clamp= and
// tick_cap= become the limits. An unknown name or setting is an error
// naming it, and so is a step that is not the game's rate.
func (l *Loop[I]) SetPolicy(name string) error {
	s := l.loop.Scheduler()
	mf, mu := s.Limits()
	p, c, err := policy.Make(name, sched.Config{Rate: s.Rate(), MaxFrame: mf, MaxUpdates: mu})
	if err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	s.SetPolicy(p)
	_ = s.SetLimits(c.MaxFrame, c.MaxUpdates) // tickbox:clamp=...; checked by Make
	return nil
}

// SetLimits sets the clamp and the tick cap, as Options.MaxFrame and
// Options.MaxUpdates do: 0 is the default (250 ms, 5 ticks), Unlimited
// none. A value out of range is an error naming it; the limits are then
// unchanged.
func (l *Loop[I]) SetLimits(maxFrame time.Duration, maxUpdates int) error {
	f, u, err := limits(maxFrame, maxUpdates)
	if err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	return l.loop.Scheduler().SetLimits(f, u)
}
