package sched

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"time"
)

// Scheduler decides, frame by frame, how many fixed-step ticks to run; see
// the package comment for the loop it implements. Create one with [New]: the
// zero Scheduler has no tick rate and no policy, and advancing it panics. A
// Scheduler is not safe for concurrent use.
type Scheduler struct {
	rate       int           // ticks per second
	scale      int           // time scale in quarters
	maxFrame   time.Duration // clamp; 0 = none
	maxUpdates int           // tick cap at ×1; 0 = none

	unitsPerNs int64 // rate·scale: units one real nanosecond is worth

	owed          int64 // units owed to the simulation, in checked between calls
	accepted      int64 // the game time the latest frame accepted, in units
	paused        bool
	stepRequested bool
	totals        Totals
	dropped       droppedTime

	policy   Policy    // decides every frame
	declared owedRange // the policy's OwedRange
	checked  owedRange // what Check holds owed to: declared, widened after a switch until owed is in it
	decision Decision  // the policy's latest, kept here so it never allocates
}

// New returns a Scheduler with the settings in c whose frames p decides,
// at time scale ×1, not paused, owing nothing. It returns an error naming
// the value and the rule if c.Rate is outside 1..1000 (0 means DefaultRate),
// a limit is negative or p is nil; it panics if p's OwedRange is not
// within ±PolicyOwedLimit (see [Scheduler.SetPolicy]).
func New(c Config, p Policy) (*Scheduler, error) {
	c.Rate = cmp.Or(c.Rate, DefaultRate)
	if err := CheckRate(c.Rate); err != nil {
		return nil, err
	}
	s := &Scheduler{rate: c.Rate, scale: NormalScale}
	if err := s.SetLimits(c.MaxFrame, c.MaxUpdates); err != nil { // which derives the rest
		return nil, err
	}
	if p == nil {
		return nil, errors.New("policy nil: every frame goes through a policy (package policy's tickbox is the default loop)")
	}
	s.SetPolicy(p)
	return s, nil
}

// derive recomputes the values that follow from the settings.
func (s *Scheduler) derive() {
	s.unitsPerNs = int64(s.rate) * int64(s.scale)
	d := &s.decision
	d.UnitsPerNs, d.Rate, d.MaxFrame, d.Cap = s.unitsPerNs, s.rate, s.maxFrame, tickCap(s.maxUpdates, s.scale)
}

// Advance accepts elapsed, the real time since the previous frame, and
// returns how many ticks to run now and the alpha to draw with, as the
// policy decides them. Under Tickbox's own loop (package policy's tickbox),
// in order: the frame is clamped to MaxFrame; it is worth
// elapsed·rate·scale units, added to the time owed; every whole tick owed
// is run, except that ticks beyond the cap are dropped (whole ticks only;
// the fraction stays owed).
//
// While paused, Advance runs no ticks and accepts no time, except for one
// tick after [Scheduler.RequestStep].
//
// Advance returns an error naming elapsed, and changes nothing (but
// Accepted, which then says 0: the frame accepted nothing), if elapsed
// is negative or longer than MaxElapsed. It panics on a zero Scheduler.
func (s *Scheduler) Advance(elapsed time.Duration) (f Frame, err error) {
	// A small body that inlines into the caller, around AdvanceInto, which
	// fills the caller's Frame in place: a nine-field struct lives in
	// memory, and returning it from a large function cost a zeroing and
	// two copies per frame.
	err = s.AdvanceInto(elapsed, &f)
	return f, err
}

// AdvanceInto is [Scheduler.Advance], writing the frame's report into f
// (every field of it): for a loop that keeps its frame in a struct of its
// own (sim/fixed's Frame), where returning the report by value would copy
// it twice more every frame. On an error it leaves f as it was.
func (s *Scheduler) AdvanceInto(elapsed time.Duration, f *Frame) error {
	if elapsed < 0 || elapsed > MaxElapsed { // a rare path: fmt's call stays out of the frame's way
		s.accepted = 0
		return fmt.Errorf("elapsed %v: must be 0..%v", elapsed, MaxElapsed)
	}
	s.mustBeReady()
	s.totals.Frames++
	if s.paused {
		s.pausedFrame(elapsed, f)
		return nil
	}
	// The Decision lives in the Scheduler: one on the stack would escape
	// through the interface call and cost an allocation a frame. Its
	// settings are set when they change (derive), the rest field by field
	// here, and so is f: a struct literal was built on the stack and
	// copied. The frame's work is written out in this one function: each
	// call it made cost a frame of one tick (BenchmarkHeadlessFrame). What
	// most frames leave at 0 (what is cut and dropped) is tested, not
	// stored again: stores, one a cycle, bound a frame more than the
	// arithmetic does.
	d := &s.decision
	d.Elapsed, d.Owed, d.Accepted, d.Ticks, d.Alpha = elapsed, s.owed, 0, 0, 0
	if d.Cut|d.OwedCut|time.Duration(d.Dropped) != 0 {
		d.Cut, d.OwedCut, d.Dropped = 0, 0, 0
	}
	s.policy.Decide(d)
	after := s.owed + int64(d.Accepted)*s.unitsPerNs - (d.Ticks+d.Dropped)*UnitsPerTick
	if !d.sound(after) {
		panic(fmt.Sprintf("sched: policy %s: unsound decision %+v (owed after %d units)", s.policy.Name(), *d, after))
	}
	t := &s.totals
	s.accepted = int64(d.Accepted) * s.unitsPerNs
	u := uint64(t.AcceptedUnits + s.accepted) // kept normalised; ≥ 0, so unsigned: the shorter division
	t.AcceptedTicks, t.AcceptedUnits = t.AcceptedTicks+int64(u/UnitsPerTick), int64(u%UnitsPerTick)
	t.Ticks += d.Ticks
	s.owed = after
	f.Elapsed, f.Ticks, f.Alpha = elapsed, int(d.Ticks), d.Alpha // at most 1.4e9 ticks: fits even a 32-bit int
	if d.Cut|d.OwedCut|f.ClampLoss|f.OwedLoss|f.Dropped != 0 || d.Dropped|f.DroppedTicks != 0 ||
		f.Clamped || f.Capped || f.Paused || s.checked != s.declared { // this frame lost time, or f says one did
		s.lost(d, f)
	}
	return nil
}

// AdvanceTicks runs exactly n ticks now, paused or not, and accepts n ticks
// of game time for them, so owed time and alpha are untouched and neither
// the clamp nor the cap applies. It is for single-stepping and for "as fast
// as possible" modes, called instead of Advance. The frame it returns has
// Elapsed 0. A pending RequestStep stays pending.
//
// AdvanceTicks returns an error naming n, and changes nothing (but
// Accepted, as Advance), if n is
// negative or would take a total past 2^63-1 ticks. It panics on a zero
// Scheduler.
func (s *Scheduler) AdvanceTicks(n int) (Frame, error) {
	if s.accepted = 0; n < 0 {
		return Frame{}, fmt.Errorf("tick count %d: must be ≥ 0", n)
	}
	if t := &s.totals; int64(n) > math.MaxInt64-max(t.Ticks, t.AcceptedTicks) || t.Frames == math.MaxInt64 {
		return Frame{}, fmt.Errorf("tick count %d: the totals (%d ticks run) would pass 2^63-1", n, t.Ticks)
	}
	s.mustBeReady()
	s.totals.Frames++
	s.totals.AcceptedTicks += int64(n) // run as they are accepted: owed time stays
	s.totals.Ticks += int64(n)
	s.accepted = int64(n) * UnitsPerTick
	return Frame{Ticks: n, Alpha: s.Alpha(), Paused: s.paused}, nil
}

// Alpha returns how far real time has moved past the last tick, as a
// fraction of a tick: the alpha the policy decided last (0 before its
// first frame). Draw each body at previous + (current-previous)·alpha.
// Under Tickbox's own loop it is owed / UnitsPerTick, in [0, 1) (after
// SetPolicy from a policy that ran ahead, below 0 until real time has paid
// the owed time back, a frame or so); a policy that rounds to the nearest
// tick runs ahead of real time and gives a negative alpha, and Godot's
// gives alpha up to 1.
func (s *Scheduler) Alpha() float64 { return s.decision.Alpha }

// Totals returns the running sums since New.
func (s *Scheduler) Totals() Totals {
	t := s.totals
	t.Dropped = s.dropped.rounded(s.rate)
	return t
}

// NotRun tells the scheduler that only some of the ticks the latest frame
// decided ran: a stop between ticks (a stop at a tick, an interrupt) kept n
// of them from running. They are not owed again; Totals counts them in
// NotRun instead of Ticks, so that Ticks is the ticks that ran and the
// accounting identity stays exact. It panics if n is negative or more
// than the ticks counted as run: a caller that gives back ticks it was
// never given has a bug.
func (s *Scheduler) NotRun(n int) {
	if n < 0 || int64(n) > s.totals.Ticks {
		panic(fmt.Sprintf("sched: NotRun(%d) with %d ticks run", n, s.totals.Ticks))
	}
	s.totals.Ticks -= int64(n)
	s.totals.NotRun += int64(n)
}

// mustBeReady panics if s did not come from New. Without this check a zero
// Scheduler would silently never tick, or fail on its nil policy.
func (s *Scheduler) mustBeReady() {
	if s.unitsPerNs == 0 {
		panic("sched: Scheduler used without New")
	}
}

// Reset starts s over as [New] made it: owing nothing, its totals and
// alpha at zero, no step requested. It keeps the settings (rate, scale,
// limits), the policy, with whatever state the policy keeps, and whether
// s is paused: for a game that starts its world again.
func (s *Scheduler) Reset() {
	s.owed, s.decision.Alpha, s.accepted, s.stepRequested = 0, 0, 0, false
	s.totals, s.dropped = Totals{}, droppedTime{}
	s.checked = s.declared
}
