//go:build linux

package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"

	"tickbox/sim/disk/disktest"
)

// An appender on a disk with no room left says so (ENOSPC), as a write
// does, and leaves nothing behind: it once grew its file with a sparse
// truncate and wrote through a shared mapping, and a page the disk could
// not back killed the process with SIGBUS (a full disk during an
// autosave). Appends that fit go on working after one that did not.
func TestAppenderOnAFullDisk(t *testing.T) {
	for _, free := range []int{0, 8 << 10, 40 << 10} {
		dir := disktest.SmallDisk(t, 64<<10, 64<<10-free)
		path := filepath.Join(dir, "j.tbr")
		a, err := newAppender(path, []byte("first"), 1<<30)
		if err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Errorf("%d bytes free: newAppender: %v; want ENOSPC", free, err)
			}
			if names := listDir(t, dir); !slices.Equal(names, []string{"filler"}) {
				t.Errorf("%d bytes free: after the failed newAppender the folder holds %q", free, names)
			}
			continue
		}
		var appended int
		for err == nil && appended < 1<<20 {
			err = a.Append(make([]byte, 1000))
			appended += 1000
		}
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%d bytes free: appending a megabyte: %v; want ENOSPC", free, err)
		}
		if err := a.Append([]byte("x")); err != nil {
			t.Errorf("%d bytes free: a byte after the failed append: %v", free, err)
		}
		if err := a.Close(); err != nil {
			t.Errorf("%d bytes free: Close: %v", free, err)
		}
		if info, err := os.Stat(path); err != nil || info.Size() != a.size {
			t.Errorf("%d bytes free: the file after Close: %v, %v; want %d bytes", free, info, err, a.size)
		}
		if names := listDir(t, dir); !slices.Equal(names, []string{"filler", "j.tbr"}) {
			t.Errorf("%d bytes free: the folder holds %q; want the filler and the journal", free, names)
		}
		os.Remove(path)
	}
}

// listDir returns the names in dir.
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
