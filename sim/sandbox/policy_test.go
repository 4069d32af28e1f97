package sandbox

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/capture"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// E cycles through every policy and back; switching keeps the world, its
// tick and alpha (owed time) where they are.
func TestCyclePolicyKeepsTheWorld(t *testing.T) {
	s, clock := newSandbox(t, nil)
	run(s, clock, 7*time.Millisecond, 50)
	seen := []string{s.Scene().Settings().Policy}
	for range policy.All() {
		tick, alpha, fp := s.Scene().Tick(), s.Scene().Alpha(), s.Scene().World().Fingerprint()
		s.Do(instrument.CyclePolicy)
		if s.Scene().Tick() != tick || s.Scene().Alpha() != alpha || s.Scene().World().Fingerprint() != fp {
			t.Fatalf("switching to %s moved the world: tick %d → %d, alpha %v → %v",
				s.Scene().Settings().Policy, tick, s.Scene().Tick(), alpha, s.Scene().Alpha())
		}
		seen = append(seen, s.Scene().Settings().Policy)
		run(s, clock, 7*time.Millisecond, 20)
	}
	if got := strings.Join(seen, " "); got != "tickbox "+strings.Join(policy.Names()[1:], " ")+" tickbox" {
		t.Errorf("E went %s", got)
	}
}

// -policy starts the sandbox under that policy; a 2 s frame under godot
// runs its cap of 8 ticks.
func TestPolicyOption(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.Policy = "godot" })
	run(s, clock, frame60, 30)
	run(s, clock, 2*time.Second, 1)
	if got := s.Scene().Stats().Frame.Ticks; got != 8 || s.Scene().Settings().Policy != "godot" {
		t.Errorf("policy %s: a 2 s frame ran %d ticks, want godot's 8", s.Scene().Settings().Policy, got)
	}
	o := DefaultOptions()
	o.Policy = "unreal"
	if _, err := New(o, &fixed.VirtualClock{}); err == nil || !strings.Contains(err.Error(), `policy "unreal"`) {
		t.Errorf("policy unreal: %v", err)
	}
}

// The overlay's judder and animation error: 0 on even frames, more on a
// noisy clock, less there under tickbox-steady than under tickbox.
func TestSmoothness(t *testing.T) {
	noisy := func(name string) (judder, err float64) {
		s, clock := newSandbox(t, func(o *Options) { o.Policy = name })
		for i := range 300 {
			clock.Advance(frame60 + time.Duration(i%3-1)*time.Millisecond)
			s.Frame()
		}
		return s.Scene().Stats().Judder, s.Scene().Stats().AnimationError
	}
	s, clock := newSandbox(t, nil)
	run(s, clock, frame60, 130)
	if j, e := s.Scene().Stats().Judder, s.Scene().Stats().AnimationError; j > 1e-6 || e > 1e-3 {
		t.Errorf("even 60 fps: judder %v, error %v ms, want 0", j, e)
	}
	tj, te := noisy("tickbox")
	sj, se := noisy("tickbox-steady")
	if tj < 0.01 || sj >= tj/2 || se >= te/2 {
		t.Errorf("±1 ms: tickbox judder %v error %v ms, tickbox-steady %v, %v: want steady under half", tj, te, sj, se)
	}
}

// -frames-out records the measured frame times, and the scene says so
// (the overlay's frames row) while it does; Close saves them in a trace
// that capture.Load reads back.
func TestFramesOut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "frames.txt")
	s, clock := newSandbox(t, func(o *Options) { o.FramesOut = path })
	run(s, clock, frame60, 10)
	run(s, clock, 250*time.Millisecond, 1)
	if got, want := s.Scene().frameTrace(), (instrument.TraceStatus{On: true, Frames: 11}); got != want {
		t.Errorf("recording: the scene says %+v, want %+v", got, want)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := s.Scene().frameTrace(); got.On {
		t.Errorf("saved: the scene says %+v, still recording", got)
	}
	file, err := capture.Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := file.Lengths(); len(got) != 11 || got[10] != 250*time.Millisecond {
		t.Errorf("read back %v; want 11 frames ending in 250 ms", got)
	}
}

// The overlay's limits line is each policy's own: an engine's limits,
// which C does not change (godot: at most 8 steps, textbook: the 250 ms
// clamp and no tick cap), or for Tickbox's policies the clamp and tick cap
// in force, none while the limits are off.
func TestSettingsSayEachPolicysLimits(t *testing.T) {
	for _, name := range policy.Names() {
		o := DefaultOptions()
		o.Policy = name
		sb, err := New(o, &fixed.VirtualClock{})
		if err != nil {
			t.Fatal(err)
		}
		p, _ := policy.New(name)
		set := sb.Scene().Settings()
		want := instrument.LimitsOf(p, sched.Config{Rate: set.Rate, MaxFrame: set.MaxFrame, MaxUpdates: set.MaxUpdates})
		if !set.Limits {
			t.Fatalf("%s: limits off by default", name)
		}
		if set.PolicyLimits != want || set.OwnLimits == sched.TakesLimits(p) {
			t.Errorf("%s: limits %v (own %v), want %v (own %v)", name, set.PolicyLimits, set.OwnLimits, want, !sched.TakesLimits(p))
		}
		sb.Do(ToggleLimits)
		set = sb.Scene().Settings()
		if !set.OwnLimits && set.PolicyLimits != (sched.Limits{}) {
			t.Errorf("%s: limits off, yet %v", name, set.PolicyLimits)
		}
		if set.OwnLimits && set.PolicyLimits != want {
			t.Errorf("%s: C changed the engine's own limits to %v", name, set.PolicyLimits)
		}
	}
	for name, own := range map[string]bool{"tickbox": false, "tickbox-snap": false, "tickbox-steady": false, "godot": true, "textbook": true} {
		p, _ := policy.New(name)
		if sched.TakesLimits(p) == own {
			t.Errorf("%s: TakesLimits %v", name, !own)
		}
	}
}

// The window's policy takes the engine's settings: the overlay's limits
// row follows them (godot's cap of 4, tickbox's own clamp and tick cap,
// which C switches off and on again), and a step that is not the world's
// rate is refused with the reason.
func TestPolicySettings(t *testing.T) {
	o := DefaultOptions()
	o.Policy = "godot:max_physics_steps_per_frame=4"
	sb, err := New(o, &fixed.VirtualClock{})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(instrument.AppendLimits(nil, sb.Scene().Settings().PolicyLimits)); got != "no clamp, tick cap 4" {
		t.Errorf("godot with a cap of 4: limits %q", got)
	}
	o.Policy = "tickbox:clamp=100ms:tick_cap=3"
	sb, err = New(o, &fixed.VirtualClock{})
	if err != nil {
		t.Fatal(err)
	}
	sb.Do(ToggleLimits)
	sb.Do(ToggleLimits)
	if got := string(instrument.AppendLimits(nil, sb.Scene().Settings().PolicyLimits)); got != "clamp 100 ms, tick cap 3" {
		t.Errorf("tickbox with its own limits, after C twice: %q", got)
	}
	for spec, want := range map[string]string{
		"bevy:from_hz=59.94": "not a whole number of Hz",
		"bevy:from_hz=50":    "its step is 50 Hz and the world ticks at 60 Hz",
	} {
		o.Policy = spec
		if _, err := New(o, &fixed.VirtualClock{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", spec, err, want)
		}
	}
}
