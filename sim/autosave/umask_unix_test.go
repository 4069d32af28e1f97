//go:build unix

package autosave

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// An autosave's new file gets the mode the umask gives, as a save's does
// (package disk's TestNewFilesFollowTheUmask): after umask 077 the save
// path made -rw-r--r-- files (it chmodded to 0644 after creating them).
func TestAppendedFilesFollowTheUmask(t *testing.T) {
	for umask, want := range map[int]os.FileMode{0o077: 0o600, 0o022: 0o644, 0o002: 0o664} {
		old := syscall.Umask(umask)
		path := filepath.Join(t.TempDir(), "appended.tbr")
		a, err := newAppender(path, []byte("new"), 100)
		if err == nil {
			err = a.Close()
		}
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(path); err != nil || info.Mode().Perm() != want {
			t.Errorf("umask %03o: %v (%v); want %v", umask, info.Mode(), err, want)
		}
	}
}
