package fixed

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// SetPaused pauses or resumes. While paused, frames run no ticks and
// alpha stays where it was, so the picture stands still; resuming picks up
// exactly where the pause began.
// The pause is the player's from then on, not the focus's (SetFocused).
func (l *Loop[I]) SetPaused(paused bool) {
	l.sched.SetPaused(paused)
	l.focusPaused = false
}

// OneTick runs one tick at the next frame, pausing first: for stepping
// through a game tick by tick. Asking twice before a frame still runs one.
func (l *Loop[I]) OneTick() {
	l.SetPaused(true)
	l.sched.RequestStep()
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
	return l.sched.SetScale(q)
}

// SetRate sets the tick rate to hz, 1 to 1000, from the next tick on: the
// parts' Rate hooks are told first (a recording records the change), then
// the game's SetRate is called. Called from a hook inside a frame (a
// playback's rate change), the game steps at the new rate from the next
// tick, and the scheduler, which decided the frame's ticks before they
// ran, counts the next frame at it. It returns an error, and changes
// nothing, if hz is out of range, the game does not follow the rate
// (Rated) and hz is not its rate, or a Rate hook refuses (a recording
// playing back sets its own rates).
func (l *Loop[I]) SetRate(hz int) error {
	t, s := l.ticked, l.sched
	if t.rated == nil {
		if hz == s.Rate() {
			return nil
		}
		return fmt.Errorf("fixed: the tick rate of %T cannot change: it has no SetRate method (Rated)", l.game)
	}
	if err := sched.CheckRate(hz); err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	for _, h := range t.attached() {
		if h.Rate == nil {
			continue
		}
		if err := h.Rate(l.tick, hz); err != nil {
			return err // the first Rate hook's error refuses the change
		}
	}
	_ = s.SetRate(hz) // checked
	t.setRate(hz)
	return nil
}

// SetPolicy makes the policy named name decide the frames from the next
// one on (Recommended, or an engine's policy once package
// tickbox/sim/policy's Register has run; with the engine's settings as
// NAME:key=value:key=value, e.g. "godot:max_physics_steps_per_frame=4");
// the game and the time it is owed stay, and tickbox's clamp= and
// tick_cap= become the limits. An unknown or unregistered name or setting
// is an error naming it, and so is a step that is not the game's rate.
func (l *Loop[I]) SetPolicy(name string) error {
	s := l.sched
	mf, mu := s.Limits()
	p, c, err := sched.NewPolicy(name, sched.Config{Rate: s.Rate(), MaxFrame: mf, MaxUpdates: mu})
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
	return l.sched.SetLimits(f, u)
}
