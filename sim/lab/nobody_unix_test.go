//go:build unix

package lab_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk/disktest"
)

// As nobody, run -record onto root's 0644 file in a folder anyone may
// write is refused before the run, exit 1, and the file is left as it was:
// it exited 0 and the file became nobody's, since a save's rename needs
// only the folder.
func TestRecordRefusesAFileTheUserCannotWrite(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	path := filepath.Join(disktest.SharedDir(t, false), "roots.tbr")
	if err := os.WriteFile(path, []byte("root's"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := nobody.Run(t, childEnv+"=run", childArgs+"="+strings.Join([]string{"-ticks", "60", "-record", path}, "\x1f"))
	if code != 1 || !strings.Contains(out, "-record") || !strings.Contains(out, "you may not write it") {
		t.Errorf("run -record as nobody: exit %d, %s; want 1, saying nobody may not write it", code, out)
	}
	if data, _ := os.ReadFile(path); string(data) != "root's" {
		t.Errorf("root's file now holds %d bytes", len(data))
	}
}
