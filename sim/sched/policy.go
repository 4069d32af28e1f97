package sched

import (
	"fmt"
	"time"
)

// Policy decides, frame by frame, what a [Scheduler] does with the real
// time a frame measured: how much of it to accept, how many ticks to run,
// how many to drop, and what alpha to draw with. The Scheduler keeps
// everything else: pause, single-step, the time scale, the totals and the
// exact integer clock of owed time, so that any policy can drive the one
// loop and stays exact (the accounting identity holds for all of them).
//
// Every frame goes through a policy: there is no other path. Tickbox's own
// loop (clamp, run every whole tick up to the cap, drop the rest) is one
// policy among the others of package policy, and the default of the window
// and the lab. A Policy may keep state of its own between frames and must
// not allocate in Decide; it is used by one Scheduler at a time.
type Policy interface {
	// Name is the policy's name, as flags and tables show it.
	Name() string
	// OwedRange is the range [lo, hi) of owed time, in units, that the
	// policy's decisions keep between frames: [0, UnitsPerTick) for a
	// policy that runs every whole tick owed, below 0 for one that runs
	// ahead of real time. It must lie within ±PolicyOwedLimit, and must
	// not change; [Scheduler.Check] reports owed time outside it.
	OwedRange() (lo, hi int64)
	// Decide reads d's inputs and fills in its decision.
	Decide(d *Decision)
}

// Decision is one frame as a [Policy] sees it: the inputs, set by the
// Scheduler, and the decision, zero on entry, filled in by the policy.
//
// The Scheduler then accepts Accepted·UnitsPerNs units of game time, runs
// Ticks and drops Dropped whole ticks from owed time: owed time after the
// frame is Owed + Accepted·UnitsPerNs − (Ticks+Dropped)·UnitsPerTick, which
// must stay within ±[PolicyOwedLimit]. A policy that filters frame times
// (Tickbox's snapping) may replace Elapsed with the filtered length; the
// Frame still reports the length given.
type Decision struct {
	// Inputs.
	Elapsed    time.Duration // real time since the previous frame, as measured, 0..MaxElapsed
	Owed       int64         // units owed before this frame; negative once a policy ran ahead
	UnitsPerNs int64         // units one real nanosecond is worth: rate · scale in quarters
	Rate       int           // ticks per second
	MaxFrame   time.Duration // the Scheduler's clamp (0 = none), for policies that take it
	Cap        int64         // the Scheduler's tick cap at this scale (math.MaxInt64 = none)

	// Decision.
	Accepted time.Duration // real time accepted as game time, 0..MaxElapsed; more than Elapsed where the policy's own units run ahead of real time
	Cut      time.Duration // real time thrown away, reported as clamp loss
	OwedCut  time.Duration // of Cut, what a limit on owed time threw away (the rest a clamp on the frame did), reported as owed loss
	Ticks    int64         // ticks to run now, ≥ 0
	Dropped  int64         // whole owed ticks dropped, ≥ 0
	Alpha    float64       // where to draw between the previous and current state; may be negative
}

// PolicyOwedLimit bounds owed time under any policy, either way: four ticks.
// Policies that round to the nearest tick run ahead of real time (owed
// below 0), and Godot's jitter fix lets game time lag by up to a tick and
// the fix (physics_jitter_fix, 0.5 by default, at most 1 in Tickbox), plus
// under a tick of its doubles' rounding: under three ticks. An engine
// whose step is longer than the exact tick (MonoGame's 166,667 × 100 ns,
// Bevy's 16,666,667 ns) owes up to one of its steps and keeps what its
// rounding lost, under a tick, until it adds up to a whole tick dropped:
// just over two ticks at most.
const PolicyOwedLimit = 4 * UnitsPerTick

// SetPolicy makes p decide the frames from the next one on. Owed time,
// alpha, the totals, pause and scale stay as they are, so switching keeps
// the world and the time it is owed. The time owed may lie outside p's
// range, left there by the policy before: [Scheduler.Check] then accepts
// owed time between it and p's range until p's frames have brought it
// into the range. SetPolicy panics if p is nil or declares a range that
// is empty or not within ±PolicyOwedLimit: a Scheduler always has a
// policy, and one with such a range is a bug.
func (s *Scheduler) SetPolicy(p Policy) {
	if p == nil {
		panic("sched: SetPolicy(nil): every frame goes through a policy (package policy's tickbox is the default loop)")
	}
	lo, hi := p.OwedRange()
	if lo >= hi || lo <= -PolicyOwedLimit || hi > PolicyOwedLimit {
		panic(fmt.Sprintf("sched: policy %s: owed range [%d, %d) is not within ±%d", p.Name(), lo, hi, int64(PolicyOwedLimit)))
	}
	s.policy = p
	s.declared = owedRange{lo, hi}
	s.checked = s.declared.widened(s.owed)
}

// Policy returns the policy deciding the frames.
func (s *Scheduler) Policy() Policy { return s.policy }

// sound reports whether d, leaving owed time at after, keeps the
// contract of a Decision; a policy that breaks it would otherwise corrupt
// the accounting silently. One test of the signs for five, and one of the
// range for two: it runs every frame.
func (d *Decision) sound(after int64) bool {
	return int64(d.Accepted)|int64(d.Cut)|int64(d.OwedCut)|d.Ticks|d.Dropped >= 0 && d.Accepted <= MaxElapsed &&
		d.OwedCut <= d.Cut && uint64(after+PolicyOwedLimit-1) <= 2*PolicyOwedLimit-2
}

// lost counts what the decision d cut and dropped into the totals and f,
// and narrows the check of owed time to the policy's range once owed time
// is in it: the work of the rarer frames, and of those after them (f
// still says what the frame before lost).
func (s *Scheduler) lost(d *Decision, f *Frame) {
	t := &s.totals
	f.ClampLoss, f.OwedLoss, f.DroppedTicks, f.Dropped = d.Cut, d.OwedCut, d.Dropped, 0
	f.Clamped, f.Capped, f.Paused = d.Cut > 0, d.Dropped > 0, false
	if d.Cut > d.OwedCut { // the clamp cut some: an owed limit's cut is not a clamp
		t.Clamps++
	}
	t.ClampLoss = time.Duration(addSaturated(int64(t.ClampLoss), int64(d.Cut)))
	t.OwedLoss = time.Duration(addSaturated(int64(t.OwedLoss), int64(d.OwedCut)))
	if d.Dropped > 0 {
		t.Caps++
		t.DroppedTicks += d.Dropped
		s.dropped.add(d.Dropped, s.rate)
		f.Dropped = ticksToDuration(d.Dropped, s.rate)
	}
	if s.declared.holds(s.owed) {
		s.checked = s.declared // the policy has brought owed time into its range
	}
}

// owedRange is a range [lo, hi) of owed time, in units.
type owedRange struct{ lo, hi int64 }

// holds reports whether owed lies in r.
func (r owedRange) holds(owed int64) bool { return owed >= r.lo && owed < r.hi }

// widened returns r grown to hold owed.
func (r owedRange) widened(owed int64) owedRange {
	return owedRange{min(r.lo, owed), max(r.hi, owed+1)}
}
