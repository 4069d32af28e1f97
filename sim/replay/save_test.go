package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/replay"
)

// A save replaces a regular file, keeping its permission bits: a 0600
// recording stayed private, not 0644.
func TestSaveKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "private.tbr")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := replay.WriteFile(path, []byte("new")); err != nil {
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
	if err := replay.CheckWritable(link); err != nil {
		t.Fatal(err)
	}
	if err := replay.WriteFile(link, []byte("new")); err != nil {
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
	if err := replay.WriteFile(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "later.tbr")); string(data) != "new" {
		t.Errorf("the link's target holds %q: want the new data", data)
	}
}

// A directory is refused by CheckWritable, before a run, and by WriteFile,
// saying what it is, and not touched: it once lost the run at its end
// ("rename: file exists").
func TestSaveRefusesDirectory(t *testing.T) { refused(t, t.TempDir(), "a directory") }

// refused checks that CheckWritable and WriteFile refuse path, with an error
// containing want, and leave it as it was.
func refused(t *testing.T, path, want string) {
	t.Helper()
	before, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, save := range map[string]func(string) error{
		"CheckWritable": replay.CheckWritable,
		"WriteFile":     func(p string) error { return replay.WriteFile(p, []byte("x")) },
	} {
		if err := save(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s(%s): %v; want an error saying it is %s", name, path, err, want)
		}
	}
	if after, err := os.Lstat(path); err != nil || after.Mode() != before.Mode() {
		t.Errorf("%s: mode %v after, %v before", path, after.Mode(), before.Mode())
	}
}

// A replay's path reaches messages quoted: escapes in a file name never
// reach the terminal raw.
func TestLoadQuotesThePath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil\x1b[2J\a.tbr")
	if err := os.WriteFile(path, []byte("TBXR"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Load(path); err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("Load: %q; want the path quoted", err)
	}
	if err := replay.WriteFile(filepath.Join(path, "x"), nil); err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("WriteFile: %q; want the path quoted", err)
	}
}
