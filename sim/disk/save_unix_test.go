//go:build unix

package disk_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A FIFO is refused before anything waits on it.
func TestSaveRefusesFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo.tbr")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	refused(t, path, "a named pipe")
}

// A device is refused: /dev/null, saved over as root, became a regular file.
func TestSaveRefusesDevice(t *testing.T) { refused(t, device(t), "a device") }

// device returns a character device to save over. As root it is a null
// device made for the test in its own folder, so that a broken save
// replaces that one and not the machine's /dev/null (which it once did);
// anyone else cannot make one, nor replace /dev/null, which is used then.
func device(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "null")
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		return os.DevNull
	}
	return path
}

// fileOwner returns the uid that owns the file info describes.
func fileOwner(info os.FileInfo) (int, bool) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}
