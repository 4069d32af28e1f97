package sandbox

import (
	"errors"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// frame60 is a 60 fps frame, rounded up to the nanosecond so that 60 of
// them make at least a second.
const frame60 = 16_666_667 * time.Nanosecond

// newSandbox returns a sandbox with the default options changed by edit,
// on a virtual clock.
func newSandbox(t testing.TB, edit func(*Options)) (*Sandbox, *fixed.VirtualClock) {
	t.Helper()
	o := DefaultOptions()
	if edit != nil {
		edit(&o)
	}
	clock := &fixed.VirtualClock{}
	s, err := New(o, clock)
	if err != nil {
		t.Fatal(err)
	}
	return s, clock
}

// run runs n frames, each lasting frame on the clock (the shaper adds its
// own waits on top when capped).
func run(s *Sandbox, clock *fixed.VirtualClock, frame time.Duration, n int) {
	for range n {
		clock.Advance(frame)
		s.Frame()
	}
}

func TestNoTickRunsAfterClose(t *testing.T) {
	s, clock := newSandbox(t, nil)
	run(s, clock, frame60, 30)
	var ticksAtSave int64 = -1
	s.onClose = append(s.onClose, func() error {
		ticksAtSave = s.Scene().World().Tick
		return nil
	})
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	closedAt := s.Scene().World().Tick
	if ticksAtSave != closedAt {
		t.Fatalf("OnClose saw tick %d, closed at %d: saving must come first", ticksAtSave, closedAt)
	}
	for _, a := range []instrument.Action{instrument.OneTick, Jump, ToggleFast} {
		s.Do(a)
	}
	run(s, clock, 100*time.Millisecond, 20)
	if got := s.Scene().World().Tick; got != closedAt {
		t.Fatalf("tick %d after close, want %d: a tick ran after close", got, closedAt)
	}
	if !s.Closed() {
		t.Fatal("Closed() = false after Close")
	}
}

// An interrupt, from another goroutine, stops ticking for good: frames
// after it run none, and Close still saves.
func TestInterruptStopsTicking(t *testing.T) {
	s, clock := newSandbox(t, nil)
	run(s, clock, frame60, 30)
	tick := s.Scene().Tick()
	done := make(chan struct{})
	go func() { s.Interrupt(); close(done) }()
	<-done
	run(s, clock, frame60, 10)
	if got := s.Scene().Tick(); got != tick {
		t.Fatalf("tick %d after the interrupt, want %d: ticks ran", got, tick)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestQuitClosesAndReportsSaveErrors(t *testing.T) {
	s, clock := newSandbox(t, nil)
	calls := 0
	s.onClose = append(s.onClose, func() error { calls++; return errors.New("disk full") })
	run(s, clock, frame60, 3)
	s.Do(Quit)
	if !s.Closed() || calls != 1 {
		t.Fatalf("after Quit: closed %v, OnClose ran %d times; want true, 1", s.Closed(), calls)
	}
	if err := s.CloseErr(); err == nil || err.Error() != "disk full" {
		t.Fatalf("CloseErr() = %v, want disk full", err)
	}
	if err := s.Close(); err != nil || calls != 1 {
		t.Fatalf("second Close: %v, OnClose ran %d times; want nil, 1", err, calls)
	}
}

// The figures the overlay shows, after experiments whose outcome is known
// exactly on a virtual clock.
func TestExperiments(t *testing.T) {
	for _, tc := range []struct {
		name       string
		edit       func(*Options)
		actions    []instrument.Action
		frame      time.Duration
		frames     int
		ticks      int   // in the last frame
		dropped    int64 // ticks, in total
		clamps     int64
		tickOfLast int64
	}{
		{"60 fps: a tick a frame", nil, nil, frame60, 60, 1, 0, 0, 60},
		{"hitch, limits on: clamp to 250 ms, run 5, drop 10", nil,
			[]instrument.Action{instrument.Hitch}, 0, 1, 5, 10, 0, 5},
		{"long hitch, limits on: clamped", nil,
			[]instrument.Action{instrument.LongHitch}, 0, 1, 5, 10, 1, 5},
		{"long hitch, limits off: every tick runs", nil,
			[]instrument.Action{ToggleLimits, instrument.LongHitch}, 0, 1, 60, 0, 0, 60},
		{"paused: nothing runs", nil,
			[]instrument.Action{instrument.TogglePause}, frame60, 30, 0, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, clock := newSandbox(t, tc.edit)
			s.Frame() // the first frame only starts the clock
			for _, a := range tc.actions {
				s.Do(a)
			}
			run(s, clock, tc.frame, tc.frames)
			st := s.Scene().Stats()
			if st.Frame.Ticks != tc.ticks || st.Totals.DroppedTicks != tc.dropped ||
				st.Totals.Clamps != tc.clamps || s.Scene().World().Tick != tc.tickOfLast {
				t.Fatalf("last frame ran %d ticks, dropped %d in total, %d clamps, at tick %d; want %d, %d, %d, %d",
					st.Frame.Ticks, st.Totals.DroppedTicks, st.Totals.Clamps, s.Scene().World().Tick,
					tc.ticks, tc.dropped, tc.clamps, tc.tickOfLast)
			}
		})
	}
}

// Load of 40 ms a tick at 60 Hz costs more real time than the tick is
// worth. With the limits on, frames keep coming at 5 ticks each and the
// game runs in slow motion; off, each frame owes more than the last.
func TestLoadSpiral(t *testing.T) {
	for _, limits := range []bool{true, false} {
		s, clock := newSandbox(t, func(o *Options) { o.Limits = limits; o.Load = 40 * time.Millisecond })
		s.Frame()
		var lengths []time.Duration
		for range 6 {
			clock.Advance(frame60)
			s.Frame()
			lengths = append(lengths, s.Scene().Stats().Length)
		}
		first, previous, last := lengths[1], lengths[len(lengths)-2], lengths[len(lengths)-1]
		if limits && last != previous {
			t.Errorf("limits on: frames went %v; the cap must hold them steady", lengths)
		}
		if !limits && last < 10*first {
			t.Errorf("limits off: frames went %v; want the spiral (each longer than the last)", lengths)
		}
		if limits {
			w := s.Scene().Stats().Second
			if speed := w.GameTime.Seconds() / w.Length.Seconds(); speed >= 0.5 {
				t.Errorf("limits on: game speed %.2f, want slow motion below 0.5", speed)
			}
		}
	}
}

func TestStallCostsOneTick500ms(t *testing.T) {
	s, clock := newSandbox(t, nil)
	s.Frame()
	s.Do(instrument.Stall)
	if !s.Scene().Settings().Stall {
		t.Fatal("a stall asked for is not pending")
	}
	before := clock.Now()
	run(s, clock, frame60, 1)
	if got := clock.Now() - before; got != frame60+500*time.Millisecond {
		t.Fatalf("the stalled frame took %v, want %v (a stall's 500 ms more)", got, frame60+500*time.Millisecond)
	}
	s.Frame()
	if s.Scene().Stats().Frame.Ticks != 5 || !s.Scene().Stats().Frame.Capped {
		t.Fatalf("after the stall: %+v; want 5 ticks, capped", s.Scene().Stats().Frame)
	}
	// The stall is spent: the next ticks cost nothing, and 60 fps frames
	// run one tick each again (a stall that stayed would cap every one).
	for i := range 3 {
		run(s, clock, frame60, 1)
		if st := s.Scene().Stats(); st.Frame.Ticks != 1 || st.Length != frame60 || s.Scene().Settings().Stall {
			t.Fatalf("frame %d after the stall: %d ticks in %v, stall pending %v; want 1 tick in %v, none",
				i+1, st.Frame.Ticks, st.Length, s.Scene().Settings().Stall, frame60)
		}
	}
}

func TestFastRunsForItsBudget(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.Load = time.Millisecond })
	s.Frame()
	s.Do(ToggleFast)
	run(s, clock, 0, 1)
	if got := s.Scene().Stats().Frame.Ticks; got != int(fixed.FastBudget/time.Millisecond) {
		t.Fatalf("fast frame ran %d ticks of 1 ms, want %d", got, fixed.FastBudget/time.Millisecond)
	}
	if s.Scene().blend() != 1 {
		t.Fatalf("fast mode blends at %v, want 1: the newest state", s.Scene().blend())
	}
}

func TestPauseAndStep(t *testing.T) {
	s, clock := newSandbox(t, nil)
	run(s, clock, frame60, 10)
	tick := s.Scene().World().Tick
	s.Do(instrument.OneTick) // pauses, then steps once
	run(s, clock, frame60, 5)
	if got := s.Scene().World().Tick; got != tick+1 || !s.Scene().Settings().Paused {
		t.Fatalf("after N: tick %d, paused %v; want %d, true", got, s.Scene().Settings().Paused, tick+1)
	}
	s.Do(instrument.TogglePause)
	run(s, clock, frame60, 5)
	if got := s.Scene().World().Tick; got != tick+6 {
		t.Fatalf("after resuming for 5 frames: tick %d, want %d", got, tick+6)
	}
}

// A jump queued in one frame is taken by the next tick, once.
func TestInputReachesTheNextTickOnce(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.FPSCap = 144 })
	run(s, clock, 0, 3)
	s.Do(Jump)
	for range 10 {
		run(s, clock, 0, 1)
		if s.Scene().World().Jumper.Y > 0 {
			break
		}
	}
	if s.Scene().World().Jumper.VY <= 0 {
		t.Fatal("the jumper did not jump")
	}
	if in := s.queue().Take(0); in != (bounce.Input{}) {
		t.Fatalf("input still pending after a tick took it: %v", in)
	}
}

// Variable step at 30 fps peaks lower than the fixed-step reference, which
// peaks where a 60 Hz world fed the same jump does.
func TestVariableStepPeaksLower(t *testing.T) {
	s, clock := newSandbox(t, nil)
	s.Frame()
	s.Do(ToggleVariable)
	s.Do(Jump)
	run(s, clock, time.Second/30, 60)
	_, variable := s.Scene().Peak()
	_, fixed := s.Scene().referencePeak()
	want, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	want.Step(bounce.Input{Jump: bounce.Tap(true)})
	for range 120 {
		want.Step(bounce.Input{})
	}
	if fixed != want.Jumper.Peak {
		t.Fatalf("reference peak %v, want %v: the fixed world must match a plain 60 Hz world", fixed, want.Jumper.Peak)
	}
	if !(variable < fixed-0.02) {
		t.Fatalf("variable peak %v at 30 fps, fixed %v: want clearly lower", variable, fixed)
	}
	if s.Scene().reference() == nil || s.Scene().World() == s.Scene().reference() {
		t.Fatal("variable mode must draw a variable world beside a fixed reference")
	}
}

func TestCycles(t *testing.T) {
	s, _ := newSandbox(t, nil)
	var caps, rates []int
	var scales []float64
	var loads []time.Duration
	for range 5 {
		s.Do(instrument.CycleFPSCap)
		caps = append(caps, s.Scene().Settings().FPSCap)
	}
	for range 4 {
		s.Do(CycleRate)
		rates = append(rates, s.Scene().Settings().Rate)
	}
	for range 6 {
		s.Do(instrument.ScaleUp)
		scales = append(scales, s.Scene().Settings().Scale)
	}
	for range 5 {
		s.Do(instrument.LoadUp)
		loads = append(loads, s.Scene().Settings().Load)
	}
	s.Do(instrument.LoadDown)
	check := func(name string, got, want any) {
		if g, w := fmtv(got), fmtv(want); g != w {
			t.Errorf("%s went %s, want %s", name, g, w)
		}
	}
	check("cap", caps, []int{144, 60, 30, 20, 0})
	check("tick rate", rates, []int{120, 30, 10, 60})
	check("scale", scales, []float64{2, 4, 16, 0.25, 0.5, 1}) // every key that cycles wraps round
	ms := time.Millisecond
	check("load", loads, []time.Duration{5 * ms, 10 * ms, 20 * ms, 40 * ms, 0})
	check("load after down", s.Scene().Settings().Load, 40*ms)
	for range 3 {
		s.Do(instrument.ScaleDown)
	}
	check("scale down from 1 round the bottom", s.Scene().Settings().Scale, 16.0)
}

func TestOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Options)
	}{
		{"rate", func(o *Options) { o.World.Rate = 0 }},
		{"max frame", func(o *Options) { o.MaxFrame = -2 }},
		{"max updates", func(o *Options) { o.MaxUpdates = -2 }},
		{"cap", func(o *Options) { o.FPSCap = 5000 }},
		{"scale", func(o *Options) { o.Scale = 16.25 }},
		{"load", func(o *Options) { o.Load = -time.Millisecond }},
		{"balls", func(o *Options) { o.World.Balls = -1 }},
		{"the loop's dev layer", func(o *Options) { o.DevOptions.On = true }},
		{"the loop's rate", func(o *Options) { o.Rate = 60 }},
		{"the loop's jitter seed", func(o *Options) { o.JitterSeed = 3 }},
	} {
		o := DefaultOptions()
		tc.edit(&o)
		if _, err := New(o, &fixed.VirtualClock{}); err == nil {
			t.Errorf("%s: New accepted %+v", tc.name, o)
		}
	}
}

// A steady-state frame of the loop allocates nothing.
func TestFrameAllocatesNothing(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.FPSCap = 144 })
	s.Do(instrument.ToggleJitter)
	run(s, clock, time.Millisecond, 10)
	allocs := testing.AllocsPerRun(200, func() {
		clock.Advance(time.Millisecond)
		s.Frame()
		s.Do(Kick)
	})
	if allocs != 0 {
		t.Fatalf("a frame allocates %v times, want 0", allocs)
	}
}

// With PauseUnfocused the game pauses on losing focus and resumes on
// regaining it, unless the player paused it meanwhile; without, focus
// changes nothing.
func TestFocus(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.PauseUnfocused = true })
	s.SetFocused(false)
	run(s, clock, frame60, 3)
	if !s.Scene().Settings().Paused {
		t.Fatal("not paused after losing focus")
	}
	s.SetFocused(true)
	if s.Scene().Settings().Paused {
		t.Fatal("still paused after regaining focus")
	}
	s.SetFocused(false)
	s.Do(instrument.TogglePause) // the player resumes...
	s.Do(instrument.TogglePause) // ...and pauses again: now it is the player's pause
	s.SetFocused(true)
	if !s.Scene().Settings().Paused {
		t.Fatal("regaining focus undid the player's pause")
	}
	plain, _ := newSandbox(t, nil)
	plain.SetFocused(false)
	if plain.Scene().Settings().Paused {
		t.Fatal("paused on losing focus without PauseUnfocused")
	}
}

// fixed.Unlimited means no clamp and no tick cap, as the loop's options
// say (the window's -max-frame 0 and -max-updates 0): a 2 s frame runs all
// 120 ticks it owes, with limits on. Either alone still limits: the clamp
// to 15 ticks, the cap to 5.
func TestUnlimitedMeansNone(t *testing.T) {
	for _, tc := range []struct {
		maxFrame   time.Duration
		maxUpdates int
		ticks      int
	}{{fixed.Unlimited, fixed.Unlimited, 120}, {250 * time.Millisecond, fixed.Unlimited, 15}, {fixed.Unlimited, 5, 5}} {
		s, _ := newSandbox(t, func(o *Options) { o.MaxFrame, o.MaxUpdates = tc.maxFrame, tc.maxUpdates })
		s.Advance(2 * time.Second)
		if got := s.Scene().Stats().Frame.Ticks; got != tc.ticks || !s.Scene().Settings().Limits {
			t.Errorf("max frame %v, max updates %d: a 2 s frame ran %d ticks, want %d", tc.maxFrame, tc.maxUpdates, got, tc.ticks)
		}
	}
}

// With no balls, B says so instead of doing nothing in silence.
func TestTeleportWithNoBalls(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.World.Balls = 0 })
	s.Do(Teleport)
	run(s, clock, time.Second/60, 2)
	n := s.Notices()
	if len(n) != 1 || !strings.Contains(n[0].Text, "no balls") {
		t.Errorf("B with -balls 0: notices %+v; want one saying there are no balls", n)
	}
}
