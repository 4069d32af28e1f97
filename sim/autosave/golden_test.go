package autosave_test

import (
	"bytes"
	"path/filepath"
	"slices"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/tape"
)

// testdata/walker-v1-autosave.tbr is an autosave of 150 ticks as version
// 1 wrote it (its spare room cut): it still reads as the recording it
// holds, the one recorded today, and plays; saved as a file, it is of
// version 1 and reads back the same.
func TestGoldenAutosaveVersion1(t *testing.T) {
	path := filepath.Join("testdata", "walker-v1-autosave.tbr")
	r := loadJournal(t, path)
	rec, _ := recordJournal(t, filepath.Join(t.TempDir(), "j.tbr"), 150, 50, func(*tape.Recorder[input]) {})
	now := rec.Recording()
	if r.Version() != 1 || r.Final != 150 || !sameEvents(r.Events, now.Events) {
		t.Fatalf("%s: format %d, %d ticks, %d events; want 1, 150 and the %d recorded today", path, r.Version(), r.Final, len(r.Events), len(now.Events))
	}
	if m, bad := playBack(t, r, newWalker()).Mismatch(); bad {
		t.Fatal(m)
	}
	back, err := autosave.Decode(reencode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	if back.Version() != 1 || !same(back, r) {
		t.Fatalf("saved as a file: format %d; want version 1, the same recording", back.Version())
	}
}

// same reports whether two recordings are the same.
func same(a, b *tape.Recording) bool {
	if a.Header != b.Header || a.Start != b.Start || a.Final != b.Final || a.Last != b.Last ||
		!bytes.Equal(a.State, b.State) || !slices.Equal(a.Prints, b.Prints) || len(a.Events) != len(b.Events) {
		return false
	}
	return sameEvents(a.Events, b.Events)
}

// sameEvents reports whether two recordings' events are the same.
func sameEvents(a, b []tape.Event) bool {
	return slices.EqualFunc(a, b, func(x, y tape.Event) bool {
		return x.Tick == y.Tick && x.Rate == y.Rate && bytes.Equal(x.Input, y.Input)
	})
}
