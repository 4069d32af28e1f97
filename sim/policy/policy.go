package policy

import (
	"math"
	"strings"
	"sync"

	"tickbox/sim/sched"
)

// Default names the policy the window and the lab start with: Tickbox's
// own loop, the one its lessons and golden shots explain (see sim/policy/README.md,
// "The recommended policy: tickbox-steady", for why it stays the default).
const Default = "tickbox"

// engines are the policies of this package, with the recommended one
// (sched's, built in) in the order tables show them: Tickbox's own
// first, then the textbook and the engines.
var engines = []sched.Engine{
	{Name: "tickbox", Summary: "today's loop: clamp 250 ms, at most 5 ticks a frame, drop whole ticks, keep the fraction", New: func() sched.Policy { return &Tickbox{} }, TakesLimits: true},
	{Name: "tickbox-snap", Summary: "today's loop on frame times snapped to the display's refresh grid", New: newSnapped, TakesLimits: true},
	{Name: sched.Recommended}, // built into sched: placed here
	{Name: "textbook", Summary: "the classic accumulator: clamp 250 ms, no tick cap", New: func() sched.Policy { return &textbook{} }},
	{Name: "bevy", Summary: "Bevy Time<Virtual> max delta 250 ms + Time<Fixed> from_hz: whole ns, first delta 0, no tick cap", New: func() sched.Policy { return &bevy{} }},
	{Name: "godot", Summary: "Godot main timer sync: whole µs, doubles, jitter fix 0.5, at most 8 physics steps", New: func() sched.Policy { return newGodot() }},
	{Name: "godot-smoothed", Summary: "godot with the delta smoothing a default project runs with vsync", New: func() sched.Policy { g := newGodot(); g.Smoothed = true; return g }},
	{Name: "unity", Summary: "Unity: maximumDeltaTime 1/3 s clamps the frame, no tick cap", New: func() sched.Policy { return &unity{} }},
	{Name: "monogame", Summary: "MonoGame Game.Tick: 100 ns ticks, step 166,667, accumulated time at most 500 ms, no tick cap", New: func() sched.Policy { return &monoGame{} }},
	{Name: "monogame-run", Summary: "monogame with Game.Run's update before the loop", New: func() sched.Policy { return &monoGame{Run: true} }},
	{Name: "ebitengine", Summary: "Ebitengine v2.8.8 clock: integer ns, floor, 0→1 fix at half a tick, resync on the first frame and past 5 ticks", New: func() sched.Policy { return &ebitengine{} }},
	{Name: "ebitengine-ui", Summary: "ebitengine with the UI layer's update on the first frame of 0 ticks", New: func() sched.Policy { return &ebitengine{UI: true} }},
	{Name: "ebitengine-next", Summary: "Ebitengine main's clock: integer ns, round to nearest, at most 83.3 ms (5 ticks or 5/60 s) of catch-up", New: func() sched.Policy { return &ebitengineNext{} }},
	{Name: "ebitengine-next-ui", Summary: "ebitengine-next with the UI layer's first update and SinkTick", New: func() sched.Policy { return &ebitengineNext{UI: true} }},
}

// ownSettings are each engine's own keys, by name: an engine that takes
// the limits takes theirs first (settingsOf).
var ownSettings = map[string][]setting{
	sched.Recommended:    {owedLimitKey},
	"tickbox-snap":       snapSettings,
	"textbook":           textbookSettings,
	"bevy":               bevySettings,
	"godot":              godotSettings,
	"godot-smoothed":     godotSettings,
	"unity":              unitySettings,
	"monogame":           monoGameSettings,
	"monogame-run":       monoGameSettings,
	"ebitengine":         ebitengineSettings,
	"ebitengine-ui":      ebitengineSettings,
	"ebitengine-next":    nextSettings,
	"ebitengine-next-ui": nextSettings,
}

var registered sync.Once

// Register registers this package's policies with package sched, in the
// order tables show them, so that every place a policy is named (a
// loop's Options.Policy and SetPolicy, the dev layer's policy key, -policy)
// can name them; until then only sched's recommended policy is there. A
// program that wants the engines calls it at its start; it may be called
// any number of times. This package's functions that take or list names
// call it themselves.
func Register() {
	registered.Do(func() {
		all := make([]sched.Engine, len(engines))
		for i, e := range engines {
			takes := e.TakesLimits || e.Name == sched.Recommended // the built-in one takes them
			settingsOf[e.Name] = withLimits(ownSettings[e.Name], takes)
			e.Configure = configure(e.Name)
			all[i] = e
		}
		sched.Register(all...)
	})
}

// All returns the policies a spec can name, in the order tables show
// them: Tickbox's own first, then the textbook and the engines.
func All() []sched.Engine {
	Register()
	return sched.Engines()
}

// Names returns the policies' names, in the order of All.
func Names() []string {
	Register()
	return sched.PolicyNames()
}

// NameOf returns the policy's name in spec, NAME:key=value...
func NameOf(spec string) string {
	name, _, _ := strings.Cut(spec, ":")
	return name
}

// runWhole runs every whole tick owed once the accepted time is added,
// at most limit (math.MaxInt64 = no cap), dropping the rest, and sets
// alpha to the fraction left: the accumulator every textbook shows.
// Ticks run and dropped are the whole ticks owed (Dropped is zero on
// entry), so alpha comes from them at once, not from d's fields read back
// once written: waiting on those cost every frame a nanosecond.
func runWhole(d *sched.Decision, limit int64) {
	owed := d.OwedAfter()
	whole := max(sched.FloorTicks(owed), 0)
	d.Alpha = sched.AlphaOf(owed - whole*sched.UnitsPerTick)
	d.Ticks = whole
	if whole > limit {
		d.Dropped, d.Ticks = whole-limit, limit
	}
}

// wholeTicks is the owed range of a policy that runs or drops every whole
// tick owed: [0, one tick).
func wholeTicks() (lo, hi int64) { return 0, sched.UnitsPerTick }

// noCap is the tick cap of a policy without one.
const noCap = math.MaxInt64
