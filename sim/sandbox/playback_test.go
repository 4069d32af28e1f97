package sandbox

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// recordHeadless records ticks ticks of simtest.BusyInput from a world
// made from c, with the tick rate changed to 120 Hz a third of the way in
// if rateChange, and returns the recording: made without a sandbox, so
// that playing it in one is checked against something independent.
func recordHeadless(t *testing.T, c bounce.Config, ticks int64, rateChange bool) *tape.Recording {
	t.Helper()
	return recordAs(t, c, c.Build, ticks, rateChange)
}

// recordAs is recordHeadless with the recording labelled as made by build
// label while the world runs its own build: what a build that fuses records
// while it believes it is strict.
func recordAs(t *testing.T, c bounce.Config, label bounce.Build, ticks int64, rateChange bool) *tape.Recording {
	t.Helper()
	w, err := bounce.New(c)
	if err != nil {
		t.Fatal(err)
	}
	r := simtest.Record(t, w, label).Until(ticks/3, simtest.BusyInput)
	if rateChange {
		r.SetRate(120)
	}
	return r.Until(ticks, simtest.BusyInput).Done()
}

// playToEnd plays frames until the replay has ended, doing the actions of
// script at their frames and advancing the clock by frame(i) before frame
// i, and returns the number of frames it took.
func playToEnd(t *testing.T, s *Sandbox, clock *fixed.VirtualClock, frame func(i int) time.Duration, script map[int][]instrument.Action) int {
	t.Helper()
	for i := range 100_000 {
		if s.Scene().Replay().Done {
			return i
		}
		for _, a := range script[i] {
			s.Do(a)
		}
		clock.Advance(frame(i))
		s.Frame()
	}
	t.Fatalf("the replay did not end: %v", s.Scene().Replay())
	return 0
}

// Every key that would change the world, pressed while a replay plays.
var worldKeys = map[int][]instrument.Action{
	2: {Jump}, 5: {Kick, Teleport}, 9: {KickLeft}, 14: {KickRight},
	20: {CycleRate}, 33: {Jump, Teleport},
}

// A replay played in the sandbox ends in the recorded fingerprint whatever
// the frames: a cap with jitter, irregular virtual-clock frames, hitches
// and load, any time scale, limits off, fast, single steps. The keys that
// would change the world are pressed throughout and change nothing.
func TestPlaybackReproducesTheRecordingUnderAnyFrames(t *testing.T) {
	r := recordHeadless(t, bounce.DefaultConfig(), 1500, true)
	irregular := instrument.NewJitter(42)
	for _, tc := range []struct {
		name  string
		edit  func(*Options)
		frame func(i int) time.Duration
		keys  []instrument.Action // pressed every 7 frames, besides worldKeys
	}{
		{"60 fps", nil, steady(frame60), nil},
		{"30 fps cap and jitter", func(o *Options) { o.FPSCap = 30; o.Jitter = true }, steady(0), nil},
		{"irregular frames", nil, func(int) time.Duration { return irregular.Next(0) * 3 / 2 }, nil},
		{"hitches and load", func(o *Options) { o.Load = 5 * time.Millisecond }, steady(frame60), []instrument.Action{instrument.Hitch}},
		{"scale ×¼", func(o *Options) { o.Scale = 0.25 }, steady(frame60), nil},
		{"scale ×16, limits off", func(o *Options) { o.Scale = 16; o.Limits = false }, steady(frame60), nil},
		{"as fast as possible", func(o *Options) { o.Fast = true; o.Load = time.Millisecond }, steady(frame60), nil},
		{"variable mode", func(o *Options) { o.Mode = Variable }, steady(frame60), nil},
		{"single steps", nil, steady(frame60), []instrument.Action{instrument.OneTick, instrument.OneTick}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, clock := newSandbox(t, tc.edit)
			if err := s.Play(r); err != nil {
				t.Fatal(err)
			}
			script := map[int][]instrument.Action{}
			for i := 0; i < 30_000; i += 7 {
				script[i] = append(append(script[i], tc.keys...), worldKeys[i%40]...)
			}
			playToEnd(t, s, clock, tc.frame, script)
			w := fixedWorld(s)
			st := s.Scene().Replay()
			headless := replayHeadless(t, r)
			if w.Tick != r.Final || w.Fingerprint() != headless.Fingerprint() || st.Differs {
				t.Fatalf("ended at tick %d with %s (%v); want tick %d with %s",
					w.Tick, tape.Format(w.Fingerprint()), st, r.Final, tape.Format(headless.Fingerprint()))
			}
			if got, want := rows(st), "PLAY done, fingerprint ok; 26 fingerprints ok"; got != want {
				t.Fatalf("status %q, want %q", got, want)
			}
		})
	}
}

func steady(d time.Duration) func(int) time.Duration { return func(int) time.Duration { return d } }

// While it plays, the overlay shows PLAY tick/total, and the keys that
// would change the world say why they did nothing. At the end the sandbox
// pauses on the last tick; P goes on live from there.
func TestPlaybackShowsProgressAndEndsPaused(t *testing.T) {
	r := recordHeadless(t, bounce.DefaultConfig(), 300, false)
	s, clock := newSandbox(t, nil)
	if err := s.Play(r); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, frame60, 101, nil)
	if got := rows(s.Scene().Replay()); got != "PLAY 100/300; 1 fingerprint ok" {
		t.Fatalf("after 100 ticks: %q", got)
	}
	s.Do(Jump)
	if n := besideLandings(s.Notices()); len(n) != 1 || !strings.HasPrefix(n[0].Text, "jump ignored: a replay is playing") {
		t.Fatalf("notices after a jump: %+v", n)
	}
	playScript(s, clock, 100*time.Millisecond, 60, nil) // far more time than the replay needs
	if st := s.Scene().Replay(); !st.Done || !s.Scene().Settings().Paused || s.Scene().World().Tick != 300 {
		t.Fatalf("after the end: %v, paused %v, tick %d; want played, paused at 300", st, s.Scene().Settings().Paused, s.Scene().World().Tick)
	}
	s.Do(Kick)
	if n := s.Notices(); !strings.Contains(n[len(n)-1].Text, "the replay is over: P goes on live") {
		t.Fatalf("notices after a kick at the end: %+v", n)
	}
	s.Do(instrument.TogglePause)
	s.Do(Jump)
	playScript(s, clock, frame60, 10, nil)
	if st := s.Scene().Replay(); st.Playing != "" || s.Scene().World().Tick != 310 || s.Scene().World().Jumper.Y <= 0 {
		t.Fatalf("after P and a jump: %v at tick %d, jumper at %v m; want live, 310, in the air", st, s.Scene().World().Tick, s.Scene().World().Jumper.Y)
	}
	s.Do(Reset) // plays the replay again, from the next frame on
	playScript(s, clock, frame60, 11, nil)
	if got := rows(s.Scene().Replay()); got != "PLAY 11/300; 0 fingerprints ok" || s.Scene().Settings().Paused {
		t.Fatalf("after Backspace: %q, paused %v; want the replay playing again", got, s.Scene().Settings().Paused)
	}
}

// A fingerprint that differs shows DESYNC with the first bad tick, as
// precisely as can be found: at first the window the checkpoints allow;
// then, from the next checkpoint on, a checkpoint edited in the file is
// found to be the file's fault (the world plays right: the next one
// matches again), and a world whose rounding differs is pinned to the tick
// where fusing first changes it.
func TestPlaybackShowsDesync(t *testing.T) {
	wrongCheckpoint := recordHeadless(t, bounce.DefaultConfig(), 600, false)
	wrongCheckpoint.Prints[1] ^= 1 // after 120 ticks
	c := bounce.DefaultConfig()
	c.Build = bounce.GCC
	fusedAsNormal := recordAs(t, c, bounce.Strict, 600, false) // played by a world that does not fuse
	fusedAt := "DESYNC at tick " + strconv.FormatInt(firstFusedTick(t), 10)
	for _, tc := range []struct {
		name                 string
		r                    *tape.Recording
		firstAt              int    // ticks: after the first mismatch, before the next checkpoint
		first, during, atEnd string // after firstAt and 300 ticks, and at the end
	}{
		{"a wrong checkpoint", wrongCheckpoint, 150, "PLAY 150/600; DESYNC in ticks 60-119",
			"PLAY 300/600; DESYNC at tick 119", "PLAY done, DESYNC; DESYNC at tick 119"},
		{"fused rounding", fusedAsNormal, 100, "PLAY 100/600; DESYNC in ticks 0-59",
			"PLAY 300/600; " + fusedAt, "PLAY done, DESYNC; " + fusedAt},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, clock := newSandbox(t, nil)
			if err := s.Play(tc.r); err != nil {
				t.Fatal(err)
			}
			playScript(s, clock, frame60, tc.firstAt+1, nil) // the first frame starts the clock
			if got := rows(s.Scene().Replay()); got != tc.first {
				t.Errorf("after the first mismatch: %q, want %q", got, tc.first)
			}
			playScript(s, clock, frame60, 300-tc.firstAt, nil)
			if got := rows(s.Scene().Replay()); got != tc.during {
				t.Errorf("after the next checkpoint: %q, want %q", got, tc.during)
			}
			playToEnd(t, s, clock, steady(frame60), nil)
			if got := rows(s.Scene().Replay()); got != tc.atEnd {
				t.Errorf("at the end: %q, want %q", got, tc.atEnd)
			}
			var logged []string
			for _, n := range s.Notices() {
				if n.Log {
					logged = append(logged, n.Text)
				}
				if strings.Contains(n.Text, "DESYNC") && !n.Err {
					t.Errorf("notice %q is not marked an error: the window would show it as a success", n.Text)
				}
			}
			if len(logged) < 2 || !strings.HasPrefix(logged[0], "replay DESYNC: tick") {
				t.Errorf("logged %q; want the mismatch, then the first bad tick", logged)
			}
		})
	}
}

// firstFusedTick is the first tick at which the fused world's fingerprint
// parts from the normal one's under simtest.BusyInput, found by stepping both.
func firstFusedTick(t *testing.T) int64 {
	t.Helper()
	c := bounce.DefaultConfig()
	normal, _ := bounce.New(c)
	c.Build = bounce.GCC
	fused, _ := bounce.New(c)
	for normal.Tick < 600 {
		tick, in := normal.Tick, simtest.BusyInput(normal.Tick)
		normal.Step(in)
		fused.Step(in)
		if normal.Fingerprint() != fused.Fingerprint() {
			return tick
		}
	}
	t.Fatal("the fused world never parted from the normal one")
	return 0
}

// Naming the first bad tick plays the recording again from its start in
// the frame that finds it, so the sandbox looks for it only up to
// MaxLocateWork ball-ticks: in a world of 100,000 balls, a checkpoint
// edited at tick 120 is named (12 million), one at tick 240 is left as
// the window the checkpoints allow (24 million), and the log says why.
func TestPlaybackNamesTheBadTickUpToMaxLocateWork(t *testing.T) {
	c := bounce.DefaultConfig()
	c.Balls = maxLocateWork/200 - 1 // 200 ticks' work is the most
	r := recordHeadless(t, c, 300, false)
	for _, tc := range []struct {
		print    int // the checkpoint edited: after tick 60(print+1)
		from, to int64
		why      bool // a notice says why the tick is not named
	}{
		{1, 119, 119, false},
		{3, 180, 239, true},
	} {
		t.Run(strconv.Itoa(tc.print), func(t *testing.T) {
			edited := *r
			edited.Prints = slices.Clone(r.Prints)
			edited.Prints[tc.print] ^= 1
			s, clock := newSandbox(t, nil)
			if err := s.Play(&edited); err != nil {
				t.Fatal(err)
			}
			playToEnd(t, s, clock, steady(frame60), nil)
			if got := s.Scene().Replay(); !got.Done || !got.Differs || got.BadFrom != tc.from || got.BadTo != tc.to {
				t.Errorf("at the end: %v, ticks %d-%d; want done, differing in ticks %d-%d", got, got.BadFrom, got.BadTo, tc.from, tc.to)
			}
			why := false
			for _, n := range s.Notices() {
				if strings.Contains(n.Text, "not looked for") {
					why = n.Log && n.Err && strings.Contains(n.Text, "in ticks 180-239") && strings.Contains(n.Text, "24000000 ball-ticks")
				}
			}
			if why != tc.why {
				t.Errorf("a logged notice says why the tick is not named, in the window's ticks: %v, want %v", why, tc.why)
			}
		})
	}
}
