package policy

import (
	"errors"
	"math"
	"strconv"

	"tickbox/sim/sched"
)

// Godot's settings (Project Settings: physics/common) and constants.
const (
	// godotMaxPhysicsSteps is max_physics_steps_per_frame's default.
	godotMaxPhysicsSteps = 8
	// godotControlSteps is CONTROL_STEPS in main_timer_sync.h: how many
	// frames back the typical step counts look.
	godotControlSteps = 12
	// godotJitterFix is physics_jitter_fix's default, a fraction of a step.
	godotJitterFix = 0.5
	// godotConsistent is how many frames back the typical counts must agree
	// before the process step is clamped to their average.
	godotConsistent = 3
)

// godot is Godot 4's main timer sync (main/main_timer_sync.cpp:
// MainTimerSync::advance, advance_checked, advance_core and
// get_average_physics_steps; the step cap in main/main.cpp,
// Main::iteration), with physics_ticks_per_second set to the tick rate.
//
// Units, as the source has them: the clock is read in whole microseconds
// (OS::get_ticks_usec, here the game clock's ns divided down), the frame is
// the difference of two readings, as a double of seconds (µs / 1000000.0);
// everything after that is doubles in the source's order: physics_step is
// 1.0 / physics_ticks_per_second, time_accum and time_deficit start at 0,
// the minimum output step is a float (f32), and floor(time_accum · ticks
// per second) counts the steps. No product is fused with an add.
//
// Each frame: the frame's time plus the deficit is added to time_accum,
// and steps = floor(time_accum · rate) is kept within the typical counts
// of the last 12 frames (typical_physics_steps, started as 0, 1, 2 ... 11,
// as if each frame had run 0 to 1 steps) unless the jitter fix (half a
// step) would be exceeded. Then the process step is clamped: to the
// average the typical counts allow when they agree over more than 3
// frames, to within the jitter fix of the frame's time, and so that
// time_accum stays within [0, step]; what the clamps take is the next
// frame's deficit. Main::iteration then runs at most 8 steps and drops the
// rest (their time is gone from time_accum).
//
// Parameters: physics_jitter_fix 0.5, max_physics_steps_per_frame 8,
// CONTROL_STEPS 12, the averaging clamp past 3 consistent frames.
//
//   - Long frame: no clamp; at most 8 steps run and the rest are dropped.
//   - Slow tick: at most 8 steps a frame; the game settles in slow motion.
//   - Timer noise: absorbed by the jitter fix up to half a step; game time
//     lags or leads real time by up to half a step, which later frames
//     pay back.
//
// Smoothed (the godot-smoothed policy): a default project has vsync on and
// application/run/delta_smoothing on, and then the microseconds each frame
// measured first go through the DeltaSmoother in the same file: once it
// has estimated the refresh rate (after about 180 frames of a steady
// display) it hands on whole vsync intervals instead, carrying the
// remainder to the next frame; see godotSmoother.
//
// Alpha is Godot's interpolation fraction, time_accum / physics_step.
type godot struct {
	Smoothed bool // pass the measured µs through the delta smoother

	// The settings (see godotSettings): 0 is the default for each.
	maxSteps int64 // max_physics_steps_per_frame
	fixedFPS int64 // --fixed-fps N; 0 is off (Godot's -1)
	tps      int   // physics_ticks_per_second; 0 follows the tick rate

	clock   clock
	settler settler
	smooth  godotSmoother
	last    int64 // last_cpu_ticks_usec
	timer   godotTimer
}

// godotTimer is MainTimerSync's step state.
type godotTimer struct {
	accum, deficit float64 // time_accum, time_deficit, seconds
	jitter         float64 // physics_jitter_fix, a fraction of a step
	typical        [godotControlSteps]int64
	accumulated    [godotControlSteps]int64

	// get_average_physics_steps depends on the typical counts alone, which
	// change only when a frame leaves them: its answer is kept until then.
	avgN         int
	avgLo, avgHi float64
	avgStale     bool
}

// newGodot returns the Godot policy in its starting state.
func newGodot() *godot {
	g := &godot{smooth: newGodotSmoother(), timer: godotTimer{avgStale: true, jitter: godotJitterFix}}
	for i := range g.timer.typical {
		g.timer.typical[i], g.timer.accumulated[i] = int64(i), int64(i)
	}
	return g
}

// Name returns "godot", or "godot-smoothed" with delta smoothing.
func (g *godot) Name() string {
	if g.Smoothed {
		return "godot-smoothed"
	}
	return "godot"
}

// Decide is MainTimerSync::advance for one frame, then Main::iteration's
// step cap.
func (g *godot) Decide(d *sched.Decision) {
	g.clock.advance(d)
	now := g.clock.now / 1000 // get_ticks_usec
	elapsed := now - g.last
	g.last = now
	if g.Smoothed {
		elapsed = g.smooth.delta(elapsed)
	}
	hz := g.rate(d)
	step := 1.0 / float64(hz)
	process := float64(elapsed) / 1000000.0 // get_cpu_process_step
	if g.fixedFPS > 0 {
		process = 1.0 / float64(g.fixedFPS) // advance_checked, main_timer_sync.cpp:433-435
	}
	steps := g.timer.advance(step, hz, process)
	d.Ticks = steps
	if g.fixedFPS == 0 { // Main::iteration caps the steps only without --fixed-fps
		d.Ticks = min(steps, g.cap())
	}
	d.Dropped = steps - d.Ticks
	owed := math.Round(float64((g.timer.accum + g.timer.deficit) * float64(d.Rate) * sched.UnitsPerTick))
	g.settler.settle(d, 1000*elapsed, 0, int64(owed))
	d.Alpha = g.timer.accum / step
}

// advance is advance_checked: it returns the steps to run for a frame of
// process seconds.
func (t *godotTimer) advance(step float64, hz int, process float64) int64 {
	minOut := float64(float32(process / 8))
	if !(minOut > 1e-6) {
		minOut = float64(float32(1e-6))
	}
	process += t.deficit
	steps, out := t.core(step, hz, process)
	pma := out - t.accum // process_minus_accum
	if n, lo, hi := t.average(); n > godotConsistent {
		out = clampStep(out, float64(lo*step), float64(hi*step))
	}
	deviation := float64(t.jitter * step)
	out = clampStep(out, process-deviation, process+deviation)
	out = clampStep(out, pma, pma+step)
	if out < minOut {
		out = minOut
	}
	t.accum = out - pma
	if t.accum > step {
		extra := int64(math.Floor(float64(t.accum * float64(hz))))
		t.accum -= float64(float64(extra) * step)
		steps += extra
	}
	t.deficit = process - out
	return steps
}

// core is advance_core: it adds process to time_accum and returns the
// steps to take, kept near the typical counts within the jitter fix, and
// the process step (as given).
func (t *godotTimer) core(step float64, hz int, process float64) (int64, float64) {
	t.accum += process
	steps := int64(math.Floor(float64(t.accum * float64(hz))))
	lo, hi, update := t.bounds()
	switch {
	case steps < lo:
		most := int64(math.Floor(float64(t.accum*float64(hz)) + t.jitter))
		steps, update = lo, update || most < lo
		if most < lo {
			steps = most
		}
	case steps > hi:
		least := int64(math.Floor(float64(t.accum*float64(hz)) - t.jitter))
		steps, update = hi, update || least > hi
		if least > hi {
			steps = least
		}
	}
	steps = max(steps, 0)
	t.accum -= float64(float64(steps) * step)
	t.record(steps, update)
	return steps, process
}

// bounds returns the step counts that keep this frame typical, and
// whether the typical counts no longer fit the frames.
func (t *godotTimer) bounds() (lo, hi int64, update bool) {
	lo = t.typical[0]
	hi = lo + 1
	for i := range godotControlSteps - 1 {
		left := t.typical[i+1] - t.accumulated[i]
		if left > hi || left+1 < lo {
			return lo, hi, true
		}
		lo, hi = max(lo, left), min(hi, left+1)
	}
	return lo, hi, false
}

// record shifts steps into the accumulated counts and, if asked, moves
// the typical counts to within one of them.
func (t *godotTimer) record(steps int64, update bool) {
	for i := godotControlSteps - 2; i >= 0; i-- {
		t.accumulated[i+1] = t.accumulated[i] + steps
	}
	t.accumulated[0] = steps
	if !update {
		return
	}
	t.avgStale = true
	for i := range t.typical {
		if t.typical[i] > t.accumulated[i] {
			t.typical[i] = t.accumulated[i]
		} else if t.typical[i] < t.accumulated[i]-1 {
			t.typical[i] = t.accumulated[i] - 1
		}
	}
}

// average is get_average_physics_steps: the range of steps per frame the
// typical counts allow, and over how many frames back they agree.
func (t *godotTimer) average() (n int, lo, hi float64) {
	if t.avgStale {
		t.avgN, t.avgLo, t.avgHi = t.computeAverage()
		t.avgStale = false
	}
	return t.avgN, t.avgLo, t.avgHi
}

// computeAverage does average's work.
func (t *godotTimer) computeAverage() (n int, lo, hi float64) {
	lo = float64(t.typical[0])
	hi = lo + 1
	for i := 1; i < godotControlSteps; i++ {
		typical := float64(t.typical[i])
		least := typical / float64(i+1)
		if least > hi {
			return i, lo, hi
		} else if least > lo {
			lo = least
		}
		most := (typical + 1) / float64(i+1)
		if most < lo {
			return i, lo, hi
		} else if most < hi {
			hi = most
		}
	}
	return godotControlSteps, lo, hi
}

// clampStep is MainFrameTime::clamp_process_step: v raised to lo, else
// lowered to hi.
func clampStep(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	} else if v > hi {
		return hi
	}
	return v
}

// Limits: at most max_physics_steps_per_frame (8) physics steps a frame,
// none with --fixed-fps; no clamp.
func (g *godot) Limits(sched.Config) sched.Limits {
	if g.fixedFPS > 0 {
		return sched.Limits{}
	}
	return sched.Limits{TickCap: g.cap()}
}

// cap is max_physics_steps_per_frame.
func (g *godot) cap() int64 {
	if g.maxSteps == 0 {
		return godotMaxPhysicsSteps
	}
	return g.maxSteps
}

// rate is physics_ticks_per_second: the setting, or the tick rate.
func (g *godot) rate(d *sched.Decision) int {
	if g.tps == 0 {
		return d.Rate
	}
	return g.tps
}

// OwedRange is the owed time the Scheduler keeps under Godot: time_accum
// plus the deficit, under 1 + physics_jitter_fix steps (1½ by default);
// below 0 where game time is ahead, down to two ticks ahead (settleFloor;
// a run of 0 µs frames can take Godot further); plus under a tick of the
// doubles' rounding.
func (g *godot) OwedRange() (lo, hi int64) {
	return settleFloor, 2*sched.UnitsPerTick + int64(math.Ceil(g.timer.jitter*sched.UnitsPerTick)) + 1
}

// godotSettings are Godot's project settings (physics/common) and its
// --fixed-fps, as Engine's setters and main.cpp take them.
var godotSettings = []setting{
	newSetting("max_physics_steps_per_frame", "8", "a whole number, 1 or more (Godot: \"must be greater than 0\"); Main::iteration's cap",
		func(g *godot, v string) (err error) {
			g.maxSteps, err = parseInt(v, 1, math.MaxInt32)
			return err
		},
		func(g *godot, _ sched.Config) string { return strconv.FormatInt(g.cap(), 10) }),
	newSetting("physics_jitter_fix", "0.5", "a number, 0 to 1 (Godot takes a negative one as 0, and the inspector offers up to 2;"+
		" past 1 a step, its deficit would pass what Tickbox keeps owed)",
		func(g *godot, v string) error {
			f, err := parseFloat(v, 64)
			if err == nil && f > 1 {
				err = errors.New("above 1")
			}
			g.timer.jitter = max(f, 0) // Engine::set_physics_jitter_fix
			return err
		},
		func(g *godot, _ sched.Config) string { return showFloat(g.timer.jitter) }),
	newSetting("fixed_fps", "-1 (off)", "-1 (off) or a whole number of frames a second, 1 to 1000: each frame counts as 1/N s and no step cap applies",
		func(g *godot, v string) (err error) {
			g.fixedFPS, err = parseInt(v, -1, sched.MaxRate)
			if err == nil && g.fixedFPS == 0 {
				err = errors.New("1.0 / 0 is no frame time")
			}
			g.fixedFPS = max(g.fixedFPS, 0)
			return err
		},
		func(g *godot, _ sched.Config) string {
			if g.fixedFPS == 0 {
				return "-1"
			}
			return strconv.FormatInt(g.fixedFPS, 10)
		}),
	newSetting("physics_ticks_per_second", "the tick rate (Godot's own: 60)", "a whole number, 1 to 1000 (the inspector's range)",
		func(g *godot, v string) error {
			n, err := parseInt(v, sched.MinRate, sched.MaxRate)
			g.tps = int(n)
			return err
		},
		func(g *godot, c sched.Config) string {
			if g.tps == 0 {
				return strconv.Itoa(rateOf(c))
			}
			return strconv.Itoa(g.tps)
		}),
}

// step: physics_ticks_per_second, when set.
func (g *godot) Step() (hz float64, whole int, set bool) {
	return float64(g.tps), g.tps, g.tps != 0
}
