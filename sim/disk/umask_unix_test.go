//go:build unix

package disk_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"tickbox/sim/disk"
)

// A new file gets the mode the umask gives, as touch does: after umask
// 077 the save path made -rw-r--r-- files (it chmodded to 0644 after
// creating them). A file it replaces keeps its own mode whatever the
// umask (and an autosave's file: package autosave's
// TestAppendedFilesFollowTheUmask).
func TestNewFilesFollowTheUmask(t *testing.T) {
	for _, c := range []struct {
		umask int
		want  fs.FileMode
	}{{0o077, 0o600}, {0o022, 0o644}, {0o002, 0o664}} {
		old := syscall.Umask(c.umask)
		dir := t.TempDir()
		saved := filepath.Join(dir, "saved.tbr")
		err := disk.Save(saved, []byte("new"))
		kept := filepath.Join(dir, "kept.tbr")
		os.WriteFile(kept, nil, 0o640)
		os.Chmod(kept, 0o640)
		kerr := disk.Save(kept, []byte("new"))
		syscall.Umask(old)
		if err != nil || kerr != nil {
			t.Fatal(err, kerr)
		}
		for path, want := range map[string]fs.FileMode{saved: c.want, kept: 0o640} {
			if info, err := os.Stat(path); err != nil || info.Mode().Perm() != want {
				t.Errorf("umask %03o: %s: %v (%v); want %v", c.umask, filepath.Base(path), info.Mode(), err, want)
			}
		}
	}
}
