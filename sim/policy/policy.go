package policy

import (
	"fmt"
	"math"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// Default names the policy the window and the lab start with: Tickbox's
// own loop, the one its lessons and golden shots explain (see the README,
// "The recommended policy: tickbox-steady", for why it stays the default).
const Default = "tickbox"

// Entry is one policy that [New] can make.
type Entry struct {
	Name    string
	Summary string // one line, for -h and tables
	make    func() sched.Policy
}

// All lists the policies in the order tables show them: Tickbox's own
// first, then the textbook and the engines.
var All = []Entry{
	{"tickbox", "today's loop: clamp 250 ms, at most 5 ticks a frame, drop whole ticks, keep the fraction", func() sched.Policy { return &Tickbox{} }},
	{"tickbox-snap", "today's loop on frame times snapped to the display's refresh grid", newSnapped},
	{"tickbox-steady", "recommended: a smooth clock rounded to the nearest tick, within a tick of real time, catch-up capped", func() sched.Policy { return &Steady{} }},
	{"textbook", "the classic accumulator: clamp 250 ms, no tick cap", func() sched.Policy { return &Textbook{} }},
	{"bevy", "Bevy Time<Virtual> max delta 250 ms + Time<Fixed>: no cap, overstep fraction as alpha", func() sched.Policy { return &Bevy{} }},
	{"godot", "Godot main timer sync: at most 8 physics steps, physics jitter fix 0.5", func() sched.Policy { return NewGodot() }},
	{"unity", "Unity: maximumDeltaTime 1/3 s clamps the frame, no tick cap", func() sched.Policy { return &Unity{} }},
	{"monogame", "MonoGame fixed time step: MaxElapsedTime 500 ms, no cap, IsRunningSlowly", func() sched.Policy { return &MonoGame{} }},
	{"ebitengine", "Ebitengine v2.8.8 clock: floor, a 0→1 fix at half a tick, resync after 5 ticks owed", func() sched.Policy { return &Ebitengine{} }},
	{"ebitengine-next", "Ebitengine's newer clock: round to nearest, at most 5 ticks or 5/60 s of catch-up", func() sched.Policy { return &EbitengineNext{} }},
}

// Names returns the policies' names, in the order of All.
func Names() []string {
	names := make([]string, len(All))
	for i, e := range All {
		names[i] = e.Name
	}
	return names
}

// New returns a fresh policy named name, or an error naming it and the
// names there are.
func New(name string) (sched.Policy, error) {
	for _, e := range All {
		if e.Name == name {
			return e.make(), nil
		}
	}
	return nil, fmt.Errorf("policy %q: must be one of %s", name, strings.Join(Names(), ", "))
}

// clamp accepts at most max of the frame's real time (0 = no clamp) and
// cuts the rest.
func clamp(d *sched.Decision, max time.Duration) {
	d.Accepted = d.Elapsed
	if max > 0 && d.Elapsed > max {
		d.Accepted, d.Cut = max, d.Elapsed-max
	}
}

// owedAfter is the time owed once the accepted time is added, in units.
func owedAfter(d *sched.Decision) int64 { return d.Owed + int64(d.Accepted)*d.UnitsPerNs }

// floorTicks returns the whole ticks in units, rounded down also when
// units is negative.
func floorTicks(units int64) int64 {
	t := units / sched.UnitsPerTick
	if units%sched.UnitsPerTick < 0 {
		t--
	}
	return t
}

// runWhole runs every whole tick owed once the accepted time is added,
// at most limit (math.MaxInt64 = no cap), dropping the rest, and sets
// alpha to the fraction left: the accumulator every textbook shows.
func runWhole(d *sched.Decision, limit int64) {
	owed := owedAfter(d)
	d.Ticks = max(floorTicks(owed), 0)
	if d.Ticks > limit {
		d.Dropped, d.Ticks = d.Ticks-limit, limit
	}
	d.Alpha = alpha(owed - (d.Ticks+d.Dropped)*sched.UnitsPerTick)
}

// wholeTicks is the owed range of a policy that runs or drops every whole
// tick owed: [0, one tick).
func wholeTicks() (lo, hi int64) { return 0, sched.UnitsPerTick }

// alpha is owed time as a fraction of a tick.
func alpha(owed int64) float64 { return float64(owed) / sched.UnitsPerTick }

// noCap is the tick cap of a policy without one.
const noCap = math.MaxInt64

// capUnits limits owed time to limit units by accepting only the real
// time that fits (rounded down to the ns) and cutting the rest.
func capUnits(d *sched.Decision, limit int64) {
	if owedAfter(d) <= limit {
		return
	}
	fits := time.Duration(max(limit-d.Owed, 0) / d.UnitsPerNs)
	d.Cut += d.Accepted - fits
	d.Accepted = fits
}

// sixtieths returns n/60 s of game time at rate hz in units: 5/60 s is
// Ebitengine's floor on catch-up at high tick rates.
func sixtieths(n int64, hz int) int64 { return n * sched.UnitsPerTick * int64(hz) / 60 }

// timeOf converts whole nanoseconds to a Duration.
func timeOf(ns int64) time.Duration { return time.Duration(ns) }
