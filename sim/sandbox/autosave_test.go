package sandbox

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/tape"
)

// An autosave a crash left with the release before tapes (the replay
// journal, "TBXJ") is recovered too: saved as the tape it is, which plays
// to its end with every fingerprint matching; a notice, logged, says where
// it is and how to play it.
func TestRecoverAnAutosaveFromBeforeTapes(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("..", "oldtape", "testdata", "legacy-autosave.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ".old.tbr.partial"), old, 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := newSandbox(t, nil)
	s.Notices()
	found := s.Recover(dir)
	want := filepath.Join(dir, "old-recovered.tbr")
	if len(found) != 1 || found[0] != want {
		t.Fatalf("Recover found %q: want %q", found, want)
	}
	notes := s.Notices()
	if len(notes) != 1 || !strings.Contains(notes[0].Text, `tickbox play -replay "`+want+`"`) || !notes[0].Log {
		t.Errorf("notices %+v: want one, logged, saying where the recording is and how to play it", notes)
	}
	if _, err := tape.Load(want); err != nil { // a file before tapes fails: tape reads none
		t.Fatalf("the recovered file: %v; want a tape", err)
	}
	r := load(t, want)
	if w := replayHeadless(t, r); w.Tick != 450 || r.Start != 50 {
		t.Errorf("the recovered tape plays ticks %d to %d: want 50 to 450", r.Start, w.Tick)
	}
}
