package tape_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tickbox/sim/fixed"
)

// A recording that cannot be saved where asked is saved in the temporary
// folder instead, under a name of its own, and the error says where.
func TestUnwritableRecordingFallsBackToTheTempFolder(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, filepath.Join(t.TempDir(), "missing", "r.tbr"))
	playFor(t, l, clock, frame60, 31)
	fallback := fellBackTo(t, l.Close())
	if r := loadTape(t, fallback); r.Final != 30 {
		t.Fatalf("the fallback holds ticks to %d, want 30", r.Final)
	}
}

// The fallback never follows a link planted in the shared temporary
// folder: it once wrote to $TMPDIR/NAME, a name anyone could foresee, so a
// link there made it replace the file the link named.
func TestFallbackIgnoresAPlantedLink(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	victim := filepath.Join(t.TempDir(), "victim.txt")
	if err := os.WriteFile(victim, []byte("the victim's"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(tmp, "r.tbr")); err != nil {
		t.Fatal(err)
	}
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, filepath.Join(t.TempDir(), "missing", "r.tbr"))
	playFor(t, l, clock, frame60, 31)
	fallback := fellBackTo(t, l.Close())
	if data, _ := os.ReadFile(victim); string(data) != "the victim's" {
		t.Fatalf("the file the planted link names now holds %d bytes", len(data))
	}
	if r := loadTape(t, fallback); r.Final != 30 {
		t.Fatalf("the fallback holds ticks to %d, want 30", r.Final)
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

// Any name the system accepts is saved and fallen back from (and
// autosaved and recovered: package autosave's TestLongNamesAreAutosaved):
// a 255-byte name passed the start check and was lost at the save (its
// temporary name was the name plus 22 bytes), and its fallback in the
// temporary folder (plus 17) too long as well.
func TestLongNamesAreRecorded(t *testing.T) {
	base := strings.Repeat("n", 251) + ".tbr"
	path := filepath.Join(t.TempDir(), base)
	clock := &fixed.VirtualClock{}
	next := recorder(t, clock, path)
	playFor(t, next, clock, frame60, 31)
	if err := next.Close(); err != nil {
		t.Fatalf("saving a 255-byte name: %v", err)
	}
	loadTape(t, path)
	t.Setenv("TMPDIR", t.TempDir())
	third := recorder(t, clock, filepath.Join(t.TempDir(), "gone", base))
	playFor(t, third, clock, frame60, 31)
	err := third.Close()
	if err == nil || strings.Contains(err.Error(), "LOST") || !strings.Contains(err.Error(), "instead") {
		t.Errorf("a 255-byte name in a missing folder: %v; want it saved in the temporary folder instead", err)
	}
}
