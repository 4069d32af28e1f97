//go:build linux

package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/disk/disktest"
)

// A full disk under a window's recording is an error like any other: the
// autosave says so, recording goes on in memory, the save at the end falls
// back to the temporary folder, and nothing is left behind on the full
// disk. The window once died of SIGBUS within 45 s, no recording saved
// anywhere, a .partial.tmp- file left.
func TestRecordingOnAFullDisk(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	dir := disktest.SmallDisk(t, 64<<10, 64<<10)
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(filepath.Join(dir, "r.tbr")); err != nil {
		t.Fatal(err)
	}
	s.Notices()
	playScript(s, clock, 16_666_667*time.Nanosecond, 25*60, busy) // two autosaves due
	notes := s.Notices()
	if len(notes) != 1 || !strings.Contains(notes[0].Text, "autosave of the recording failed") || !strings.Contains(notes[0].Text, "no space left") {
		t.Errorf("notices %+v: want one saying the autosave failed for want of space", notes)
	}
	fallback := fellBackTo(t, s.Close())
	if r := load(t, fallback); r.Final != s.Scene().World().Tick {
		t.Errorf("the fallback ends at tick %d: want %d", r.Final, s.Scene().World().Tick)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "filler" {
			t.Errorf("left on the full disk: %s", e.Name())
		}
	}
}
