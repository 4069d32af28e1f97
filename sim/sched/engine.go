package sched

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Recommended names the frame policy a game starts with: tickbox-steady
// ([Steady]), the one engine built into this package. The other engines'
// policies (Tickbox's own loop, the textbook's, Godot's, Bevy's, Unity's,
// MonoGame's, Ebitengine's) are package tickbox/sim/policy's, registered
// by its Register: a program that wants them imports it.
const Recommended = "tickbox-steady"

// Engine is a frame policy a spec can name: NAME or NAME:key=value...
type Engine struct {
	Name    string
	Summary string        // one line, for -h and tables
	New     func() Policy // a fresh policy with the engine's defaults
	// TakesLimits: the policy runs with the Scheduler's clamp and tick cap
	// (Tickbox's own policies), which its settings clamp= and tick_cap=
	// set, rather than with its engine's own limits.
	TakesLimits bool
	// Configure applies the settings after the name (what follows
	// NAME: in spec) to p, a fresh policy, and to c, the Scheduler's
	// settings, and checks them; nil for an engine that takes none here.
	// Package tickbox/sim/policy's Register gives every engine its parser,
	// so that a game that names its policy alone links none.
	Configure func(p Policy, c *Config, spec, settings string) error
}

// registry holds the engines registered, in their order. The recommended
// one is always there: first, until a Register places it among others.
// A slice stored is never changed, so that a lookup (every frame, from
// the overlay's TakesLimits) reads it without a lock; Register stores a
// new one.
var registry struct {
	sync.Mutex // held by Register
	engines    atomic.Pointer[[]Engine]
	placed     bool // a Register placed the recommended one
}

func init() { registry.engines.Store(&[]Engine{steadyEngine}) }

// registered returns the engines registered, not to be changed.
func registered() []Engine { return *registry.engines.Load() }

// steadyEngine is the built-in engine, tickbox-steady.
var steadyEngine = Engine{
	Name:        Recommended,
	Summary:     "recommended: a smooth clock rounded to the nearest tick, within a tick of real time, catch-up capped",
	New:         func() Policy { return &Steady{} },
	TakesLimits: true,
}

// Register adds engines, in their order, to the ones policy specs can
// name. An engine named Recommended places the built-in one in that order
// (of its other fields, only Configure is read). A name already registered, or an
// engine without a name or New, is a programmer's error: Register panics.
// Register is for a program's start (package policy's Register), before
// it makes a policy.
func Register(engines ...Engine) {
	registry.Lock()
	defer registry.Unlock()
	all := slices.Clone(registered())
	if _, ok := find(engines, Recommended); ok && !registry.placed {
		all, registry.placed = all[1:], true // the built-in one goes where engines place it
	}
	for _, e := range engines {
		if e.Name == Recommended {
			configure := e.Configure
			e = steadyEngine // its own, with the parser given
			e.Configure = configure
		}
		if e.Name == "" || e.New == nil || strings.Contains(e.Name, ":") {
			panic(fmt.Sprintf("sched: Register: engine %q: needs a name without ':' and New", e.Name))
		}
		if _, ok := find(all, e.Name); ok {
			panic(fmt.Sprintf("sched: Register: engine %q is registered already", e.Name))
		}
		all = append(all, e)
	}
	registry.engines.Store(&all)
}

// Engines returns the engines policy specs can name, in their order.
func Engines() []Engine { return slices.Clone(registered()) }

// PolicyNames returns the names of [Engines], in their order: what a key
// that cycles the policy cycles through.
func PolicyNames() []string {
	var names []string
	for _, e := range registered() {
		names = append(names, e.Name)
	}
	return names
}

// find returns the engine named name among es.
func find(es []Engine, name string) (Engine, bool) {
	if i := slices.IndexFunc(es, func(e Engine) bool { return e.Name == name }); i >= 0 {
		return es[i], true
	}
	return Engine{}, false
}

// NewPolicy returns a fresh policy as spec names it, NAME or
// NAME:key=value..., with its settings (the engine's Configure parses
// them), and c with the settings that are the Scheduler's in force
// (clamp= and tick_cap= of the engines that take the limits); or an error
// naming the policy, the setting, the value and the rule (a step the
// settings give must be c's rate, the world's). A name not registered is
// an error that lists the names and says where the engines' policies
// come from.
func NewPolicy(spec string, c Config) (Policy, Config, error) {
	name, settings, set := strings.Cut(spec, ":")
	e, ok := find(registered(), name) // which does not allocate: the overlay asks TakesLimits every frame
	if !ok {
		return nil, c, fmt.Errorf("policy %q: must be one of %s (the engines' policies are registered by package tickbox/sim/policy: import it and call policy.Register)",
			name, strings.Join(PolicyNames(), ", "))
	}
	p := e.New()
	if !set {
		return p, c, nil
	}
	if e.Configure == nil {
		return nil, c, fmt.Errorf("policy %q: %s takes settings once package tickbox/sim/policy parses them: import it and call policy.Register", spec, name)
	}
	if err := e.Configure(p, &c, spec, settings); err != nil {
		return nil, c, err
	}
	return p, c, nil
}

// TakesLimits reports whether p takes the Scheduler's clamp and tick cap
// (Tickbox's own policies), rather than keeping its engine's own.
func TakesLimits(p Policy) bool {
	e, _ := find(registered(), p.Name())
	return e.TakesLimits
}
