package instrument_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/pacing"
)

// The costs the dev layer shows (the time ticks and drawing took) are
// measurements on a real clock, not on a VirtualClock, which stands still
// while work is done: they would read 0, which says nothing, and a
// script's picture must not depend on how fast the machine is anyway.
func TestMeasured(t *testing.T) {
	for _, tc := range []struct {
		clock fixed.Clock
		want  bool
	}{
		{fixed.NewMonotonic(), true},
		{&fixed.VirtualClock{}, false},
	} {
		_, d := attach(t, &counter{}, fixed.Options{Clock: tc.clock})
		var r instrument.Readout
		if d.Readout(&r); r.Measured != tc.want {
			t.Errorf("Measured on %T = %v, want %v", tc.clock, r.Measured, tc.want)
		}
	}
}

// newest is a counter at 10 Hz that draws its newest tick (fixed.Timed),
// under the mode it names.
type newest struct {
	counter
	mode string
}

func (g *newest) DrawnTime(float64) (float64, string) {
	return instrument.DrawnTime(int64(g.n), 1, 10), g.mode
}

// The smoothness measures the game as it says it draws (fixed.Timed): at
// 10 Hz and 60 fps newest-only drawing steps a tick every sixth frame,
// judder √5, where the previous tick plus alpha is smooth; a new mode
// starts the measurement over.
func TestSmoothnessAsTheGameDraws(t *testing.T) {
	for _, tc := range []struct {
		game     fixed.Stepper[fixed.None]
		min, max float64
	}{
		{&newest{mode: "newest"}, 2.2, 2.25}, // steps of 0, 0, 0, 0, 0, 6 frames' worth: sd √5 of mean 1
		{&counter{}, 0, 1e-6},
	} {
		_, d, clock := devLoop(t, tc.game, fixed.Options{Rate: 10})
		runFrames(t, d, clock, tick, 200)
		if st := d.Stats(); !st.SmoothMeasured || st.Judder < tc.min || st.Judder > tc.max {
			t.Errorf("%T at 10 Hz, 60 fps: judder %v (measured %v), want %v to %v", tc.game, st.Judder, st.SmoothMeasured, tc.min, tc.max)
		}
		if g, ok := tc.game.(*newest); ok {
			g.mode = "another"
			runFrames(t, d, clock, tick, 1)
			if d.Stats().SmoothMeasured {
				t.Error("a new mode: the smoothness went on measuring")
			}
		}
	}
}

// Frames in which no body moves with real time (fast ones) and a state
// started over stop the smoothness, until a whole second is measured
// again; StartOver forgets a stall not yet run.
func TestSmoothnessStopsAndStall(t *testing.T) {
	l, d, clock := devLoop(t, &counter{}, fixed.Options{})
	runFrames(t, d, clock, tick, 70)
	for _, tc := range []struct {
		name string
		stop func()
	}{
		{"fast", func() { l.SetFast(true); runFrames(t, d, clock, tick, 1); l.SetFast(false) }},
		{"started over", func() {
			if err := l.StartOver(0, 60); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		if !d.Stats().SmoothMeasured {
			t.Fatalf("before %s: not measured", tc.name)
		}
		tc.stop()
		runFrames(t, d, clock, tick, 1)
		if st := d.Stats(); st.SmoothMeasured {
			t.Errorf("%s: judder %v measured after it; want none", tc.name, st.Judder)
		}
		runFrames(t, d, clock, tick, 62)
	}
	if err := d.Stall(); err != nil {
		t.Fatal(err)
	}
	if err := l.StartOver(0, 60); err != nil {
		t.Fatal(err)
	}
	at := clock.Now()
	if runFrames(t, d, clock, tick, 1); clock.Now()-at != tick || d.Settings().Stall {
		t.Errorf("a stall before StartOver: the next frame took %v of the clock, stall %v; want %v, none", clock.Now()-at, d.Settings().Stall, tick)
	}
}

// costly is a counter whose ticks take 2 ms of its clock.
type costly struct {
	counter
	clock *fixed.VirtualClock
}

func (g *costly) Step(in fixed.None) { g.counter.Step(in); g.clock.Sleep(2 * time.Millisecond) }

// The timeline holds the time each frame's ticks took, the load apart,
// and whether the frame ran fast.
func TestTimelineStepTime(t *testing.T) {
	g := &costly{}
	l, d, clock := devLoop(t, g, fixed.Options{}, instrument.DevOptions{Load: time.Millisecond})
	g.clock = clock
	runFrames(t, d, clock, 2*tick, 3)
	f := d.Timeline().Back(0)
	if f.Ticks == 0 || f.SimTime != time.Duration(f.Ticks)*2*time.Millisecond || f.Fast {
		t.Errorf("a frame of %d ticks of 2 ms, 1 ms load: step time %v, fast %v", f.Ticks, f.SimTime, f.Fast)
	}
	l.SetFast(true)
	runFrames(t, d, clock, tick, 1)
	if f := d.Timeline().Back(0); !f.Fast {
		t.Error("a fast frame is not marked fast")
	}
}

// DevOptions.Jitter starts with jittery frames, drawn from JitterSeed: the
// same seed gives the same frames, another seed others.
func TestJitterSeed(t *testing.T) {
	lengths := func(seed uint64) []time.Duration {
		_, d, _ := devLoop(t, &counter{}, fixed.Options{}, instrument.DevOptions{Jitter: true, JitterSeed: seed})
		var out []time.Duration
		for range 20 {
			f, err := d.Frame()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, f.Measured)
		}
		return out[1:] // the first lasts 0
	}
	a, again, other := lengths(7), lengths(7), lengths(8)
	for i, d := range a {
		if d < instrument.JitterMin || d > instrument.JitterMax {
			t.Fatalf("jittery frame %d lasted %v, want %v to %v", i, d, instrument.JitterMin, instrument.JitterMax)
		}
	}
	if !slices.Equal(a, again) || slices.Equal(a, other) {
		t.Errorf("seed 7 gave %v and %v, seed 8 %v: want the same, then others", a, again, other)
	}
}

// StartFrameTrace records the frames measured from then on into its file,
// which StopFrameTrace saves, saying so with the command that reads it,
// the file's folder included (a folder with a space in it quoted for the
// shell), so that it can be pasted; with none recording, StopFrameTrace
// says nothing.
func TestFrameTrace(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my frames")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "frames.txt")
	_, d, clock := devLoop(t, &counter{}, fixed.Options{})
	d.StartFrameTrace(path)
	runFrames(t, d, clock, tick, 5)
	if s := d.TraceStatus(); !s.On || s.Frames != 5 {
		t.Errorf("recording 5 frames: %+v", s)
	}
	notice, err := d.StopFrameTrace()
	if want := "saved 5 frame times: tickbox policies -frames '" + path + "'"; err != nil || notice != want {
		t.Fatalf("StopFrameTrace: %q, %v; want %q", notice, err, want)
	}
	f, err := capture.Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Lengths(); len(got) != 5 || got[4] != tick {
		t.Errorf("the trace read %v; want 5 frames of %v", got, tick)
	}
	if notice, err := d.StopFrameTrace(); notice != "" || err != nil {
		t.Errorf("nothing recording: StopFrameTrace said %q, %v", notice, err)
	}
}

// A second of one frame has no spread to measure: frames of 1.5 s publish
// the judder once two of them are in, not a judder of 0 after one.
func TestSmoothnessWantsTwoFrames(t *testing.T) {
	_, d, clock := devLoop(t, &counter{}, fixed.Options{MaxFrame: fixed.Unlimited, MaxUpdates: fixed.Unlimited})
	runFrames(t, d, clock, tick, 1) // the first frame only starts the measurement
	runFrames(t, d, clock, 1500*time.Millisecond, 1)
	if st := d.Stats(); st.SmoothMeasured {
		t.Errorf("one frame of 1.5 s: judder %v published", st.Judder)
	}
	runFrames(t, d, clock, 1500*time.Millisecond, 1)
	if st := d.Stats(); !st.SmoothMeasured {
		t.Error("two frames of 1.5 s: no judder published")
	}
}

// The game speed: game time over real time, which the time scale, a
// pause, and load beyond what the tick cap lets through all show. The
// frames are whole nanoseconds a little longer than the 60 Hz step, so
// ×1 reads 1 to within a few parts in 10⁸, not exactly.
func TestGameSpeed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		o        fixed.Options
		snap     bool
		load     time.Duration
		paused   bool
		low, top float64
	}{
		{"×1", fixed.Options{}, false, 0, false, 1 - 1e-6, 1 + 1e-6},
		{"×½", fixed.Options{Scale: 0.5}, false, 0, false, 0.5 - 1e-6, 0.5 + 1e-6},
		{"×4", fixed.Options{Scale: 4}, false, 0, false, 4 - 1e-6, 4 + 1e-6},
		{"×1, filter on", fixed.Options{}, true, 0, false, 1 - 1e-6, 1 + 1e-6},
		{"paused", fixed.Options{}, false, 0, true, 0, 0},
		{"40 ms load a tick: slow motion", fixed.Options{}, false, 40 * time.Millisecond, false, 0.1, 0.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.Policy = "tickbox"
			l, d, clock := devLoop(t, &counter{}, tc.o, instrument.DevOptions{Load: tc.load})
			if tc.snap {
				s, _ := pacing.New(pacing.Config{On: true}) // the zero Config is valid
				l.Hook(fixed.Hooks[fixed.None]{Length: s.Length})
			}
			runFrames(t, d, clock, 0, 1)
			l.SetPaused(tc.paused)
			runFrames(t, d, clock, tick, 120)
			if got := d.Stats().Speed; got < tc.low || got > tc.top {
				t.Errorf("game speed %v, want %v to %v", got, tc.low, tc.top)
			}
		})
	}
}

// With no frame-time filter given, the dev layer measures the display's
// refresh itself, as the filter would (package refresh's Meter): nothing
// until a run of frames decides, then the common rate they fit; given a
// filter, it shows the filter's.
func TestDevMeasuresTheRefresh(t *testing.T) {
	_, d, clock := devLoop(t, &counter{}, fixed.Options{})
	runFrames(t, d, clock, 0, 1)
	runFrames(t, d, clock, time.Second/144+1, 4)
	if got := d.Stats().Refresh; got != 0 {
		t.Errorf("after 4 frames: refresh %v Hz, want 0 (measuring)", got)
	}
	runFrames(t, d, clock, time.Second/144+1, 40)
	if got := d.Stats().Refresh; got != 144 {
		t.Errorf("after 44 frames of 144 fps: refresh %v Hz, want 144", got)
	}
	s, _ := pacing.New(pacing.Config{Refresh: 60})
	d.SetSnapper(s)
	runFrames(t, d, clock, time.Second/60, 1)
	if got := d.Stats().Refresh; got != 60 {
		t.Errorf("given a Snapper of 60 Hz: refresh %v Hz, want its 60", got)
	}
}

// A path of plain runes goes into a command as it is; any other is quoted
// for a POSIX shell, a quote in it too.
func TestShellWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"traces/game-frames-1.5_a+b:c,d@e%f.txt", "traces/game-frames-1.5_a+b:c,d@e%f.txt"},
		{"", "''"},
		{"my frames.txt", "'my frames.txt'"},
		{"it's", `'it'\''s'`},
		{"café", "'café'"},
	} {
		if got := instrument.ShellWord(c.in); got != c.want {
			t.Errorf("shellWord(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}
