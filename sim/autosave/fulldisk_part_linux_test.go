//go:build linux

package autosave_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
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
// disk (package autosave attached). The window once died of SIGBUS within 45 s, no recording saved
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

// fellBackTo returns the file in the temporary folder err says the
// recording went to instead, named after the recording (r-*.tbr).
func fellBackTo(t *testing.T, err error) string {
	t.Helper()
	m := regexp.MustCompile(`saved at ("[^"]*") instead`).FindStringSubmatch(fmt.Sprint(err))
	if m == nil {
		t.Fatalf("Close = %v; want an error naming where the recording went instead", err)
	}
	path, _ := strconv.Unquote(m[1])
	if ok, _ := filepath.Match(filepath.Join(os.TempDir(), "r-*.tbr"), path); !ok {
		t.Fatalf("saved at %s: want a file of its own in the temporary folder, r-*.tbr", path)
	}
	return path
}
