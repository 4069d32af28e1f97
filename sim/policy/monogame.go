package policy

import (
	"time"

	"tickbox/sim/sched"
)

// MonoGame's limits (Game.cs).
const (
	// MonoGameMaxElapsedTime is the most real time one Tick accepts.
	MonoGameMaxElapsedTime = 500 * time.Millisecond
	// monoGameSlowLag is the update lag at which IsRunningSlowly turns on.
	monoGameSlowLag = 5
)

// MonoGame is MonoGame's fixed time step (MonoGame.Framework/Game.cs,
// Game.Tick, with IsFixedTimeStep = true, the default). Each Tick adds the
// real time since the last to an accumulator, clamped to MaxElapsedTime
// (500 ms), then runs Update while a TargetElapsedTime is owed, with no
// cap. Every update after the first in a frame adds one to a lag count;
// at a lag of 5 GameTime.IsRunningSlowly turns on, and it turns off only
// once frames of exactly one update have paid the lag back to 0.
//
// Parameters: MaxElapsedTime 500 ms, lag 5 for IsRunningSlowly.
//
//   - Long frame: counts as 500 ms: 30 updates at once at 60 Hz.
//   - Slow tick: all owed updates run, up to 500 ms a frame; the game
//     reports IsRunningSlowly, which a game may use to skip work.
//   - Timer noise: where a frame owes less than one step, MonoGame sleeps
//     and retries until a step is owed, so it never draws a frame with no
//     update. Frames here are given, not waited for: such a frame runs 0
//     ticks (MonoGame would have drawn it later, with one).
//
// MonoGame draws the newest state; alpha here is the fraction owed.
// TargetElapsedTime is whole 100 ns ticks (1/60 s = 166,667), which runs a
// 60 Hz game 0.2 ppm slow; not modelled on this exact clock.
type MonoGame struct {
	lag    int64 // updates beyond the first in a frame, paid back by frames of one
	slowly bool  // GameTime.IsRunningSlowly
}

// Name returns "monogame".
func (*MonoGame) Name() string { return "monogame" }

// OwedRange is [0, one tick): every whole step owed runs.
func (*MonoGame) OwedRange() (lo, hi int64) { return wholeTicks() }

// RunningSlowly reports GameTime.IsRunningSlowly after the latest frame.
func (m *MonoGame) RunningSlowly() bool { return m.slowly }

// Decide clamps the frame to MaxElapsedTime, runs every whole step owed,
// and updates the lag and IsRunningSlowly as Game.Tick does.
func (m *MonoGame) Decide(d *sched.Decision) {
	clamp(d, MonoGameMaxElapsedTime)
	runWhole(d, noCap)
	m.lag += max(0, d.Ticks-1)
	switch {
	case m.slowly && m.lag == 0:
		m.slowly = false
	case !m.slowly && m.lag >= monoGameSlowLag:
		m.slowly = true
	}
	if d.Ticks == 1 && m.lag > 0 {
		m.lag--
	}
}
