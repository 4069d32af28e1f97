package policy

import (
	"math"

	"tickbox/sim/sched"
)

// Godot's settings (Project Settings: physics/common).
const (
	// GodotMaxPhysicsSteps is max_physics_steps_per_frame's default.
	GodotMaxPhysicsSteps = 8
	// godotControlSteps is CONTROL_STEPS in main_timer_sync.h: how many
	// frames back the typical step counts look.
	godotControlSteps = 12
	// godotJitterFix is physics_jitter_fix, 0.5, as units of a tick.
	godotJitterFix = sched.UnitsPerTick / 2
)

// Godot is Godot 4's main timer sync (main/main_timer_sync.cpp,
// MainTimerSync::advance_core and advance_checked; the step cap in
// main/main.cpp, Main::iteration), on this exact clock instead of doubles
// of seconds.
//
// It keeps time_accum, the fraction of a physics step owed, and for the
// last 12 frames the typical number of steps the frames ran together. Each
// frame it takes floor(time_accum·rate) steps, unless that would leave
// the run of typical counts; then it takes the typical count instead, as
// long as that keeps time_accum within physics_jitter_fix (half a step)
// of the truth. So frames hovering near a multiple of the step keep a
// steady count, and game time leads or lags real time by up to half a
// step, a deficit that later frames' process steps pay back. The
// interpolation fraction is time_accum over a step, in [0, 1].
//
// Parameters: physics_jitter_fix 0.5, max_physics_steps_per_frame 8,
// CONTROL_STEPS 12.
//
//   - Long frame: no clamp; at most 8 steps run and the rest are dropped.
//   - Slow tick: at most 8 steps a frame; the game settles in slow motion.
//   - Timer noise: absorbed by the jitter fix up to half a step.
//
// Godot's delta smoothing (the vsync estimator in the same file) changes
// the measured frame before this; it is off without vsync, not modelled.
type Godot struct {
	started     bool
	accum       int64 // time_accum, units
	deficit     int64 // time_deficit, units
	typical     [godotControlSteps]int64
	accumulated [godotControlSteps]int64

	// The range average() finds depends on the typical counts alone, which
	// change only when a frame leaves them: kept until then.
	avgN         int
	avgLo, avgHi int64
	avgUpToDate  bool
}

// NewGodot returns the Godot policy in its starting state.
func NewGodot() *Godot {
	g := &Godot{}
	for i := range g.typical {
		g.typical[i], g.accumulated[i] = int64(i), int64(i)
	}
	return g
}

// Name returns "godot".
func (*Godot) Name() string { return "godot" }

// OwedRange is [−1, 1½) ticks: time_accum, in [0, 1] of a step, plus the
// deficit the jitter fix leaves, within half a step either way (a little
// more below after a frame shorter than its least step, minOut).
func (*Godot) OwedRange() (lo, hi int64) { return -sched.UnitsPerTick, sched.UnitsPerTick * 3 / 2 }

// Decide is advance_checked for one frame, then the step cap.
func (g *Godot) Decide(d *sched.Decision) {
	g.sync(d.Owed)
	d.Accepted = d.Elapsed
	e := int64(d.Elapsed) * d.UnitsPerNs
	minOut := max(e/8, 1000*d.UnitsPerNs) // a step of at least 1 µs
	p := e + g.deficit
	steps := g.core(p)
	pma := p - g.accum // process_minus_accum
	step := p
	if n, lo, hi := g.average(); n > 3 {
		step = clampUnits(step, lo, hi)
	}
	step = clampUnits(step, p-godotJitterFix, p+godotJitterFix)
	step = clampUnits(step, pma, pma+sched.UnitsPerTick)
	step = max(step, minOut)
	g.accum = step - pma
	if g.accum > sched.UnitsPerTick {
		extra := floorTicks(g.accum)
		g.accum -= extra * sched.UnitsPerTick
		steps += extra
	}
	g.deficit = p - step
	d.Ticks = min(steps, GodotMaxPhysicsSteps)
	d.Dropped = steps - d.Ticks
	d.Alpha = alpha(g.accum)
}

// sync takes up owed time as the Scheduler holds it, the first time and
// after another policy ran: owed is time_accum + time_deficit.
func (g *Godot) sync(owed int64) {
	if g.started && owed == g.accum+g.deficit {
		return
	}
	g.started = true
	g.accum = min(max(owed, 0), sched.UnitsPerTick)
	g.deficit = owed - g.accum
}

// core is advance_core: it adds p to time_accum and returns the steps to
// take, kept near the typical counts within the jitter fix.
func (g *Godot) core(p int64) int64 {
	g.accum += p
	steps := floorTicks(g.accum)
	lo, hi, update := g.bounds()
	switch {
	case steps < lo:
		most := floorTicks(g.accum + godotJitterFix)
		steps, update = lo, update || most < lo
		if most < lo {
			steps = most
		}
	case steps > hi:
		least := floorTicks(g.accum - godotJitterFix)
		steps, update = hi, update || least > hi
		if least > hi {
			steps = least
		}
	}
	steps = max(steps, 0)
	g.accum -= steps * sched.UnitsPerTick
	g.record(steps, update)
	return steps
}

// bounds returns the step counts that keep this frame typical, and
// whether the typical counts no longer fit the frames.
func (g *Godot) bounds() (lo, hi int64, update bool) {
	lo = g.typical[0]
	hi = lo + 1
	for i := range godotControlSteps - 1 {
		left := g.typical[i+1] - g.accumulated[i]
		if left > hi || left+1 < lo {
			return lo, hi, true
		}
		lo, hi = max(lo, left), min(hi, left+1)
	}
	return lo, hi, false
}

// record shifts steps into the accumulated counts and, if asked, moves
// the typical counts to within one of them.
func (g *Godot) record(steps int64, update bool) {
	for i := godotControlSteps - 2; i >= 0; i-- {
		g.accumulated[i+1] = g.accumulated[i] + steps
	}
	g.accumulated[0] = steps
	if !update {
		return
	}
	g.avgUpToDate = false
	for i := range g.typical {
		g.typical[i] = min(g.typical[i], g.accumulated[i])
		g.typical[i] = max(g.typical[i], g.accumulated[i]-1)
	}
}

// average is get_average_physics_steps: the range of steps per frame that
// the typical counts allow, in units of time, and over how many frames back
// they agree.
func (g *Godot) average() (n int, lo, hi int64) {
	if !g.avgUpToDate {
		g.avgN, g.avgLo, g.avgHi = g.computeAverage()
		g.avgUpToDate = true
	}
	return g.avgN, g.avgLo, g.avgHi
}

// computeAverage does average's work.
func (g *Godot) computeAverage() (n int, lo, hi int64) {
	pmin := float64(g.typical[0])
	pmax := pmin + 1
	n = godotControlSteps
	for i := 1; i < godotControlSteps; i++ {
		cmin := float64(g.typical[i]) / float64(i+1)
		if cmin > pmax {
			n = i
			break
		}
		pmin = max(pmin, cmin)
		cmax := float64(g.typical[i]+1) / float64(i+1)
		if cmax < pmin {
			n = i
			break
		}
		pmax = min(pmax, cmax)
	}
	return n, unitsOf(pmin), unitsOf(pmax)
}

// unitsOf converts a number of steps to units, saturating.
func unitsOf(steps float64) int64 {
	u := float64(steps * sched.UnitsPerTick)
	if u >= math.MaxInt64/2 {
		return math.MaxInt64 / 2
	}
	return int64(u)
}

// clampUnits is clamp_process_step: v raised to lo, else lowered to hi.
func clampUnits(v, lo, hi int64) int64 {
	if v < lo {
		return lo
	}
	return min(v, hi)
}
