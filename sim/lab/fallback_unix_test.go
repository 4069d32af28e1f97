//go:build unix

package lab_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"tickbox/sim/oldtape"
)

// A run -record whose folder goes during the run (removed here: the tests
// run as root, whom a read-only folder does not stop) saves the recording
// in the temporary folder, as the window does, and names it: it once said
// "permission denied" and kept nothing anywhere.
func TestRecordFallsBackToTheTempFolder(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := filepath.Join(t.TempDir(), "gone")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd, lines := startRecording(t, "-inputs", "9", "-ticks", "1000000000", "-record", filepath.Join(dir, "r.tbr"))
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	cmd.Wait()
	said := strings.Join(rest, "\n")
	m := regexp.MustCompile(`saved at ("[^"]*") instead`).FindStringSubmatch(said)
	if m == nil {
		t.Fatalf("stderr %q: want it to name where the recording went instead", said)
	}
	path, _ := strconv.Unquote(m[1])
	if ok, _ := filepath.Match(filepath.Join(tmp, "r-*.tbr"), path); !ok {
		t.Fatalf("saved at %q: want a file of its own in the temporary folder, r-*.tbr", path)
	}
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatalf("the fallback: %v", err)
	}
	if want := fmt.Sprintf("recorded %d ticks to %q", r.Final, path); !strings.Contains(said, want) {
		t.Errorf("stderr %q: want %q, the ticks the fallback holds", said, want)
	}
}
