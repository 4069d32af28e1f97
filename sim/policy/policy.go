package policy

import (
	"math"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// Default names the policy the window and the lab start with: Tickbox's
// own loop, the one its lessons and golden shots explain (see sim/policy/README.md,
// "The recommended policy: tickbox-steady", for why it stays the default).
const Default = "tickbox"

// Entry is one policy that [New] can make.
type Entry struct {
	Name     string
	Summary  string // one line, for -h and tables
	make     func() sched.Policy
	Settings []setting // the keys NAME:key=value takes, in -h's order
}

// All lists the policies in the order tables show them: Tickbox's own
// first, then the textbook and the engines.
var All = []Entry{
	{"tickbox", "today's loop: clamp 250 ms, at most 5 ticks a frame, drop whole ticks, keep the fraction", func() sched.Policy { return &Tickbox{} }, tickboxSettings},
	{"tickbox-snap", "today's loop on frame times snapped to the display's refresh grid", newSnapped, snapSettings},
	{"tickbox-steady", "recommended: a smooth clock rounded to the nearest tick, within a tick of real time, catch-up capped", func() sched.Policy { return &Steady{} }, steadySettings},
	{"textbook", "the classic accumulator: clamp 250 ms, no tick cap", func() sched.Policy { return &Textbook{} }, textbookSettings},
	{"bevy", "Bevy Time<Virtual> max delta 250 ms + Time<Fixed> from_hz: whole ns, first delta 0, no tick cap", func() sched.Policy { return &Bevy{} }, bevySettings},
	{"godot", "Godot main timer sync: whole µs, doubles, jitter fix 0.5, at most 8 physics steps", func() sched.Policy { return NewGodot() }, godotSettings},
	{"godot-smoothed", "godot with the delta smoothing a default project runs with vsync", func() sched.Policy { g := NewGodot(); g.Smoothed = true; return g }, godotSettings},
	{"unity", "Unity: maximumDeltaTime 1/3 s clamps the frame, no tick cap", func() sched.Policy { return &Unity{} }, unitySettings},
	{"monogame", "MonoGame Game.Tick: 100 ns ticks, step 166,667, accumulated time at most 500 ms, no tick cap", func() sched.Policy { return &MonoGame{} }, monoGameSettings},
	{"monogame-run", "monogame with Game.Run's update before the loop", func() sched.Policy { return &MonoGame{Run: true} }, monoGameSettings},
	{"ebitengine", "Ebitengine v2.8.8 clock: integer ns, floor, 0→1 fix at half a tick, resync on the first frame and past 5 ticks", func() sched.Policy { return &Ebitengine{} }, ebitengineSettings},
	{"ebitengine-ui", "ebitengine with the UI layer's update on the first frame of 0 ticks", func() sched.Policy { return &Ebitengine{UI: true} }, ebitengineSettings},
	{"ebitengine-next", "Ebitengine main's clock: integer ns, round to nearest, at most 83.3 ms (5 ticks or 5/60 s) of catch-up", func() sched.Policy { return &EbitengineNext{} }, nextSettings},
	{"ebitengine-next-ui", "ebitengine-next with the UI layer's first update and SinkTick", func() sched.Policy { return &EbitengineNext{UI: true} }, nextSettings},
}

// Names returns the policies' names, in the order of All.
func Names() []string {
	names := make([]string, len(All))
	for i, e := range All {
		names[i] = e.Name
	}
	return names
}

// NameOf returns the policy's name in spec, NAME:key=value...
func NameOf(spec string) string {
	name, _, _ := strings.Cut(spec, ":")
	return name
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
// time that fits (rounded down to the ns) and cutting the rest, as owed
// loss: the owed limit cut it, not the clamp.
func capUnits(d *sched.Decision, limit int64) {
	if owedAfter(d) <= limit {
		return
	}
	fits := time.Duration(max(limit-d.Owed, 0) / d.UnitsPerNs)
	d.Cut += d.Accepted - fits
	d.OwedCut += d.Accepted - fits
	d.Accepted = fits
}
