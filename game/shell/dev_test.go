//go:build !headless

package shell

import (
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"tickbox/sim/fixed"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render/gametest"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// counter is a game that counts its ticks.
type counter struct{ ticks int }

func (c *counter) Update() (fixed.None, error) { return fixed.None{}, nil }
func (c *counter) Step(fixed.None)             { c.ticks++ }
func (c *counter) Draw(*ebiten.Image, float64) {}
func (c *counter) Layout(int, int) (int, int)  { return 640, 480 }

// devLoop returns a loop of a counter with the dev layer on, on a virtual
// clock, under the textbook policy (whole ticks), after its first frame.
func devLoop(t *testing.T) (*Loop[fixed.None], *counter, *fixed.VirtualClock) {
	t.Helper()
	clock, g := &fixed.VirtualClock{}, &counter{}
	var l *Loop[fixed.None]
	var err error
	gametest.Do(func() { // the dev layer draws its glyphs with text/v2, on the game's goroutine
		l, err = New[fixed.None](g, fixed.Options{Clock: clock, Policy: "tickbox", Name: "counter", Log: io.Discard}, instrument.DevOptions{On: true})
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Frame(); err != nil {
		t.Fatal(err)
	}
	return l, g, clock
}

// frame runs a frame of the loop after d of work (the clock moves d
// first), and returns how long it measured and how far the clock moved
// while the frame ran: the shaper's waits and what the ticks cost.
func frame(t *testing.T, l *Loop[fixed.None], clock *fixed.VirtualClock, d time.Duration) (measured, moved time.Duration) {
	t.Helper()
	clock.Advance(d)
	start := clock.Now()
	f, err := l.Frame()
	if err != nil {
		t.Fatal(err)
	}
	return f.Measured, clock.Now() - start
}

// Each dev key does what the sandbox's key of the same name does, with
// the same values: the hitches and the fps cap shape the next frames, a
// stall and the load cost the ticks real time, pause, one tick and the
// time scale and the policy change the loop.
func TestDevKeys(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		action instrument.Action
		check  func(t *testing.T, l *Loop[fixed.None], g *counter, clock *fixed.VirtualClock)
	}{
		{instrument.Hitch, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if m, _ := frame(t, l, clock, ms); m != 250*time.Millisecond {
				t.Errorf("the frame after measured %v, want 250ms (F4's help)", m)
			}
		}},
		{instrument.LongHitch, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if m, _ := frame(t, l, clock, ms); m != time.Second {
				t.Errorf("the frame after measured %v, want 1s (Shift+F4's help)", m)
			}
		}},
		{instrument.Stall, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if _, d := frame(t, l, clock, tick60); d != 500*time.Millisecond {
				t.Errorf("a tick's frame took %v more, want the stall's 500ms (F6's help)", d)
			}
			if _, d := frame(t, l, clock, tick60); d != 0 {
				t.Errorf("the tick after took %v more, want nothing", d)
			}
		}},
		{instrument.LoadUp, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if _, d := frame(t, l, clock, tick60); d != 5*ms {
				t.Errorf("a tick under load took %v more, want 5ms", d)
			}
		}},
		{instrument.CycleFPSCap, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			frame(t, l, clock, 0)
			if m, _ := frame(t, l, clock, 0); m < time.Second/145 || m > time.Second/143 {
				t.Errorf("a frame under the first cap measured %v, want 1/144 s", m)
			}
		}},
		{instrument.ToggleJitter, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			a, _ := frame(t, l, clock, 0)
			b, _ := frame(t, l, clock, 0)
			if a == b || a < 4*ms || b > 40*ms {
				t.Errorf("jittery frames of %v and %v, want two lengths from 4 to 40 ms", a, b)
			}
		}},
		{instrument.TogglePause, func(t *testing.T, l *Loop[fixed.None], g *counter, clock *fixed.VirtualClock) {
			before := g.ticks
			if frame(t, l, clock, time.Second); g.ticks != before || !l.Latest().Paused {
				t.Errorf("paused: a second ran %d ticks (paused %v)", g.ticks-before, l.Latest().Paused)
			}
		}},
		{instrument.OneTick, func(t *testing.T, l *Loop[fixed.None], g *counter, clock *fixed.VirtualClock) {
			before := g.ticks
			frame(t, l, clock, time.Second)
			if frame(t, l, clock, time.Second); g.ticks != before+1 {
				t.Errorf("one tick ran %d ticks over two frames, want 1", g.ticks-before)
			}
			if got := l.dev.pic.OneTick; got != "Shift+F5" { // the state's words while paused
				t.Errorf("paused, the dev layer names %q as the one-tick key, want Shift+F5", got)
			}
		}},
		{instrument.ScaleUp, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if frame(t, l, clock, tick60); l.Latest().Scale != 2 {
				t.Errorf("scale %v after one step up from 1, want 2", l.Latest().Scale)
			}
		}},
		{instrument.CyclePolicy, func(t *testing.T, l *Loop[fixed.None], _ *counter, clock *fixed.VirtualClock) {
			if frame(t, l, clock, tick60); l.Latest().Policy != instrument.NextPolicy("tickbox") {
				t.Errorf("policy %q after tickbox, want %q", l.Latest().Policy, instrument.NextPolicy("tickbox"))
			}
		}},
	} {
		t.Run(string(c.action), func(t *testing.T) {
			l, g, clock := devLoop(t)
			frame(t, l, clock, tick60)
			gametest.Do(func() { l.dev.do(c.action) }) // in Update, as a key is: the fps cap sets Ebitengine's vsync
			c.check(t, l, g, clock)
		})
	}
}

// Shift+F12 records the frame times measured, and saves them, the second
// time or at Close, in a trace that tickbox policies -frames reads; F12
// saves a screenshot of the screen, the dev layer on it.
func TestDevFilesAreSaved(t *testing.T) {
	t.Chdir(t.TempDir())
	l, _, clock := devLoop(t)
	l.dev.shots.Script(func() time.Time { return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC) }, ".")
	l.dev.do(instrument.ToggleFrameTrace)
	for i := range 5 {
		frame(t, l, clock, time.Duration(10+i)*time.Millisecond)
	}
	l.dev.do(instrument.Screenshot)
	gametest.Do(func() { // a sixth frame, of 0, drawn onto a window three times its size
		game := ebiten.NewImage(64, 48)
		var geoM ebiten.GeoM
		geoM.Scale(3, 3)
		l.Draw(game)
		l.DrawFinalScreen(ebiten.NewImage(192, 144), game, geoM)
	})
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	traces, _ := filepath.Glob("counter-frames-*.txt")
	shots, _ := filepath.Glob("counter-*-t*.png")
	if len(traces) != 1 || len(shots) != 1 {
		t.Fatalf("saved traces %v and shots %v, want one of each", traces, shots)
	}
	file, err := capture.Load(traces[0], "")
	if err != nil {
		t.Fatal(err)
	}
	if got := file.Lengths(); len(got) != 6 || got[4] != 14*time.Millisecond {
		t.Errorf("the trace reads %v; want 6 frames, the fifth 14 ms", got)
	}
	if !strings.Contains(shots[0], "counter-20000101-000000.000-t") {
		t.Errorf("the shot is named %q", shots[0])
	}
}

// A key with a Shift binding of its own does that with Shift held, and
// its plain action without; any other key ignores Shift.
func TestPressedDevKey(t *testing.T) {
	keys, err := NewKeyMap(devKeys)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		key   ebiten.Key
		shift bool
		want  instrument.Action
	}{
		{ebiten.KeyF4, false, instrument.Hitch},
		{ebiten.KeyF4, true, instrument.LongHitch},
		{ebiten.KeyF6, true, instrument.Stall},
		{ebiten.KeyF12, true, instrument.ToggleFrameTrace},
	} {
		got := keys.Pressed(nil, func(k ebiten.Key) bool { return k == c.key }, c.shift)
		if !slices.Equal(got, []instrument.Action{c.want}) {
			t.Errorf("%v (shift %v): %v; want %v", c.key, c.shift, got, c.want)
		}
	}
	if got := keys.Pressed(nil, func(ebiten.Key) bool { return false }, false); len(got) != 0 {
		t.Errorf("no key pressed gave %v", got)
	}
}

// tick60 is one tick at 60 Hz, rounded up to the nanosecond.
const tick60 = 16_666_667 * time.Nanosecond

// devFrame returns a frame of a loop with the dev layer on, drawing a
// 640×360 game onto a 1280×720 window: all of it (Update, the ticks, the
// game's Draw, its picture onto the window and the dev layer over it, GPU
// calls included), and all of it but the GPU calls; after a second of frames, so that its timeline and batches have
// grown. Both must run on the game's goroutine.
func devFrame(t testing.TB) (whole, built func()) {
	clock, g := &fixed.VirtualClock{}, &counter{}
	var l *Loop[fixed.None]
	var err error
	gametest.Do(func() {
		l, err = New[fixed.None](g, fixed.Options{Clock: clock, Log: io.Discard}, instrument.DevOptions{On: true})
	})
	if err != nil {
		t.Fatal(err)
	}
	game, window := ebiten.NewImage(640, 360), ebiten.NewImage(1280, 720)
	var geoM ebiten.GeoM
	geoM.Scale(2, 2)
	whole = func() {
		clock.Advance(tick60)
		l.Update()
		l.Draw(game)
		l.DrawFinalScreen(window, game, geoM)
	}
	built = func() {
		clock.Advance(tick60)
		l.Update()
		l.Frame()
		l.dev.fill()
		l.dev.painter.Build(&l.dev.pic, 1280, 720)
	}
	gametest.Do(func() {
		for range 120 {
			whole()
		}
	})
	return whole, built
}

// With the dev layer on, a frame allocates nothing but what Ebitengine's
// DrawTriangles calls allocate inside its command queue (its issue #2601,
// as the sandbox's own frame: render's TestFlushAllocatesOnlyInEbitengine):
// everything up to the GPU calls, the loop's figures and the timeline
// written and their quads built, allocates nothing.
func TestDevFrameAllocatesNothing(t *testing.T) {
	whole, built := devFrame(t)
	var ours float64
	all := math.Inf(1)
	gametest.Do(func() {
		ours = testing.AllocsPerRun(500, built)
		// Ebitengine's own goroutines allocate more on a busy machine: the
		// least of three runs is the frame's own count.
		for range 3 {
			all = min(all, testing.AllocsPerRun(50, whole))
		}
	})
	if ours != 0 {
		t.Errorf("the dev layer's frame allocates %v times up to the GPU calls, want 0", ours)
	}
	t.Logf("a whole frame, GPU calls included, allocates %v times (all inside Ebitengine)", all)
	if all > 20 {
		t.Errorf("a whole frame allocates %v times; want a handful per DrawTriangles call", all)
	}
}

// BenchmarkDevFrame times a frame with the dev layer on, up to the GPU
// calls (the loop's figures, the timeline, their quads): what the dev
// layer adds to a frame on the CPU, and its allocations, which are 0.
func BenchmarkDevFrame(b *testing.B) {
	_, built := devFrame(b)
	gametest.Do(func() {
		b.ReportAllocs()
		b.ResetTimer()
		for range b.N {
			built()
		}
	})
}

// Every action of the dev layer has exactly one key.
func TestEveryDevActionHasOneKey(t *testing.T) {
	for _, a := range instrument.Actions() {
		var keys []string
		for _, k := range DevKeys() {
			if k.Action == a {
				keys = append(keys, k.Label)
			}
		}
		if len(keys) != 1 {
			t.Errorf("%v: keys %v, want one", a, keys)
		}
	}
}

// TICKBOX_DEV=1 switches the dev layer on with no change to the game's
// code; 0 leaves it off, and DevOptions.On switches it on whatever the
// environment says.
func TestDevEnvSwitchesItOn(t *testing.T) {
	for _, c := range []struct {
		env  string
		opt  bool
		want bool
	}{{"1", false, true}, {"0", false, false}, {"", false, false}, {"0", true, true}} {
		t.Setenv(instrument.DevEnv, c.env)
		var l *Loop[fixed.None]
		var err error
		gametest.Do(func() {
			l, err = New[fixed.None](&counter{}, fixed.Options{Log: io.Discard}, instrument.DevOptions{On: c.opt})
		})
		if err != nil {
			t.Fatal(err)
		}
		if on := l.dev != nil; on != c.want {
			t.Errorf("TICKBOX_DEV=%q, DevOptions.On %v: dev layer %v, want %v", c.env, c.opt, on, c.want)
		}
	}
}

// The dev layer's judder and animation error are the sandbox's: measured
// at the time scale, so that jittery frames drawn at alpha are as smooth
// at ×¼ as at ×1, held while paused, and started over on resuming, with
// no figure until a whole second has been measured again.
func TestDevSmoothnessFollowsTheScale(t *testing.T) {
	l, _, clock := devLoop(t)
	gametest.Do(func() { l.dev.do(instrument.ToggleJitter) })
	for range 2 { // a key steps from the scale the latest frame ran at
		gametest.Do(func() { l.dev.do(instrument.ScaleDown) })
		frame(t, l, clock, 0)
	}
	for range 300 {
		frame(t, l, clock, 0)
	}
	var r instrument.Readout
	l.Dev().Readout(&r)
	st := &r.Stats
	if l.Latest().Scale != 0.25 || !st.SmoothMeasured || st.Judder > 1e-6 || st.AnimationError > 1e-3 {
		t.Errorf("jittery frames at ×%v: judder %v, error %v ms (measured %v); want 0 and 0, as at ×1",
			l.Latest().Scale, st.Judder, st.AnimationError, st.SmoothMeasured)
	}
	held := st.Judder
	gametest.Do(func() { l.dev.do(instrument.TogglePause) })
	frame(t, l, clock, 0)
	l.Dev().Readout(&r)
	if !st.SmoothMeasured || st.Judder != held {
		t.Errorf("paused: judder %v measured %v; want %v held: the figures stand still", st.Judder, st.SmoothMeasured, held)
	}
	gametest.Do(func() { l.dev.do(instrument.TogglePause) })
	frame(t, l, clock, 0)
	l.Dev().Readout(&r)
	if st.SmoothMeasured || st.Judder != 0 {
		t.Errorf("resumed: judder %v measured %v; want none", st.Judder, st.SmoothMeasured)
	}
}

// The dev layer's limits row says the limits the policy keeps, as the
// sandbox's does: an engine's own, or Tickbox's clamp and tick cap.
func TestDevSaysThePolicysLimits(t *testing.T) {
	l, _, clock := devLoop(t)
	frame(t, l, clock, tick60)
	var r instrument.Readout
	l.Dev().Readout(&r)
	set := &r.Settings
	if set.OwnLimits || !set.Limits || set.PolicyLimits.Clamp != set.MaxFrame || set.PolicyLimits.TickCap != int64(set.MaxUpdates) {
		t.Errorf("tickbox: limits %v, own %v, %+v; want on, Tickbox's clamp %v and tick cap %d",
			set.Limits, set.OwnLimits, set.PolicyLimits, set.MaxFrame, set.MaxUpdates)
	}
	if err := l.SetPolicy("godot"); err != nil {
		t.Fatal(err)
	}
	frame(t, l, clock, tick60)
	l.Dev().Readout(&r)
	if want := (sched.Limits{TickCap: 8}); !set.OwnLimits || set.PolicyLimits != want || set.Policy != "godot" {
		t.Errorf("godot: %q's limits %+v, own %v; want its own, %+v", set.Policy, set.PolicyLimits, set.OwnLimits, want)
	}
}
