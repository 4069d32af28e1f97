package tape_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// session plays 600 frames of jittery length into l, jumping every 40th
// frame and running in every third, and returns the ticks run.
func session(t *testing.T, l taped[fixedtest.Press]) int64 {
	t.Helper()
	for i := range 600 {
		l.Feed(fixedtest.Press{Jump: i%40 == 3, Run: i%3 == 0})
		advance(t, l, time.Duration(4+i*7%37)*time.Millisecond)
	}
	return l.Latest().Tick
}

// A game recorded under one set of frames plays back under others with
// every fingerprint matching, ends where it was recorded, and pauses
// there.
func TestRecordAndReplay(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	g := &fixedtest.Replayable{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner"}, tape.Options{Rules: 2, Record: path})
	ticks := session(t, l)
	if r := l.Tape().Replay(); r.Recording != path || r.Recorded != ticks {
		t.Fatalf("recording %q of %d ticks, want %q of %d", r.Recording, r.Recorded, path, ticks)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	for _, frame := range []time.Duration{time.Second / 144, time.Second / 20, 300 * time.Millisecond} {
		p := &fixedtest.Replayable{}
		var log bytes.Buffer
		m := newLoop[fixedtest.Press](t, p, fixed.Options{Name: "runner", Log: &log}, tape.Options{Rules: 2, Replay: path})
		for range 10_000 {
			m.Feed(fixedtest.Press{Jump: true}) // the player's input is not the recording's
			if advance(t, m, frame); m.Tape().Replay().Done {
				break
			}
		}
		r := m.Tape().Replay()
		if !r.Done || r.Differs || r.Played != ticks || r.Checked != int(ticks)/tape.DefaultEvery+1 { // a checkpoint every DefaultEvery ticks, and the final fingerprint
			t.Fatalf("frames of %v: %+v; want done, %d ticks, every fingerprint matched", frame, r, ticks)
		}
		if p.Fingerprint() != g.Fingerprint() {
			t.Fatalf("frames of %v: ended at %x, recorded %x", frame, p.Fingerprint(), g.Fingerprint())
		}
		if f := advance(t, m, time.Second); f.Ticks != 0 || !f.Paused {
			t.Fatalf("frames of %v: after the end a frame ran %d ticks, paused %v; want paused", frame, f.Ticks, f.Paused)
		}
		if !strings.Contains(log.String(), "fingerprints matched") {
			t.Errorf("the log says %q", log.String())
		}
	}
}

// A recording with a fingerprint every tick that does not play back
// names the first tick that differs, and the game is left just after it,
// paused.
func TestReplayNamesTheFirstBadTick(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: path, Every: 1})
	session(t, l)
	l.Close()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	bad := r.Events[10].Tick
	if err := tapetest.SetInput(r, 10, []byte{1, 1}); err != nil { // a jump and a run the player never pressed
		t.Fatal(err)
	}
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}

	p := &fixedtest.Replayable{}
	var log bytes.Buffer
	m := newLoop[fixedtest.Press](t, p, fixed.Options{Name: "runner", Log: &log}, tape.Options{Replay: path})
	for !m.Tape().Replay().Done {
		advance(t, m, 100*time.Millisecond)
	}
	got := m.Tape().Replay()
	if !got.Differs || got.Bad.Tick != bad || got.Bad.Cause != tape.CauseDiffers {
		t.Fatalf("replay %+v: want tick %d named as differing", got, bad)
	}
	if m.Latest().Tick != bad+1 {
		t.Fatalf("left at tick %d, want %d, just after the bad tick", m.Latest().Tick, bad+1)
	}
	if !strings.Contains(log.String(), "first bad tick") {
		t.Errorf("the log says %q", log.String())
	}
}

// A replay of another game, or of other rules, is refused before the
// game starts, naming both.
func TestReplayOfAnotherGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: path})
	session(t, l)
	l.Close()
	_, err := attach[fixedtest.Press](&fixedtest.Replayable{}, fixed.Options{Name: "walker"}, tape.Options{Replay: path})
	if err == nil || !strings.Contains(err.Error(), `"runner"`) || !strings.Contains(err.Error(), `"walker"`) {
		t.Fatalf("a runner's recording played as a walker: %v", err)
	}
}

// New's errors about a file the Options name match ErrFile, so that a
// command exits 1 on them; the other errors of Options do not (a usage
// error, exit 2). A recording's save names its file quoted (it once
// printed the path as it is).
func TestFileErrorsAreErrFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad\x1b.tbr")
	if err := os.WriteFile(bad, []byte("not a recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		o    fixed.Options
		r    tape.Options
		file bool
	}{
		{fixed.Options{Name: "runner"}, tape.Options{Replay: bad}, true},
		{fixed.Options{Name: "runner"}, tape.Options{Replay: filepath.Join(dir, "missing.tbr")}, true},
		{fixed.Options{Name: "runner"}, tape.Options{Record: dir}, true}, // a folder
		{fixed.Options{Name: "runner", Policy: "nope"}, tape.Options{}, false},
		{fixed.Options{Name: "runner"}, tape.Options{Record: bad, Replay: bad}, false},
	} {
		_, err := attach[fixedtest.Press](&fixedtest.Replayable{}, c.o, c.r)
		if err == nil || errors.Is(err, tape.ErrFile) != c.file {
			t.Errorf("%+v %+v: %v; want an error, of a file %v", c.o, c.r, err, c.file)
		}
	}
	path := filepath.Join(dir, "s\x1b.tbr")
	var log bytes.Buffer
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner", Log: &log}, tape.Options{Record: path})
	session(t, l)
	l.Close()
	if want := fmt.Sprintf("saved %q: ", path); !strings.Contains(log.String(), want) || strings.Contains(log.String(), "\x1b") {
		t.Errorf("the log says %q; want the path quoted, %s", log.String(), want)
	}
}

// flakyGame steps differently the second time it runs a tick from a
// snapshot, from tick 100 on: as a game that read a clock would.
type flakyGame struct {
	fixedtest.Replayable
	steps int
}

func (f *flakyGame) Step(in fixedtest.Press) {
	f.steps++
	f.Replayable.Step(in)
	if f.steps > 200 && f.steps%2 == 0 {
		f.X.Current += 0.5
	}
}

// The synctest finds the first tick a game does not reproduce, and leaves
// a deterministic game alone.
func TestLoopSyncTest(t *testing.T) {
	g := &fixedtest.Replayable{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner"}, tape.Options{SyncTest: true})
	session(t, l)
	if r := l.Tape().Replay(); !r.SyncTest || r.SyncBad {
		t.Fatalf("a deterministic game under the synctest: %+v", r)
	}
	f := &flakyGame{}
	var log bytes.Buffer
	m := newLoop[fixedtest.Press](t, f, fixed.Options{Name: "runner", Log: &log}, tape.Options{SyncTest: true})
	session(t, m)
	if r := m.Tape().Replay(); !r.SyncBad || r.SyncTick != 100 {
		t.Fatalf("a flakyGame game under the synctest: %+v, want tick 100", r)
	}
	if !strings.Contains(log.String(), "tick 100 is not reproducible") {
		t.Errorf("the log says %q", log.String())
	}
}

// A recording goes on through a playback of a recording held in memory
// (Tape.Play): it records what the playback plays, its rate changes too,
// so that it holds the same ticks, events and final fingerprint.
func TestRecordThroughAPlayback(t *testing.T) {
	dir := t.TempDir()
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: filepath.Join(dir, "a.tbr")})
	session(t, l)
	if err := l.SetRate(120); err != nil {
		t.Fatal(err)
	}
	session(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	played := loadTape(t, filepath.Join(dir, "a.tbr"))
	m := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"})
	if err := m.Tape().Play(played); err != nil {
		t.Fatal(err)
	}
	if err := m.Tape().Record(filepath.Join(dir, "b.tbr")); err != nil {
		t.Fatal(err)
	}
	for i := 0; !m.Tape().Replay().Done && i < 10_000; i++ {
		advance(t, m, frame60)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	again := loadTape(t, filepath.Join(dir, "b.tbr"))
	if again.Start != played.Start || again.Final != played.Final || again.Last != played.Last || !reflect.DeepEqual(again.Events, played.Events) {
		t.Errorf("recorded through the playback: ticks %d to %d ending in %x, events %v; want %d to %d ending in %x, events %v",
			again.Start, again.Final, again.Last, again.Events, played.Start, played.Final, played.Last, played.Events)
	}
}

// A recording in progress when a playback starts is saved before the
// game jumps to the playback's start, and goes on in the next part's
// file, which holds what the playback plays: a recording cannot hold a
// game that jumps.
func TestPlaySplitsARecording(t *testing.T) {
	dir := t.TempDir()
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: filepath.Join(dir, "a.tbr")})
	session(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	played := loadTape(t, filepath.Join(dir, "a.tbr"))
	g := &fixedtest.Replayable{}
	m := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner"}, tape.Options{Record: filepath.Join(dir, "b.tbr")})
	for range 30 {
		m.Feed(fixedtest.Press{Run: true})
		advance(t, m, frame60)
	}
	tick, live := m.Tick(), g.Fingerprint()
	if err := m.Tape().Play(played); err != nil {
		t.Fatal(err)
	}
	for i := 0; !m.Tape().Replay().Done && i < 10_000; i++ {
		advance(t, m, frame60)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	before, after := loadTape(t, filepath.Join(dir, "b.tbr")), loadTape(t, filepath.Join(dir, "b-2.tbr"))
	if before.Start != 0 || before.Final != tick || before.Last != before.Seal(live) {
		t.Errorf("the part before the playback: ticks %d to %d ending in %x; want 0 to %d ending in the live game's %x",
			before.Start, before.Final, before.Last, tick, before.Seal(live))
	}
	if after.Start != played.Start || after.Final != played.Final || after.Last != played.Last || !reflect.DeepEqual(after.Events, played.Events) {
		t.Errorf("the part of the playback: ticks %d to %d ending in %x; want %d to %d ending in %x, the events played",
			after.Start, after.Final, after.Last, played.Start, played.Final, played.Last)
	}
}

// taper is a replayable game that is a tape.Taper: it gives its
// recordings' header itself, and a copy in which the loop names a
// playback's first bad tick.
type taper struct{ fixedtest.Replayable }

func (g *taper) Tape() (tape.Header, tape.State[fixedtest.Press]) {
	return tape.Header{Game: "runner", Rules: 1, Rate: 60, Every: 30}, &g.Replayable
}

func (g *taper) Scratch(*tape.Recording, int64) (tape.State[fixedtest.Press], error) {
	return &fixedtest.Replayable{}, nil
}

// When every fingerprint from one on is wrong and each tick of the window
// reproduces, a Taper's playback names the window's last tick as the first
// known to be wrong (Replay, for a verifier), while the overlay shows the
// window, which Locate could not narrow.
func TestTaperReplayOfAnUnnarrowedWindow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	l := newLoop[fixedtest.Press](t, &taper{}, fixed.Options{}, tape.Options{Record: path})
	session(t, l)
	l.Close()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 2; i < len(r.Prints); i++ { // after 90 ticks and on
		r.Prints[i] ^= 0xff
	}
	r.Last ^= 0xff
	r.Save(path)

	m := newLoop[fixedtest.Press](t, &taper{}, fixed.Options{}, tape.Options{Replay: path})
	for !m.Tape().Replay().Done {
		advance(t, m, 100*time.Millisecond)
	}
	if got := m.Tape().Replay(); !got.Differs || got.Bad != (tape.BadTick{Tick: 89, Cause: tape.CauseUnknown}) {
		t.Fatalf("replay %+v: want tick 89 named, the cause unknown", got)
	}
	if got := m.Tape().Replay(); got.BadFrom != 60 || got.BadTo != 89 {
		t.Errorf("replay %+v: want the window the overlay shows, ticks 60 to 89", got)
	}
}
