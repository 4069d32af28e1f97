package autosave_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

// journaled is the header of the autosave tests: a fingerprint every
// second, as the sandbox records.
var journaled = tape.Header{Game: "walker", Rules: 1, Rate: 60, Every: 60}

// recordJournal records ticks of play on a fresh walker, autosaving to
// path every `every` ticks, and calls saved after each autosave. It
// returns the recorder and the journal, still open.
func recordJournal(t testing.TB, path string, ticks, every int64, saved func(*tape.Recorder[input])) (*tape.Recorder[input], *autosave.Journal) {
	t.Helper()
	j := &autosave.Journal{}
	rec := recordEach(t, journaled, ticks, func(tick int64, rec *tape.Recorder[input]) {
		if (tick+1)%every != 0 {
			return
		}
		if err := j.Write(path, rec.SoFar()); err != nil {
			t.Fatal(err)
		}
		saved(rec)
	})
	return rec, j
}

// loadJournal reads and decodes the autosave at path.
func loadJournal(t testing.TB, path string) *tape.Recording {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := autosave.Decode(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return r
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
	recordJournal(t, path, 1000, 45, func(rec *tape.Recorder[input]) {
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
		got, err := autosave.Decode(data)
		if err != nil {
			t.Fatalf("after save %d: %v", saves, err)
		}
		if want := rec.Recording(); !reflect.DeepEqual(got, want) {
			t.Fatalf("after save %d the autosave holds ticks to %d, %d events; want %d, %d events",
				saves, got.Final, len(got.Events), want.Final, len(want.Events))
		}
	})
	if saves != 22 {
		t.Fatalf("%d saves: want 22", saves)
	}
}

// An autosave plays back and verifies, and holds its lock while the
// journal has it: a second window's recovery leaves it alone.
func TestAutosavePlaysBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "live.tbr")
	_, j := recordJournal(t, path, 700, 60, func(*tape.Recorder[input]) {})
	r := loadJournal(t, path)
	p := playBack(t, r, newWalker())
	if m, bad := p.Mismatch(); bad || r.Final != 660 || p.Played() != 660 {
		t.Fatalf("played to tick %d of %d, mismatch %v %v: want 660 with every fingerprint matching", p.Played(), r.Final, m, bad)
	}
	if f, err := autosave.Claim(path); !errors.Is(err, disk.ErrBusy) {
		f.Close()
		t.Errorf("Claim of an autosave the journal has open: %v; want %v", err, disk.ErrBusy)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := autosave.Claim(path)
	if err != nil {
		t.Fatalf("Claim after Close: %v; want the autosave free", err)
	}
	f.Close()
	if data, _ := os.ReadFile(path); len(data) == 0 || data[len(data)-1] == 0 {
		t.Errorf("after Close the autosave ends in %d zero bytes of spare room: want it cut", len(data)-len(bytes.TrimRight(data, "\x00")))
	}
}

// Every bit of an autosave flipped is refused: a batch's checksum covers
// the file up to it, and past the last batch only zeros may follow.
func TestAutosaveRefusesEveryFlippedBit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.tbr")
	recordJournal(t, path, 400, 100, func(*tape.Recorder[input]) {})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := autosave.Decode(data); err != nil {
		t.Fatal(err)
	}
	used := len(bytes.TrimRight(data, "\x00")) + 64 // and some of the spare room
	for i := range min(used, len(data)) * 8 {
		d := bytes.Clone(data)
		d[i/8] ^= 1 << (i % 8)
		var fe *tape.FormatError
		if _, err := autosave.Decode(d); !errors.As(err, &fe) {
			t.Fatalf("bit %d of byte %d flipped: %v; want a *FormatError", i%8, i/8, err)
		}
	}
}

// An autosave of a game recorded from the middle, with a rate change,
// reads back as the recording it holds at its last save.
func TestAutosaveFromTheMiddle(t *testing.T) {
	w := newWalker()
	for tick := range int64(77) {
		w.Step(play(tick))
	}
	path := filepath.Join(t.TempDir(), "mid.tbr")
	rec, err := tape.NewRecorder[input](journaled, 77, w)
	if err != nil {
		t.Fatal(err)
	}
	var atSave *tape.Recording
	var j autosave.Journal
	for tick := int64(77); tick < 77+300; tick++ {
		if tick == 177 {
			if err := rec.Rate(tick, 120); err != nil {
				t.Fatal(err)
			}
			w.SetRate(120)
		}
		in := play(tick)
		rec.Add(tick, in)
		w.Step(in)
		rec.Stepped(tick+1, w)
		if (tick-77)%70 == 69 {
			if err := j.Write(path, rec.SoFar()); err != nil {
				t.Fatal(err)
			}
			atSave = rec.Recording()
		}
	}
	got := loadJournal(t, path)
	if got.Start != 77 || got.Final != 77+280 || !reflect.DeepEqual(got, atSave) {
		t.Fatalf("the autosave holds ticks %d to %d, %d events; want the recording at its last save, ticks 77 to 357",
			got.Start, got.Final, len(got.Events))
	}
}

// An autosave every second of game time must cost little beside the ticks
// (sim/lab/README.md: at most 10 % of a run at -autosave 1s): once the file
// exists, a save appends its batch from room the journal keeps, making no
// garbage. Each save allocated its batch and its body anew (4 allocations
// a save; run -ticks 3000000 -record at -autosave 1s cost 1.12 × the run
// without in CPU time, 1.07 × after).
func TestAutosaveAllocatesNothing(t *testing.T) {
	w := newWalker()
	rec, err := tape.NewRecorder[input](journaled, 0, w)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "journal.tbr")
	var j autosave.Journal
	tick := int64(0)
	step := func() {
		w.Step(input{})
		tick++
		if err := rec.Stepped(tick, w); err != nil {
			t.Fatal(err)
		}
	}
	step()
	if err := j.Write(path, rec.SoFar()); err != nil { // creates the file
		t.Fatal(err)
	}
	n := testing.AllocsPerRun(100, func() {
		step() // a fingerprint once in 60 ticks, which the average (whole allocations a run) leaves out
		if err := j.Write(path, rec.SoFar()); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("an autosave of a tick: %v allocations, want none", n)
	}
}

// An autosave damaged anywhere in its last batch salvages to the
// recording it held at the save before, and says where the cut starts;
// Decode still refuses it whole.
func TestSalvageKeepsTheIntactBatches(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.tbr")
	var saves [][]byte
	recordJournal(t, path, 400, 100, func(*tape.Recorder[input]) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		saves = append(saves, bytes.TrimRight(data, "\x00"))
	})
	before, last := saves[len(saves)-2], saves[len(saves)-1]
	want, err := autosave.Decode(before)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(before); i < len(last); i++ {
		d := bytes.Clone(last)
		d[i] ^= 0x20
		if _, err := autosave.Decode(d); err == nil {
			t.Fatalf("byte %d flipped: Decode took it", i)
		}
		got, cut, err := autosave.Salvage(d)
		if err != nil || cut == nil || cut.Offset != len(before) {
			t.Fatalf("byte %d flipped: Salvage cut %v, %v: want the cut at byte %d", i, cut, err, len(before))
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("byte %d flipped: salvaged ticks to %d, %d events; want the save before's, %d, %d events",
				i, got.Final, len(got.Events), want.Final, len(want.Events))
		}
	}
	first := bytes.Clone(last)
	first[len(saves[0])-1] ^= 0x20 // the first batch's checksum: no batch is intact
	if rec, _, err := autosave.Salvage(first); err == nil {
		t.Errorf("Salvage of an autosave damaged in its first batch gave ticks to %d: want it refused", rec.Final)
	}
}

// Each batch holds exactly the events it counts, before its tick: an
// event counted in the batch before its bytes (or its bytes in the batch
// before its tick) is refused, though the batches' events, one after
// another, make a tape that decodes. Decode reads the batches' events as
// one tape, and checks each batch's after.
func TestAutosaveBatchesHoldTheirOwnEvents(t *testing.T) {
	r := record(t, tape.Header{Game: "walker", Rules: 1, Rate: 60, Every: 1}, 200)
	split := 0
	for split < len(r.Events) && r.Events[split].Tick < 100 {
		split++
	}
	for _, c := range []struct {
		moved int   // events counted in the first batch, though written in the second
		tick  int64 // the first batch's tick
		ok    bool
	}{{0, 100, true}, {1, 100, false}, {-1, 100, false}, {0, r.Events[split-1].Tick, false}} {
		data := twoBatches(r, split, c.moved, c.tick)
		if _, err := autosave.Decode(data); (err == nil) != c.ok {
			t.Errorf("%d events moved, the first batch to tick %d: %v; want accepted %v", c.moved, c.tick, err, c.ok)
		}
	}
}

// twoBatches returns r as an autosave of two batches, the first to tick
// with r's first split events, each batch's count off by moved.
func twoBatches(r *tape.Recording, split, moved int, tick int64) []byte {
	data := r.AppendHead(nil)
	copy(data, autosave.Magic)
	data = binary.LittleEndian.AppendUint32(data, crc32.ChecksumIEEE(data))
	var x tape.Inputs
	prev := r.Start
	for i, span := range [][]tape.Event{r.Events[:split], r.Events[split:]} {
		final, count := tick, split+moved
		prints := r.Prints[:final-r.Start]
		if i == 1 {
			final, count = r.Final, len(r.Events)-split-moved
			prints = r.Prints[tick-r.Start:]
		}
		body := binary.AppendUvarint(nil, uint64(final))
		body = binary.AppendUvarint(body, uint64(count))
		body, prev = r.AppendEvents(body, prev, span, &x)
		for _, fp := range prints {
			body = binary.LittleEndian.AppendUint64(body, fp)
		}
		if i == 0 {
			body = binary.LittleEndian.AppendUint64(body, r.Prints[final-r.Start-1])
		} else {
			body = binary.LittleEndian.AppendUint64(body, r.Last)
		}
		data = append(binary.AppendUvarint(data, uint64(len(body))), body...)
		data = binary.LittleEndian.AppendUint32(data, crc32.ChecksumIEEE(data))
	}
	return data
}
