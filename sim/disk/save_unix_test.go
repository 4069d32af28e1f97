//go:build unix

package disk_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tickbox/sim/disk"
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

// A descriptor's link to a file no folder holds is refused, saying what it
// is: -record /proc/self/fd/1 on a pipe said "no such file or directory",
// and a deleted file's descriptor created a file named "gone.tbr
// (deleted)".
func TestSaveRefusesADescriptorWithNoName(t *testing.T) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("needs /proc/self/fd")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	dir := t.TempDir()
	gone, err := os.Create(filepath.Join(dir, "gone.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	os.Remove(gone.Name())
	for fd, want := range map[uintptr]string{w.Fd(): "a link to a named pipe", gone.Fd(): "a link to a deleted file"} {
		path := fmt.Sprintf("/proc/self/fd/%d", fd)
		for name, save := range map[string]func(string) error{
			"Check": disk.Check,
			"Save":  func(p string) error { return disk.Save(p, []byte("x")) },
		} {
			if err := save(path); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s(%s): %v; want it refused as %s", name, path, err, want)
			}
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the deleted file's folder holds %d files: want none", len(entries))
	}
}
