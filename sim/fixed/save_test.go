package sandbox_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Any name the system accepts is autosaved, recovered, saved and fallen
// back from: a 255-byte name passed the start check and was lost at the
// save (its temporary name was the name plus 22 bytes), its autosave
// (plus 9) never written, and its fallback in the temporary folder (plus
// 17) too long as well.
func TestLongNamesAreRecorded(t *testing.T) {
	frame := 16_666_667 * time.Nanosecond
	base := strings.Repeat("n", 251) + ".tbr"
	dir := t.TempDir()
	path := filepath.Join(dir, base)
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, frame, 12*60, busy) // an autosave
	s.Die()
	next, _ := newSandbox(t, nil)
	found := next.Recover(dir)
	if len(found) != 1 || len(filepath.Base(found[0])) > 255 {
		t.Fatalf("Recover of a 255-byte name's autosave found %q: want one recording", found)
	}
	if r := load(t, found[0]); r.Final < 10*60 {
		t.Errorf("the recovered recording ends at tick %d: want its autosave's 600 or more", r.Final)
	}
	if err := next.StartRecording(path); err != nil {
		t.Fatal(err)
	}
	playScript(next, clock, frame, 31, busy)
	if err := next.Close(); err != nil {
		t.Fatalf("saving a 255-byte name: %v", err)
	}
	load(t, path)

	t.Setenv("TMPDIR", t.TempDir())
	gone := filepath.Join(t.TempDir(), "gone", base)
	third, clock := newSandbox(t, nil)
	if err := third.StartRecording(gone); err != nil {
		t.Fatal(err)
	}
	playScript(third, clock, frame, 31, busy)
	err := third.Close()
	if err == nil || strings.Contains(err.Error(), "LOST") || !strings.Contains(err.Error(), "instead") {
		t.Errorf("a 255-byte name in a missing folder: %v; want it saved in the temporary folder instead", err)
	}
}
