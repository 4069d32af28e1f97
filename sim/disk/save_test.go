package disk_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk"
)

// A save replaces a regular file, keeping its permission bits: a 0600
// recording stayed private, not 0644.
func TestSaveKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "private.tbr")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("mode after the save %v: want -rw------- as before", info.Mode())
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("file holds %q: want the new data", data)
	}
}

// A save through a symlink replaces the file it names and leaves the link.
func TestSaveFollowsSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.tbr")
	link := filepath.Join(dir, "link.tbr")
	if err := os.WriteFile(target, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.tbr", link); err != nil {
		t.Fatal(err)
	}
	if err := disk.Check(link); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link after the save: %v, %v; want it still a symlink", info.Mode(), err)
	}
	info, err := os.Stat(target)
	if data, _ := os.ReadFile(target); string(data) != "new" || err != nil || info.Mode().Perm() != 0o640 {
		t.Errorf("the target holds %q, mode %v: want the new data, -rw-r-----", data, info.Mode())
	}
}

// A save through a link to nothing yet creates the file the link names.
func TestSaveThroughDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.tbr")
	if err := os.Symlink("later.tbr", link); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "later.tbr")); string(data) != "new" {
		t.Errorf("the link's target holds %q: want the new data", data)
	}
}

// A directory is refused by Check, before a run, and by Save,
// saying what it is, and not touched: it once lost the run at its end
// ("rename: file exists").
func TestSaveRefusesDirectory(t *testing.T) { refused(t, t.TempDir(), "a directory") }

// refused checks that Check and Save refuse path, with an error
// containing want, and leave it as it was.
func refused(t *testing.T, path, want string) {
	t.Helper()
	before, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, save := range map[string]func(string) error{
		"Check": disk.Check,
		"Save":  func(p string) error { return disk.Save(p, []byte("x")) },
	} {
		if err := save(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s(%s): %v; want an error saying it is %s", name, path, err, want)
		}
	}
	if after, err := os.Lstat(path); err != nil || after.Mode() != before.Mode() {
		t.Errorf("%s: mode %v after, %v before", path, after.Mode(), before.Mode())
	}
}

func TestSaveIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rec.tbr")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new" {
		t.Fatalf("read %q, %v: want the new content", got, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1: a temporary file was left behind", len(entries))
	}
	err = disk.Save(filepath.Join(dir, "missing", "rec.tbr"), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("writing into a missing directory: got %v, want an error naming it", err)
	}
}

// A path reaches messages quoted: escapes in a file name never reach the
// terminal raw.
func TestSaveQuotesThePath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil\x1b[2J\a.tbr")
	if err := disk.Save(filepath.Join(path, "x"), nil); err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("Save: %q; want the path quoted", err)
	}
}

// MkdirAll's error quotes the folder: mkdir's own named it raw, and a
// name with a newline and an escape printed a fake line in colour.
func TestMkdirAllQuotesThePath(t *testing.T) {
	err := disk.MkdirAll(filepath.Join(t.TempDir(), "evil\nFAKE LINE\x1b[31m"+strings.Repeat("x", 300)))
	if err == nil || strings.ContainsAny(err.Error(), "\n\x1b") || !strings.Contains(err.Error(), `evil\nFAKE LINE\x1b[31m`) {
		t.Errorf("MkdirAll under a file: %q; want it refused, the path quoted", err)
	}
}
