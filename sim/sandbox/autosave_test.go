package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim"
	"tickbox/sim/loop"
	"tickbox/sim/sandbox"
)

// A recording in progress is autosaved every 10 s, by the sandbox's clock,
// to its partial file, so a kill -9 loses at most 10 s; the next start
// offers it back under a name of its own and says how to play it. It once
// lived only in memory until R, Close or a reset.
func TestAutosaveAndRecover(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	frame := 16_666_667 * time.Nanosecond
	playScript(s, clock, frame, 25*60, busy) // 25 s at 60 fps: two autosaves
	s.Die()                                  // killed here: no StopRecording, no Close
	if _, err := os.Stat(path); err == nil {
		t.Fatalf("%s exists before the recording stopped", path)
	}
	next, _ := newSandbox(t, nil)
	next.Notices()
	found := next.Recover(dir)
	want := filepath.Join(dir, "session-recovered.tbr")
	if len(found) != 1 || found[0] != want {
		t.Fatalf("Recover found %q: want %q", found, want)
	}
	r := load(t, want)
	played := s.Scene().World().Tick
	if lost := played - r.Final; lost < 0 || lost > 10*60 {
		t.Errorf("recovered up to tick %d of %d played: want at most 10 s (600 ticks) lost", r.Final, played)
	}
	notes := next.Notices()
	if len(notes) != 1 || !strings.Contains(notes[0].Text, `tickbox play -replay "`+want+`"`) || !notes[0].Log {
		t.Errorf("notices %+v: want one, logged, saying where the recording is and how to play it", notes)
	}
	if again := next.Recover(dir); len(again) != 0 {
		t.Errorf("a second Recover found %q: want nothing left", again)
	}
}

// A recording saved as usual leaves no autosave behind to recover.
func TestSavedRecordingLeavesNoPartial(t *testing.T) {
	dir := t.TempDir()
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(filepath.Join(dir, "session.tbr")); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, 16_666_667*time.Nanosecond, 12*60, busy)
	if _, err := s.StopRecording(); err != nil {
		t.Fatal(err)
	}
	if found := s.Recover(dir); len(found) != 0 {
		t.Errorf("after a save Recover found %q: want nothing", found)
	}
}

// Two windows recording into one folder: the second's start recovers
// nothing of the first's recording in progress, which goes on and is saved
// as usual. The second once took the first's live autosave, saying the
// session before had stopped without saving it.
func TestRecoverLeavesALiveAutosave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	first, clock := newSandbox(t, nil)
	if err := first.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	playScript(first, clock, 16_666_667*time.Nanosecond, 12*60, busy) // an autosave
	partial := filepath.Join(dir, ".session.tbr.partial")
	if _, err := os.Stat(partial); err != nil {
		t.Fatalf("no autosave after 12 s: %v", err)
	}
	second, _ := newSandbox(t, nil)
	second.Notices()
	if found := second.Recover(dir); len(found) != 0 {
		t.Fatalf("the second window recovered %q from the first's live recording", found)
	}
	if notes := second.Notices(); len(notes) != 0 {
		t.Errorf("the second window said %+v: want nothing", notes)
	}
	if _, err := os.Stat(partial); err != nil {
		t.Fatalf("the first's autosave after the second's start: %v", err)
	}
	playScript(first, clock, 16_666_667*time.Nanosecond, 60, busy)
	if _, err := first.StopRecording(); err != nil {
		t.Fatal(err)
	}
	if r := load(t, path); r.Final != first.Scene().World().Tick {
		t.Errorf("the first's recording ends at tick %d: want %d", r.Final, first.Scene().World().Tick)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files after the save: want session.tbr alone", len(entries))
	}
}

// A recording to a file another live window records to is refused at its
// start, before the first has autosaved and after, naming the lock it
// holds, and the other's autosave is left as it was; once the first has
// saved, the file is free. Two windows 3 s apart were both allowed until
// the first autosave (10 s in): the second's save replaced the first's
// file, and the first's said it had saved ticks the file did not hold.
func TestRecordingRefusesAnothersLiveTarget(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	first, clock := newSandbox(t, nil)
	if err := first.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	second, _ := newSandbox(t, nil)
	refused := func(when string) {
		t.Helper()
		err := second.StartRecording(path)
		if err == nil || !strings.Contains(err.Error(), `".session.tbr.lock"`) || !strings.Contains(err.Error(), "a running process is writing it") {
			t.Errorf("a second recording to %q %s: %v; want it refused, naming the lock", path, when, err)
		}
		if _, on := second.Scene().Recording(); on {
			t.Errorf("the second sandbox records after the refusal %s", when)
		}
	}
	refused("before any tick")
	playScript(first, clock, 16_666_667*time.Nanosecond, 12*60, busy) // an autosave
	partial := filepath.Join(dir, ".session.tbr.partial")
	before, err := os.ReadFile(partial)
	if err != nil {
		t.Fatal(err)
	}
	refused("after the first's autosave")
	if after, err := os.ReadFile(partial); err != nil || string(after) != string(before) {
		t.Errorf("the first's autosave changed under the second's start (%v)", err)
	}
	if _, err := first.StopRecording(); err != nil {
		t.Fatal(err)
	}
	if err := second.StartRecording(path); err != nil {
		t.Errorf("a recording to %q once the first saved: %v", path, err)
	}
	second.StopRecording()
}

// watchedClock is a virtual clock that looks for a file each time
// something sleeps on it, as each tick's load does: seen is the clock's
// reading when the file was first there, and tick the last tick the file
// then held (-1 until then).
type watchedClock struct {
	loop.VirtualClock
	path string
	seen time.Duration
	tick int64
}

func (c *watchedClock) Sleep(d time.Duration) {
	c.VirtualClock.Sleep(d)
	if c.tick >= 0 {
		return
	}
	if r, err := sim.LoadTape(c.path); err == nil {
		c.seen, c.tick = c.Now(), r.Final
	}
}

// The autosave runs by the clock between ticks, not only between frames:
// a frame that lasts longer than AutosaveEvery (the limits off, a second a
// tick, 60 ticks) leaves an autosave on disk before it ends, which a kill
// -9 in the middle of the frame would find. It once ran only once a frame
// had ended, and a frame that did not end lost the whole recording.
func TestAutosaveInsideALongFrame(t *testing.T) {
	dir := t.TempDir()
	clock := &watchedClock{path: filepath.Join(dir, ".session.tbr.partial"), tick: -1}
	o := sandbox.DefaultOptions()
	o.Limits, o.Load = false, time.Second
	s, err := sandbox.New(o, clock)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.StartRecording(filepath.Join(dir, "session.tbr")); err != nil {
		t.Fatal(err)
	}
	s.Frame() // the first frame lasts nothing: no tick
	start := clock.Now()
	clock.Advance(time.Second)
	s.Frame() // 60 ticks of a second each: a minute
	end, ticks := clock.Now(), s.Scene().Tick()
	if ticks != 60 || end-start < 60*time.Second {
		t.Fatalf("the frame ran %d ticks in %v: want 60 in a minute", ticks, end-start)
	}
	if clock.tick < 0 {
		t.Fatal("no autosave on disk while the frame of a minute ran")
	}
	// The first autosave is due AutosaveEvery after the recording's first
	// frame, and is written after the tick that passes it.
	if late := clock.seen - start - sandbox.AutosaveEvery; late < 0 || late > 2*o.Load || clock.tick == 0 || clock.tick >= ticks {
		t.Errorf("the first autosave was there at %v into the frame, holding %d ticks of %d: want it %v in, a tick or two late at most, "+
			"holding some ticks, not all", clock.seen-start, clock.tick, ticks, sandbox.AutosaveEvery)
	}
}

// An autosave a crash left with the release before tapes (the replay
// journal, "TBXJ") is recovered too: saved as the tape it is, which plays
// to its end with every fingerprint matching.
func TestRecoverAnAutosaveFromBeforeTapes(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("..", "testdata", "legacy-autosave.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ".old.tbr.partial"), old, 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := newSandbox(t, nil)
	found := s.Recover(dir)
	want := filepath.Join(dir, "old-recovered.tbr")
	if len(found) != 1 || found[0] != want {
		t.Fatalf("Recover found %q: want %q", found, want)
	}
	data, err := os.ReadFile(want)
	if err != nil || sim.IsLegacy(data) {
		t.Fatalf("the recovered file: %v; want a tape", err)
	}
	r := load(t, want)
	if w := replayHeadless(t, r); w.Tick != 450 || r.Start != 50 {
		t.Errorf("the recovered tape plays ticks %d to %d: want 50 to 450", r.Start, w.Tick)
	}
}
