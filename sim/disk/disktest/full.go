//go:build linux

package disktest

import (
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// SmallDisk returns the folder of a new file system of size bytes (a
// tmpfs, unmounted after the test) that already holds a file of used
// bytes, so that a test can fill a disk without filling the machine's.
// Only root can mount one, so the test is skipped, saying why, for anyone
// else.
func SmallDisk(t testing.TB, size, used int) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root: only root can mount a small file system to fill")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.Itoa(size)); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	if err := os.WriteFile(filepath.Join(dir, "filler"), make([]byte, used), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}
