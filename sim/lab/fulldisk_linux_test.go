//go:build linux

package lab_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk/disktest"
	"tickbox/sim/lab"
	"tickbox/sim/oldtape"
)

// A full disk during run -record -autosave is an error like any other:
// the autosave says so and stops, the run goes on, the end's save fails
// with ENOSPC (exit 1), and the folder holds what was autosaved, which
// plays, and nothing else. It once died of SIGBUS (exit 2, 150 lines of
// trace), leaving a 64 KiB temporary file.
func TestAutosaveOnAFullDisk(t *testing.T) {
	dir := disktest.SmallDisk(t, 64<<10, 56<<10)
	path := filepath.Join(dir, "k.tbr")
	_, errOut, code := call(t, lab.Run, "-balls", "0", "-inputs", "7", "-ticks", "1000000", "-record", path, "-autosave", "1s")
	if code != 1 || !strings.Contains(errOut, "autosave stopped") || !strings.Contains(errOut, "no space left on device") {
		t.Errorf("run on a full disk: exit %d, %q; want 1, the autosave and the save refused for want of space", code, errOut)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "filler" && e.Name() != "k.tbr" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	if _, err := os.Stat(path); err == nil {
		if _, err := oldtape.Load(path); err != nil {
			t.Errorf("what was autosaved does not load: %v", err)
		}
	}
}
