//go:build linux

package tape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk/disktest"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// A full disk under a recording is an error like any other: the autosave
// says so, once, recording goes on in memory, the save at the end falls
// back to the temporary folder, and nothing is left behind on the full
// disk. The window once died of SIGBUS within 45 s, no recording saved
// anywhere, a .partial.tmp- file left.
func TestRecordingOnAFullDisk(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	dir := disktest.SmallDisk(t, 64<<10, 64<<10)
	clock := &fixed.VirtualClock{}
	var notes []tape.Notice
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner", Clock: clock})
	l.Tape().OnNotice(func(n tape.Notice) { notes = append(notes, n) })
	if err := l.Tape().Record(filepath.Join(dir, "r.tbr")); err != nil {
		t.Fatal(err)
	}
	playFor(t, l, clock, frame60, 25*60) // two autosaves due
	if len(notes) != 1 || !strings.Contains(notes[0].Text, "autosave of the recording failed") || !strings.Contains(notes[0].Text, "no space left") || !notes[0].Err {
		t.Errorf("notices %+v: want one failure saying the autosave failed for want of space", notes)
	}
	tick := l.Tick()
	fallback := fellBackTo(t, l.Close())
	if r := loadTape(t, fallback); r.Final != tick {
		t.Errorf("the fallback ends at tick %d: want %d", r.Final, tick)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "filler" {
			t.Errorf("left on the full disk: %s", e.Name())
		}
	}
}
