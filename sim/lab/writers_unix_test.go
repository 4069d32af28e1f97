//go:build unix

package lab_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/lab"
)

// -presentmon DIR with a named pipe at DIR/POLICY.csv is refused at once
// and the pipe left alone: it once waited for a reader forever; and a
// symlink there is followed only as a save follows one (the file it names
// is replaced whole, not truncated in place through the link).
func TestPresentMonRefusesAPipe(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "tickbox.csv")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	type result struct {
		errOut string
		code   int
	}
	done := make(chan result, 1)
	go func() {
		_, errOut, code := call(t, lab.Policies, "-seconds", "1", "-policy", "tickbox", "-presentmon", dir)
		done <- result{errOut, code}
	}()
	select {
	case r := <-done:
		if r.code != 1 || !strings.Contains(r.errOut, "a named pipe") {
			t.Errorf("-presentmon over a pipe: exit %d, %s; want 1 and an error saying it is a named pipe", r.code, r.errOut)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("policies -presentmon waited 10 s on a named pipe")
	}
	if info, err := os.Lstat(pipe); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe after the refusal: %v, %v; want it left as it was", info.Mode(), err)
	}
}

// A symlink at DIR/POLICY.csv: the file it names is replaced by a whole new
// file, which keeps its mode, as every save does; it was opened through the
// link and truncated in place.
func TestPresentMonSavesThroughALinkAsASave(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	target := filepath.Join(elsewhere, "mine.csv")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(target)
	if err := os.Symlink(target, filepath.Join(dir, "tickbox.csv")); err != nil {
		t.Fatal(err)
	}
	mustCall(t, lab.Policies, "-seconds", "1", "-policy", "tickbox", "-presentmon", dir)
	after, err := os.Stat(target)
	if err != nil || os.SameFile(before, after) || after.Mode().Perm() != 0o600 {
		t.Errorf("the link's target after the save: same file %v, mode %v, %v; want a new file in its place, -rw-------",
			os.SameFile(before, after), after.Mode(), err)
	}
}
