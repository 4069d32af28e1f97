//go:build unix

package disk_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tickbox/sim/disk"
)

// A target a live process records into is claimed: a second LockTarget,
// by the same path or through a link to it, is refused with ErrBusy until
// the first lets it go, which leaves nothing behind. A lock file a killed
// process left is taken again.
func TestLockTargetClaimsTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.tbr")
	first, err := disk.LockTarget(path)
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.tbr")
	if err := os.Symlink("s.tbr", link); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, link, filepath.Join(dir, ".", "s.tbr")} {
		if second, err := disk.LockTarget(p); !errors.Is(err, disk.ErrBusy) || !strings.Contains(err.Error(), ".s.tbr.lock") {
			second.Unlock()
			t.Errorf("LockTarget(%s) while it is held: %v; want ErrBusy naming the lock", p, err)
		}
	}
	if err := first.Unlock(); err != nil {
		t.Fatal(err)
	}
	if names := listDir(t, dir); !slices.Equal(names, []string{"link.tbr"}) {
		t.Errorf("after Unlock the folder holds %q; want only the link", names)
	}
	if err := os.WriteFile(filepath.Join(dir, ".s.tbr.lock"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := disk.LockTarget(link)
	if err != nil {
		t.Fatalf("LockTarget over a lock file no one holds: %v", err)
	}
	again.Unlock()
	long := filepath.Join(dir, strings.Repeat("l", 251)+".tbr")
	l, err := disk.LockTarget(long)
	if err != nil {
		t.Fatalf("LockTarget of a 255-byte name: %v", err)
	}
	l.Unlock()
	dirLock := filepath.Join(dir, "d.tbr")
	if err := os.Mkdir(filepath.Join(dir, ".d.tbr.lock"), 0o755); err != nil {
		t.Fatal(err)
	}
	if l, err := disk.LockTarget(dirLock); err == nil || !strings.Contains(err.Error(), "a directory") {
		l.Unlock()
		t.Errorf("LockTarget where a folder has the lock's name: %v; want it refused", err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".d.tbr.lock")); err != nil {
		t.Errorf("the folder with the lock's name: %v; want it left", err)
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
