package policy

import (
	"time"

	"tickbox/sim/sched"
)

// An engine model decides in its engine's own units (integer ns, whole µs,
// 100 ns TimeSpan ticks, doubles of seconds) from a clock of its own, and
// the Scheduler stays exact in its units. Two helpers join them: clock,
// the time the engine reads, and settler, which turns what the engine did
// into the Scheduler's decision without losing a unit.

// clock is the clock an engine model reads: game time (real time at the
// Scheduler's time scale) in whole nanoseconds since the start of the
// model's first frame, where the engine's clock starts. At ×1 it is real
// time exactly; at other scales the fraction of a nanosecond is carried.
type clock struct {
	now   int64 // game ns since the first frame began
	carry int64 // quarters of a game ns not yet whole, 0..3
}

// advance moves the clock on by d's frame and returns the game ns it lasted.
func (c *clock) advance(d *sched.Decision) int64 {
	q := d.UnitsPerNs / int64(d.Rate) // the time scale, in quarters
	quarters := int64(d.Elapsed)*q + c.carry
	ns := quarters / sched.NormalScale
	c.carry = quarters % sched.NormalScale
	c.now += ns
	return ns
}

// unitsPerGameNs is the units one game nanosecond is worth at d's rate.
func unitsPerGameNs(d *sched.Decision) int64 { return sched.NormalScale * int64(d.Rate) }

// settler turns an engine model's frame into the Scheduler's decision.
//
// The model says how much of the game time it read it kept (the rest its
// clamp or resync threw away: reported as cut), how many ticks it ran and
// dropped (d.Ticks, d.Dropped), and what it owes afterwards in units.
// Accepting what it kept leaves the Scheduler owing exactly what the
// engine owes, except for the engine's own rounding: a tick shorter than
// the exact step (Ebitengine's 16,666,666 ns at 60 Hz) or a tick run from
// nothing (Ebitengine's first-frame update) gains game time, accepted on
// top of the frame's real time, so the Scheduler never owes less than the
// engine; a longer step (MonoGame's 16,666,700 ns, Bevy's 16,666,667 ns)
// loses game time, kept owed until it adds up to a whole tick, then
// dropped. So the Scheduler owes what the engine owes plus under a tick.
//
// An engine can run ahead of its clock without bound: Godot's minimum
// process step (1 µs) makes a long run of frames that read 0 µs run a step
// every 16,667 of them. The Scheduler follows an engine ahead by at most
// settleFloor; beyond that, the ticks it runs ahead are game time gained,
// accepted beyond real time, and the frames that later pay the lead back
// are real time lost, dropped a tick at a time.
type settler struct {
	carry int64 // units of kept game time not yet a whole real ns
}

// settle fills d's Accepted and Cut, and adds the ticks rounding lost to
// d.Dropped, for a model that kept kept and cut cut game ns and owes owed
// units after running d.Ticks and dropping d.Dropped.
func (s *settler) settle(d *sched.Decision, kept, cut, owed int64) {
	owed = max(owed, settleFloor)
	units := kept*unitsPerGameNs(d) + s.carry
	accepted := units / d.UnitsPerNs
	s.carry = units % d.UnitsPerNs
	d.Cut = time.Duration(cut * unitsPerGameNs(d) / d.UnitsPerNs)
	after := d.Owed + accepted*d.UnitsPerNs - (d.Ticks+d.Dropped)*sched.UnitsPerTick
	if gain := owed - after; gain > 0 {
		extra := (gain + d.UnitsPerNs - 1) / d.UnitsPerNs
		accepted += extra
		after += extra * d.UnitsPerNs
	}
	if after-owed >= sched.UnitsPerTick {
		d.Dropped += (after - owed) / sched.UnitsPerTick
	}
	d.Accepted = time.Duration(min(accepted, int64(sched.MaxElapsed)))
}

// settleFloor is the most the Scheduler owes below 0 under an engine: two
// ticks ahead of real time, a tick inside sched.PolicyOwedLimit.
const settleFloor = -2 * sched.UnitsPerTick

// gameNs returns ns game nanoseconds as units at d's rate.
func gameNs(d *sched.Decision, ns int64) int64 { return ns * unitsPerGameNs(d) }
