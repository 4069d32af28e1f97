package policy

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"tickbox/sim/sched"
)

// MonoGame's limits (Game.cs).
const (
	// monoGameMaxElapsedTime is MaxElapsedTime's default: the most time
	// accumulated, the leftover of earlier frames included.
	monoGameMaxElapsedTime = 500 * time.Millisecond
	// monoGameSlowLag is the update lag at which IsRunningSlowly turns on.
	monoGameSlowLag = 5
	// monoGameDefaultStep is TargetElapsedTime's default, 166,667 TimeSpan
	// ticks of 100 ns ("60fps").
	monoGameDefaultStep = 166_667
)

// monoGame is MonoGame's fixed time step (MonoGame.Framework/Game.cs,
// Game.Tick, with IsFixedTimeStep = true, the default). Time is TimeSpan
// ticks of 100 ns: the Stopwatch started by Game.Run is read as
// (long)(raw ns · (1e7 / 1e9)) in doubles (Stopwatch.Elapsed, where
// Frequency is 1e9 on Linux). Each Tick adds the ticks since the last to
// the accumulated time, clamps the accumulated time, leftover included, to
// MaxElapsedTime (500 ms), then runs Update while a TargetElapsedTime is
// accumulated, with no cap. A 500 ms frame therefore runs 29 updates at
// 60 Hz (5,000,000 / 166,667), not 30, and keeps 166,657 ticks.
//
// TargetElapsedTime is 166,667 ticks by default (16,666,700 ns: the game
// runs 2 ppm slower than real time; what that loses is dropped a tick at a
// time, every 500,000 ticks). At another rate it is set the way a game
// sets it, TimeSpan.FromSeconds(1.0 / rate): (long)(1.0/rate · 1e7),
// truncated (69,444 ticks at 144 Hz). MaxElapsedTime must be at least the
// step, so at 1 Hz it is raised to one step.
//
// Every update after the first in a Tick adds one to a lag count; at a lag
// of 5 GameTime.IsRunningSlowly turns on, and it turns off only once Ticks
// of exactly one update have paid the lag back to 0.
//
// Where a Tick finds less than a step accumulated, MonoGame sleeps and
// reads the clock again until a step is owed, so it never draws a frame
// with no update. Frames here are given, not waited for: such a frame runs
// 0 ticks (MonoGame would have drawn it later, with one).
//
// Run (the monogame-run policy): Game.Run on the desktop (SDL and Windows
// platforms, synchronous) calls Update once before its loop starts, XNA's
// habit, with a zero GameTime and the clock untouched: one more tick on
// the first frame, game time from nothing, accepted beyond real time.
//
// Parameters: MaxElapsedTime 500 ms, TargetElapsedTime 166,667 ticks (or
// FromSeconds(1/rate)), lag 5 for IsRunningSlowly.
//
//   - Long frame: the accumulated time counts as 500 ms: 29 updates at
//     once at 60 Hz, the rest cut.
//   - Slow tick: all owed updates run, up to 500 ms a frame; the game
//     reports IsRunningSlowly, which a game may use to skip work.
//   - Timer noise: flips frames between 0 and 2 updates.
//
// MonoGame draws the newest state; alpha here is the accumulated time over
// the exact tick.
type monoGame struct {
	Run bool // Game.Run's update before the loop (monogame-run)

	// The settings (see monoGameSettings); 0 is the default for each.
	target     int64 // TargetElapsedTime, ticks of 100 ns; 0 follows the tick rate
	maxElapsed int64 // MaxElapsedTime, ticks; 0 is 500 ms

	clock       clock
	settler     settler
	started     bool
	previous    int64 // _previousTicks
	accumulated int64 // _accumulatedElapsedTime, ticks of 100 ns
	lag         int64 // _updateFrameLag
	slowly      bool  // GameTime.IsRunningSlowly
}

// Name returns "monogame", or "monogame-run" with Run's first update.
func (m *monoGame) Name() string {
	if m.Run {
		return "monogame-run"
	}
	return "monogame"
}

// RunningSlowly reports GameTime.IsRunningSlowly after the latest frame.
func (m *monoGame) RunningSlowly() bool { return m.slowly }

// Decide is Game.Tick for one frame.
func (m *monoGame) Decide(d *sched.Decision) {
	m.clock.advance(d)
	current := stopwatchTicks(m.clock.now)
	read := current - m.previous
	m.accumulated += read
	m.previous = current
	step := m.step100(d.Rate)
	most := m.most(step)
	cut := max(m.accumulated-most, 0)
	m.accumulated -= cut
	for m.accumulated >= step {
		m.accumulated -= step
		d.Ticks++
	}
	if d.Ticks > 0 { // a Tick that found less than a step waits instead
		m.lag += max(0, d.Ticks-1)
		m.slow(d.Ticks)
	}
	if m.Run && !m.started {
		d.Ticks++ // Game.Run's Update before the loop
	}
	m.started = true
	owed := gameNs(d, 100*m.accumulated)
	m.settler.settle(d, 100*(read-cut), 100*cut, owed)
	d.OwedCut = d.Cut // its limit is on owed time, not on the frame
	d.Alpha = sched.AlphaOf(owed)
}

// slow updates IsRunningSlowly and the lag after a Tick of n updates.
func (m *monoGame) slow(n int64) {
	switch {
	case m.slowly && m.lag == 0:
		m.slowly = false
	case !m.slowly && m.lag >= monoGameSlowLag:
		m.slowly = true
	}
	if n == 1 && m.lag > 0 {
		m.lag--
	}
}

// stopwatchTicks is Stopwatch.Elapsed.Ticks after ns: the raw count (ns,
// Frequency 1e9) times TicksPerSecond / Frequency, a double, truncated.
func stopwatchTicks(ns int64) int64 {
	tickFrequency := float64(10_000_000) / float64(time.Second)
	return int64(float64(ns) * tickFrequency)
}

// monoGameStep is TargetElapsedTime at hz, in ticks of 100 ns.
func monoGameStep(hz int) int64 {
	if hz == sched.DefaultRate {
		return monoGameDefaultStep
	}
	return int64(1.0 / float64(hz) * 10_000_000)
}

// Limits: the accumulated time capped at MaxElapsedTime.
func (m *monoGame) Limits(c sched.Config) sched.Limits {
	return sched.Limits{Owed: time.Duration(100 * m.most(m.step100(rateOf(c))))}
}

// step100 is TargetElapsedTime in ticks: the setting, or the rate's.
func (m *monoGame) step100(hz int) int64 {
	if m.target != 0 {
		return m.target
	}
	return monoGameStep(hz)
}

// most is MaxElapsedTime in ticks for a step of step ticks: the setting,
// or 500 ms, raised to the step at rates where the rate's step is longer
// (the setter would refuse a step over MaxElapsedTime; a game at 1 Hz
// sets both).
func (m *monoGame) most(step int64) int64 {
	if m.maxElapsed != 0 {
		return m.maxElapsed
	}
	return max(int64(monoGameMaxElapsedTime/100), step)
}

// monoGameSettings are Game's TargetElapsedTime and MaxElapsedTime, as
// TimeSpans: a whole number of 100 ns ticks (166666), or a duration of
// whole ticks (100ms).
var monoGameSettings = []setting{
	newSetting("target_elapsed_time", "166667 at 60 Hz, else TimeSpan.FromSeconds(1.0/rate)", "TimeSpan ticks, 10000 to 10000000 (1 ms to 1 s; MonoGame: positive and non-zero, at most MaxElapsedTime)",
		func(m *monoGame, v string) (err error) {
			m.target, err = parseTimeSpan(v, 10_000, 10_000_000)
			return err
		},
		func(m *monoGame, c sched.Config) string { return strconv.FormatInt(m.step100(rateOf(c)), 10) }),
	newSetting("max_elapsed_time", "500ms", "TimeSpan ticks or a duration, at least TargetElapsedTime (MonoGame's rule), at most 24h",
		func(m *monoGame, v string) (err error) {
			m.maxElapsed, err = parseTimeSpan(v, 1, int64(sched.MaxElapsed/100))
			return err
		},
		func(m *monoGame, c sched.Config) string {
			return showDuration(time.Duration(100 * m.most(m.step100(rateOf(c)))))
		}),
}

// check is the setters' rule: TargetElapsedTime at most MaxElapsedTime.
func (m *monoGame) check() error {
	if m.maxElapsed != 0 && m.target != 0 && m.target > m.maxElapsed {
		return fmt.Errorf("target_elapsed_time %d ticks is larger than max_elapsed_time %d: MonoGame refuses it (\"The time can not be larger than MaxElapsedTime\")", m.target, m.maxElapsed)
	}
	if m.maxElapsed != 0 && m.target == 0 && m.maxElapsed < monoGameDefaultStep {
		return fmt.Errorf("max_elapsed_time %d ticks is less than TargetElapsedTime %d: MonoGame refuses it (\"The time must be at least TargetElapsedTime\")", m.maxElapsed, int64(monoGameDefaultStep))
	}
	return nil
}

// parseTimeSpan parses TimeSpan ticks, a whole number, or a duration of
// whole 100 ns ticks, from lo to hi ticks.
func parseTimeSpan(v string, lo, hi int64) (int64, error) {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		if n < lo || n > hi {
			return 0, errors.New("out of range")
		}
		return n, nil
	}
	d, err := time.ParseDuration(v)
	switch {
	case err != nil:
		return 0, errors.New("neither TimeSpan ticks nor a duration")
	case d%100 != 0:
		return 0, errors.New("not a whole number of 100 ns ticks")
	case int64(d/100) < lo || int64(d/100) > hi:
		return 0, errors.New("out of range")
	}
	return int64(d / 100), nil
}

// step: TargetElapsedTime, when set.
func (m *monoGame) Step() (hz float64, whole int, set bool) {
	if m.target == 0 {
		return 0, 0, false
	}
	return 1e7 / float64(m.target), wholeHz(m.target, 10_000_000), true
}

// OwedRange is the owed time the Scheduler keeps under MonoGame: the
// accumulated time, under one step, and under a tick its longer step lost.
func (*monoGame) OwedRange() (lo, hi int64) {
	return 0, 2*sched.UnitsPerTick + sched.UnitsPerTick/1000 + 1
}
