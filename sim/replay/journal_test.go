package replay_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"tickbox/sim"
	"tickbox/sim/disk"
	"tickbox/sim/replay"
)

// recordJournal records ticks of busyInput on a fresh world, autosaving to
// path every `every` ticks, and calls saved after each autosave.
func recordJournal(t *testing.T, path string, ticks, every int64, saved func(*replay.Recorder)) *replay.Recorder {
	t.Helper()
	w := newWorld(t, nil)
	rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "unused.tbr"), w)
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		in := busyInput(w.Tick)
		if err := rec.Add(w.Tick, in); err != nil {
			t.Fatal(err)
		}
		w.Step(in)
		if err := rec.Stepped(w); err != nil {
			t.Fatal(err)
		}
		if w.Tick%every == 0 {
			if err := rec.Autosave(path); err != nil {
				t.Fatal(err)
			}
			saved(rec)
		}
	}
	return rec
}

// An autosave appends what is new: the file holds, after every save, the
// recording so far, read back exactly, and what it held before is where it
// was, unchanged (each save once rewrote the whole file: 100 times slower
// with -autosave 1s).
func TestAutosaveAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".session.tbr.partial")
	var before []byte
	var first os.FileInfo
	saves := 0
	recordJournal(t, path, 1000, 45, func(rec *replay.Recorder) {
		saves++
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		info, _ := os.Stat(path)
		if first == nil {
			first = info
		}
		if !os.SameFile(first, info) {
			t.Fatalf("save %d wrote a new file: want the first one, grown", saves)
		}
		if !bytes.HasPrefix(data, bytes.TrimRight(before, "\x00")) {
			t.Fatalf("save %d changed what the file held before it", saves)
		}
		before = data
		got, err := replay.Decode(data)
		if err != nil {
			t.Fatalf("after save %d: %v", saves, err)
		}
		if want := rec.Recording(); !reflect.DeepEqual(got, want) {
			t.Fatalf("after save %d the autosave holds ticks to %d, %d events; want %d, %d events",
				saves, got.FinalTick, len(got.Events), want.FinalTick, len(want.Events))
		}
	})
	if saves != 22 {
		t.Fatalf("%d saves: want 22", saves)
	}
}

// An autosave plays back and verifies, and holds its lock while the
// recorder has it: a second window's recovery leaves it alone.
func TestAutosavePlaysBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "live.tbr")
	rec := recordJournal(t, path, 700, 60, func(*replay.Recorder) {})
	r, err := replay.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	p, w := play(t, r)
	if m, bad := p.Mismatch(); bad || w.Tick != 660 {
		t.Fatalf("played to tick %d, mismatch %v %v: want 660 with every fingerprint matching", w.Tick, m, bad)
	}
	if f, err := disk.Claim(path); !errors.Is(err, disk.ErrBusy) {
		f.Close()
		t.Errorf("Claim of an autosave the recorder has open: %v; want %v", err, disk.ErrBusy)
	}
	if err := rec.Stop(); err != nil {
		t.Fatal(err)
	}
	f, err := disk.Claim(path)
	if err != nil {
		t.Fatalf("Claim after Stop: %v; want the autosave free", err)
	}
	f.Close()
	if data, _ := os.ReadFile(path); len(data) == 0 || data[len(data)-1] == 0 {
		t.Errorf("after Stop the autosave ends in %d zero bytes of spare room: want it cut", len(data)-len(bytes.TrimRight(data, "\x00")))
	}
}

// Every bit of an autosave flipped is refused: a batch's checksum covers
// the file up to it, and past the last batch only zeros may follow.
func TestAutosaveRefusesEveryFlippedBit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.tbr")
	recordJournal(t, path, 400, 100, func(*replay.Recorder) {})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Decode(data); err != nil {
		t.Fatal(err)
	}
	used := len(bytes.TrimRight(data, "\x00")) + 64 // and some of the spare room
	for i := range min(used, len(data)) * 8 {
		d := bytes.Clone(data)
		d[i/8] ^= 1 << (i % 8)
		var fe *replay.FormatError
		if _, err := replay.Decode(d); !errors.As(err, &fe) {
			t.Fatalf("bit %d of byte %d flipped: %v; want a *FormatError", i%8, i/8, err)
		}
	}
}

// An autosave of a world recorded from the middle, with a rate change,
// reads back as the recording it holds at its last save.
func TestAutosaveFromTheMiddle(t *testing.T) {
	w := newWorld(t, func(c *sim.Config) { c.Balls = 2 })
	for range 77 {
		w.Step(sim.Input{Kick: sim.KickUp})
	}
	path := filepath.Join(t.TempDir(), "mid.tbr")
	rec, err := replay.NewRecorder(path, w)
	if err != nil {
		t.Fatal(err)
	}
	var atSave *replay.Recording
	for i := range 300 {
		if i == 100 {
			if err := rec.AddRate(w.Tick, 120); err != nil {
				t.Fatal(err)
			}
			w.SetRate(120)
		}
		in := busyInput(w.Tick)
		rec.Add(w.Tick, in)
		w.Step(in)
		rec.Stepped(w)
		if i%70 == 69 {
			if err := rec.Autosave(path); err != nil {
				t.Fatal(err)
			}
			atSave = rec.Recording()
		}
	}
	got, err := replay.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Start == nil || got.FinalTick != 77+280 || !reflect.DeepEqual(got, atSave) {
		t.Fatalf("the autosave holds ticks %d to %d, %d events; want the recording at its last save, ticks 77 to 357",
			got.StartTick, got.FinalTick, len(got.Events))
	}
}

// An autosave every second of game time must cost little beside the ticks
// (the README: at most 10 % of a run at -autosave 1s): once the file
// exists, a save appends its batch from room the journal keeps, making no
// garbage. Each save allocated its batch and its body anew (4 allocations
// a save; run -ticks 3000000 -record at -autosave 1s cost 1.12 × the run
// without in CPU time, 1.07 × after).
func TestAutosaveAllocatesNothing(t *testing.T) {
	w := newWorld(t, nil)
	rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "unused.tbr"), w)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "journal.tbr")
	step := func() {
		w.Step(sim.Input{})
		if err := rec.Stepped(w); err != nil {
			t.Fatal(err)
		}
	}
	step()
	if err := rec.Autosave(path); err != nil { // creates the file
		t.Fatal(err)
	}
	n := testing.AllocsPerRun(100, func() {
		step() // a checkpoint once in 60 ticks, which the average (whole allocations a run) leaves out
		if err := rec.Autosave(path); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("an autosave of a tick: %v allocations, want none", n)
	}
}
