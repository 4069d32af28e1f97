package autosave_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/autosave"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// frame60 is a frame at 60 fps.
const frame60 = 16_666_667 * time.Nanosecond

// recorder returns a loop of a replayable game on clock recording into
// path, failing the test if it cannot start.
func recorder(t *testing.T, clock *fixed.VirtualClock, path string) taped[fixedtest.Press] {
	t.Helper()
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner", Clock: clock})
	if err := l.Tape().Record(path); err != nil {
		t.Fatal(err)
	}
	return l
}

// playFor runs n frames of frame on clock, jumping now and then.
func playFor(t *testing.T, l taped[fixedtest.Press], clock *fixed.VirtualClock, frame time.Duration, n int) {
	t.Helper()
	for i := range n {
		l.Feed(fixedtest.Press{Jump: i%40 == 3, Run: i%3 == 0})
		clock.Advance(frame)
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	}
}

// loadTape reads a saved recording, failing the test if it does not
// decode.
func loadTape(t *testing.T, path string) *tape.Recording {
	t.Helper()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A recording in progress is autosaved every 10 s, by the loop's clock,
// to its partial file, so a kill -9 loses at most 10 s; Recover saves it
// back under a name of its own. It once lived only in memory until the
// recording stopped.
func TestAutosaveAndRecover(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	ticks := killed(t, path, 25) // 25 s at 60 fps: two autosaves
	if _, err := os.Stat(path); err == nil {
		t.Fatalf("%s exists before the recording stopped", path)
	}
	found, failed := autosave.Recover(nil, dir)
	want := filepath.Join(dir, "session-recovered.tbr")
	if len(found) != 1 || found[0] != want || len(failed) != 0 {
		t.Fatalf("Recover found %q, failed %v: want %q", found, failed, want)
	}
	r := loadTape(t, want)
	if lost := ticks - r.Final; lost < 0 || lost > 10*60 {
		t.Errorf("recovered up to tick %d of %d played: want at most 10 s (600 ticks) lost", r.Final, ticks)
	}
	if again, _ := autosave.Recover(nil, dir); len(again) != 0 {
		t.Errorf("a second Recover found %q: want nothing left", again)
	}
}

// A recording saved as usual leaves no autosave behind to recover.
func TestSavedRecordingLeavesNoPartial(t *testing.T) {
	dir := t.TempDir()
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, filepath.Join(dir, "session.tbr"))
	playFor(t, l, clock, frame60, 12*60)
	if _, err := l.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	if found, _ := autosave.Recover(nil, dir); len(found) != 0 {
		t.Errorf("after a save Recover found %q: want nothing", found)
	}
}

// Two processes recording into one folder: the second's start recovers
// nothing of the first's recording in progress, which goes on and is saved
// as usual. The second once took the first's live autosave, saying the
// session before had stopped without saving it.
func TestRecoverLeavesALiveAutosave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	clock := &fixed.VirtualClock{}
	first := recorder(t, clock, path)
	playFor(t, first, clock, frame60, 12*60) // an autosave
	partial := filepath.Join(dir, ".session.tbr.partial")
	if _, err := os.Stat(partial); err != nil {
		t.Fatalf("no autosave after 12 s: %v", err)
	}
	if found, failed := autosave.Recover(nil, dir); len(found) != 0 || len(failed) != 0 {
		t.Fatalf("the second process recovered %q (failed %v) from the first's live recording", found, failed)
	}
	if _, err := os.Stat(partial); err != nil {
		t.Fatalf("the first's autosave after the second's start: %v", err)
	}
	playFor(t, first, clock, frame60, 60)
	if _, err := first.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	if r := loadTape(t, path); r.Final != first.Tick() {
		t.Errorf("the first's recording ends at tick %d: want %d", r.Final, first.Tick())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files after the save: want session.tbr alone", len(entries))
	}
}

// A recording to a file another live process records to is refused at
// its start, before the first has autosaved and after, naming the lock it
// holds, and the other's autosave is left as it was; once the first has
// saved, the file is free. Two windows 3 s apart were both allowed until
// the first autosave (10 s in): the second's save replaced the first's
// file, and the first's said it had saved ticks the file did not hold.
func TestRecordingRefusesAnothersLiveTarget(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.tbr")
	clock := &fixed.VirtualClock{}
	first := recorder(t, clock, path)
	second := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"})
	refused := func(when string) {
		t.Helper()
		err := second.Tape().Record(path)
		if err == nil || !strings.Contains(err.Error(), `".session.tbr.lock"`) || !strings.Contains(err.Error(), "a running process is writing it") {
			t.Errorf("a second recording to %q %s: %v; want it refused, naming the lock", path, when, err)
		}
		if r := second.Tape().Replay(); r.Recording != "" {
			t.Errorf("the second loop records after the refusal %s", when)
		}
	}
	refused("before any tick")
	playFor(t, first, clock, frame60, 12*60) // an autosave
	partial := filepath.Join(dir, ".session.tbr.partial")
	before, err := os.ReadFile(partial)
	if err != nil {
		t.Fatal(err)
	}
	refused("after the first's autosave")
	if after, err := os.ReadFile(partial); err != nil || string(after) != string(before) {
		t.Errorf("the first's autosave changed under the second's start (%v)", err)
	}
	if _, err := first.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	if err := second.Tape().Record(path); err != nil {
		t.Errorf("a recording to %q once the first saved: %v", path, err)
	}
	second.Tape().StopRecording()
}

// slow is a replayable game whose every tick takes a second of the
// clock, and which looks for a file after each: seen is the clock's
// reading when the file was first there, and tick the last tick the file
// then held (-1 until then).
type slow struct {
	fixedtest.Replayable
	clock *fixed.VirtualClock
	path  string
	seen  time.Duration
	tick  int64
}

func (g *slow) Step(in fixedtest.Press) {
	g.Replayable.Step(in)
	g.clock.Advance(time.Second)
	if g.tick >= 0 {
		return
	}
	if data, err := os.ReadFile(g.path); err == nil {
		if r, err := autosave.Decode(data); err == nil {
			g.seen, g.tick = g.clock.Now(), r.Final
		}
	}
}

// The autosave runs by the clock between ticks, not only between frames:
// a frame that lasts longer than autosaveEvery (the limits off, a second a
// tick, 60 ticks) leaves an autosave on disk before it ends, which a kill
// -9 in the middle of the frame would find. It once ran only once a frame
// had ended, and a frame that did not end lost the whole recording.
func TestAutosaveInsideALongFrame(t *testing.T) {
	dir := t.TempDir()
	clock := &fixed.VirtualClock{}
	g := &slow{clock: clock, path: filepath.Join(dir, ".session.tbr.partial"), tick: -1}
	mf, mu := time.Duration(fixed.Unlimited), fixed.Unlimited
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner", Clock: clock, MaxFrame: mf, MaxUpdates: mu})
	if err := l.Tape().Record(filepath.Join(dir, "session.tbr")); err != nil {
		t.Fatal(err)
	}
	advance(t, l, 0) // the first frame: no tick, and the autosave's timing starts
	start := clock.Now()
	advance(t, l, time.Second) // 60 ticks of a second each: a minute
	end, ticks := clock.Now(), l.Tick()
	if ticks != 60 || end-start < 60*time.Second {
		t.Fatalf("the frame ran %d ticks in %v: want 60 in a minute", ticks, end-start)
	}
	if g.tick < 0 {
		t.Fatal("no autosave on disk while the frame of a minute ran")
	}
	// The first autosave is due autosaveEvery after the recording's first
	// frame, and is written after the tick that passes it.
	if late := g.seen - start - autosave.Every; late < 0 || late > 2*time.Second || g.tick == 0 || g.tick >= ticks {
		t.Errorf("the first autosave was there at %v into the frame, holding %d ticks of %d: want it %v in, a tick or two late at most, "+
			"holding some ticks, not all", g.seen-start, g.tick, ticks, autosave.Every)
	}
}

// Any name the system accepts is autosaved and recovered (and saved:
// package tape's TestLongNamesAreRecorded): a 255-byte name's autosave
// (its name plus 9) was never written.
func TestLongNamesAreAutosaved(t *testing.T) {
	base := strings.Repeat("n", 251) + ".tbr"
	dir := t.TempDir()
	killed(t, filepath.Join(dir, base), 12) // an autosave
	found, _ := autosave.Recover(nil, dir)
	if len(found) != 1 || len(filepath.Base(found[0])) > 255 {
		t.Fatalf("Recover of a 255-byte name's autosave found %q: want one recording", found)
	}
	if r := loadTape(t, found[0]); r.Final < 10*60 {
		t.Errorf("the recovered recording ends at tick %d: want its autosave's 600 or more", r.Final)
	}
}

// A recording that autosaves allocates nothing a frame, its autosaves
// included once the file exists: the part's Keeper is called after every
// tick and frame, and must cost a comparison while nothing is due.
func TestAutosavedRecordingAllocatesNothing(t *testing.T) {
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, filepath.Join(t.TempDir(), "session.tbr"))
	playFor(t, l, clock, frame60, 12*60)      // the first autosave made the file
	n := testing.AllocsPerRun(30*60, func() { // three autosaves
		clock.Advance(frame60)
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("a frame of a recording that autosaves: %v allocations, want none", n)
	}
}

// A window given no tape.Options has no recording part (its Loop.Tape is
// nil): attaching the autosave to it keeps nothing, and does not panic.
func TestAttachToNoTape(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Attach(nil) panicked: %v", r)
		}
	}()
	autosave.Attach[fixedtest.Press](nil)
}
