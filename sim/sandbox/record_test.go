package sandbox

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/oldtape"
	"tickbox/sim/tape"
)

// play runs frames of frame on the clock, doing the actions of script at
// the frames it names (frame numbers from 0).
func playScript(s *Sandbox, clock *fixed.VirtualClock, frame time.Duration, n int, script map[int][]instrument.Action) {
	for i := range n {
		for _, a := range script[i] {
			s.Do(a)
		}
		clock.Advance(frame)
		s.Frame()
	}
}

// busy is a script of every kind of input, for recordings worth replaying.
var busy = map[int][]instrument.Action{
	3: {Jump}, 40: {Kick}, 41: {Jump}, 90: {Teleport},
	130: {KickLeft, Jump}, 170: {KickRight}, 200: {Teleport, Kick},
}

// load reads a saved replay, failing the test if it does not decode.
func load(t *testing.T, path string) *tape.Recording {
	t.Helper()
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// replayHeadless plays r with no sandbox at all, as `tickbox replay`
// does, and returns the world it ends with; it fails the test on a
// mismatching checkpoint.
func replayHeadless(t *testing.T, r *tape.Recording) *bounce.World {
	t.Helper()
	p, w, err := bounce.Play(r)
	if err != nil {
		t.Fatal(err)
	}
	for !p.Done(w.Tick) {
		if hz, ok := p.Rate(w.Tick); ok {
			w.SetRate(hz)
		}
		w.Step(p.Take(w.Tick))
		p.Check(w.Tick, w)
	}
	if m, bad := p.Mismatch(); bad {
		t.Fatalf("the recording does not replay: %v", m)
	}
	return w.World
}

// fixedWorld is the sandbox's fixed-step world in every mode.
func fixedWorld(s *Sandbox) *bounce.World {
	if ref := s.Scene().reference(); ref != nil {
		return ref
	}
	return s.Scene().World()
}

// "A recording is never lost or left half-written": nothing is written
// while recording, and closing the sandbox (Esc, the close button, Ctrl+C
// all end in Close) saves it whole, ending at the last tick that ran.
func TestCloseSavesTheRecording(t *testing.T) {
	s, clock := newSandbox(t, nil)
	path := filepath.Join(t.TempDir(), "session.tbr")
	if err := s.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, frame60, 240, busy)
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the file exists before the recording stops (%v): it would be half-written", err)
	}
	tick, fp := s.Scene().World().Tick, sealed(s.Scene().World())
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	r := load(t, path)
	if r.Start != 0 || r.Final != tick || r.Last != r.Seal(fp) || !freshStart(t, r) {
		t.Fatalf("saved ticks %d to %d ending in %s (a fresh start %v); want 0 to %d ending in %s, fresh",
			r.Start, r.Final, tape.Format(r.Last), freshStart(t, r), tick, tape.Format(r.Seal(fp)))
	}
	// Actions in one frame go to one tick: 7 ticks have input.
	if len(r.Events) != 7 {
		t.Errorf("%d events saved, want the 7 ticks with input of the script: %v", len(r.Events), r.Events)
	}
	if w := replayHeadless(t, r); sealed(w) != fp {
		t.Fatalf("replayed: %s, want %s", tape.Format(sealed(w)), tape.Format(fp))
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("the folder holds %v; want the recording alone, no temporary file", entries)
	}
}

// R starts a recording named by the time in the record folder and shows
// REC with the ticks; R again saves it and says where.
func TestRecordKey(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "shots") // made on demand
	s, clock := newSandbox(t, func(o *Options) { o.RecordDir = dir })
	playScript(s, clock, frame60, 31, nil) // the first frame starts the clock: 30 ticks
	s.Do(Record)
	playScript(s, clock, frame60, 90, busy)
	st := s.Scene().Replay()
	if st.Recording == "" || st.Recorded != 90 {
		t.Fatalf("while recording: %+v; want 90 ticks recorded", st)
	}
	path, on := s.Scene().recording()
	if !on || filepath.Dir(path) != dir || !strings.HasPrefix(filepath.Base(path), "tickbox-") || filepath.Ext(path) != ".tbr" {
		t.Fatalf("recording into %q (%v); want tickbox-<time>.tbr in %s", path, on, dir)
	}
	s.Do(Record)
	if st := s.Scene().Replay(); st.Recording != "" || st.Playing != "" {
		t.Fatalf("after R again: %v, want neither recording nor playing", st)
	}
	notices := s.Notices()
	if last := notices[len(notices)-1]; !strings.Contains(last.Text, "saved "+strconv.Quote(path)) || !last.Log {
		t.Fatalf("the last notice is %+v; want the saved path, logged", last)
	}
	r := load(t, path)
	// Started at tick 30, from a world that is not fresh: its state is in the file.
	if r.Start != 30 || r.Final != 120 || freshStart(t, r) {
		t.Fatalf("saved ticks %d to %d (a fresh start %v); want 30 to 120 from the world at 30", r.Start, r.Final, freshStart(t, r))
	}
	if w := replayHeadless(t, r); w.Fingerprint() != s.Scene().World().Fingerprint() {
		t.Fatal("the recording does not end where the world is")
	}
}

// A reset cannot go into the file (the world jumps back to tick 0): the
// recording so far is saved, and recording goes on in FILE-2, FILE-3.
func TestResetDuringRecordingStartsTheNextFile(t *testing.T) {
	dir := t.TempDir()
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(filepath.Join(dir, "s.tbr")); err != nil {
		t.Fatal(err)
	}
	var want []uint64
	s.Frame() // start the clock
	for part := range 3 {
		playScript(s, clock, frame60, 100+part*10, busy)
		want = append(want, sealed(s.Scene().World()))
		if part < 2 {
			s.Do(Reset)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"s.tbr", "s-2.tbr", "s-3.tbr"} {
		r := load(t, filepath.Join(dir, name))
		if r.Start != 0 || r.Final != int64(100+i*10) || r.Last != r.Seal(want[i]) {
			t.Errorf("%s: ticks %d to %d ending in %s; want 0 to %d ending in %s", name,
				r.Start, r.Final, tape.Format(r.Last), 100+i*10, tape.Format(r.Seal(want[i])))
		}
		replayHeadless(t, r)
	}
}

// Whatever the loop does while recording (variable step, tick rates,
// fast, pause and single steps, hitches, load, scale), the file replays
// the fixed world exactly: the variable world is not recorded, since only
// a fixed step can be replayed.
func TestRecordingReplaysInEveryMode(t *testing.T) {
	for _, tc := range []struct {
		name    string
		actions []instrument.Action
	}{
		{"variable step", []instrument.Action{ToggleVariable}},
		{"tick rate changes", []instrument.Action{CycleRate, CycleRate}},
		// With load, as fast as possible runs a few ticks a frame on a
		// virtual clock, not the fast mode's cap of 100,000.
		{"as fast as possible", []instrument.Action{instrument.LoadUp, ToggleFast}},
		{"paused and stepped", []instrument.Action{instrument.OneTick, instrument.OneTick, Jump, instrument.OneTick, instrument.TogglePause}},
		{"hitch, load, scale", []instrument.Action{instrument.Hitch, instrument.LoadUp, instrument.ScaleUp, instrument.ScaleUp}},
		{"limits off, long hitch", []instrument.Action{ToggleLimits, instrument.LongHitch}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, clock := newSandbox(t, nil)
			path := filepath.Join(t.TempDir(), "r.tbr")
			if err := s.StartRecording(path); err != nil {
				t.Fatal(err)
			}
			script := map[int][]instrument.Action{}
			for f, as := range busy {
				script[f] = as
			}
			for i, a := range tc.actions {
				script[20+25*i] = append(script[20+25*i], a)
			}
			playScript(s, clock, frame60, 240, script)
			w := fixedWorld(s)
			tick, fp := w.Tick, w.Fingerprint()
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			r := load(t, path)
			if r.Final != tick || replayHeadless(t, r).Fingerprint() != fp {
				t.Fatalf("the recording ends at tick %d and does not replay to the fixed world at %d", r.Final, tick)
			}
		})
	}
}

// freshStart reports whether r starts from a world fresh from bounce.New.
func freshStart(t *testing.T, r *tape.Recording) bool {
	t.Helper()
	w, err := bounce.Unmarshal(r.State)
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := bounce.New(w.Config)
	if err != nil {
		t.Fatal(err)
	}
	return w.Tick == 0 && w.Fingerprint() == fresh.Fingerprint()
}

// sealed is w's fingerprint as a recording that began with w's config
// sees it (bounce.Taped), before the tape seals it (tape.Recording.Seal).
func sealed(w *bounce.World) uint64 { return bounce.NewTaped(w).Fingerprint() }

// Backspace while a replay plays and is recorded plays it again from its
// start: the recording so far is saved, and goes on in FILE-2 from the
// replay's start to its end, the replay again; no empty part between.
func TestReplayAgainWhileRecording(t *testing.T) {
	r := recordHeadless(t, bounce.DefaultConfig(), 300, false)
	s, clock := newSandbox(t, nil)
	if err := s.Play(r); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := s.StartRecording(filepath.Join(dir, "s.tbr")); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, frame60, 101, nil) // the first frame starts the clock: 100 ticks
	s.Do(Reset)
	playToEnd(t, s, clock, steady(frame60), nil)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Fatalf("the folder holds %v; want s.tbr and s-2.tbr", entries)
	}
	before, again := load(t, filepath.Join(dir, "s.tbr")), load(t, filepath.Join(dir, "s-2.tbr"))
	if before.Start != 0 || before.Final != 100 || again.Start != 0 || again.Final != r.Final || again.Last != r.Last {
		t.Errorf("parts of ticks %d to %d, then %d to %d ending in %s; want 0 to 100, then the replay again, 0 to %d ending in %s",
			before.Start, before.Final, again.Start, again.Final, tape.Format(again.Last), r.Final, tape.Format(r.Last))
	}
}
