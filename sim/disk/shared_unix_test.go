//go:build unix

package disk_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk"
	"tickbox/sim/disk/disktest"
)

// A symlink another user planted in a sticky folder anyone may write
// (/tmp) is not followed: a save through it once replaced the file it
// named, the victim's, getting around the kernel's protected_symlinks
// rule, since the save followed the link itself.
func TestSaveRefusesAnothersLinkInSharedFolder(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	for _, sticky := range []bool{true, false} {
		shared := disktest.SharedDir(t, sticky)
		victim := filepath.Join(t.TempDir(), "victim.txt")
		if err := os.WriteFile(victim, []byte("the victim's"), 0o600); err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(shared, "session.tbr")
		if err := os.Symlink(victim, link); err != nil {
			t.Fatal(err)
		}
		if err := os.Lchown(link, nobody.UID, nobody.GID); err != nil {
			t.Fatal(err)
		}
		for name, save := range map[string]func(string) error{
			"Check": disk.Check,
			"Save":  func(p string) error { return disk.Save(p, []byte("new")) },
		} {
			err := save(link)
			if err == nil || !strings.Contains(err.Error(), "a symlink of another user's") {
				t.Errorf("sticky %v: %s through nobody's link: %v; want it refused as another user's link", sticky, name, err)
			}
		}
		if data, _ := os.ReadFile(victim); string(data) != "the victim's" {
			t.Errorf("sticky %v: the victim's file now holds %q", sticky, data)
		}
	}
}

// The user's own link in such a folder is followed, as anywhere else.
func TestSaveFollowsOwnLinkInSharedFolder(t *testing.T) {
	shared := disktest.SharedDir(t, true)
	mine := filepath.Join(t.TempDir(), "mine.tbr")
	link := filepath.Join(shared, "session.tbr")
	if err := os.Symlink(mine, link); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(mine); string(data) != "new" {
		t.Errorf("the link's target holds %q: want the new data", data)
	}
}

// nobodyEnv tells the test binary, run again as nobody, to save to a path
// (see TestMain).
const nobodyEnv = "TICKBOX_DISK_SAVE_AS_NOBODY"

// A save as a user who may not write the file there is refused, by
// Check before a session and by Save, and the file is left
// as it was: as nobody, a save onto root's 0644 file in a folder anyone may
// write once replaced it, since the rename needs only the folder.
func TestSaveRefusesAFileTheUserCannotWrite(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	shared := disktest.SharedDir(t, false)
	path := filepath.Join(shared, "roots.tbr")
	if err := os.WriteFile(path, []byte("root's"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := nobody.Run(t, nobodyEnv+"="+path)
	if code != 0 {
		t.Fatalf("the child as nobody: exit %d: %s", code, out)
	}
	for _, name := range []string{"Check", "Save"} {
		if !strings.Contains(out, name+": refused: ") || !strings.Contains(out, "you may not write it") {
			t.Errorf("as nobody: %s; want %s refused, saying nobody may not write it", out, name)
		}
	}
	info, err := os.Stat(path)
	if data, _ := os.ReadFile(path); string(data) != "root's" || err != nil || info.Sys() == nil {
		t.Fatalf("root's file now holds %q (%v)", data, err)
	}
	if uid, _ := fileOwner(info); uid != 0 {
		t.Errorf("root's file is now uid %d's", uid)
	}
}

// saveAsNobody is the child's part of the test above: it tries both and
// prints what each said.
func saveAsNobody(path string) {
	if err := disk.Check(path); err != nil {
		fmt.Printf("Check: refused: %v\n", err)
	} else {
		fmt.Println("Check: allowed")
	}
	if err := disk.Save(path, []byte("nobody's")); err != nil {
		fmt.Printf("Save: refused: %v\n", err)
	} else {
		fmt.Println("Save: saved")
	}
}

func TestMain(m *testing.M) {
	if path := os.Getenv(nobodyEnv); path != "" {
		saveAsNobody(path)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Every folder of the path counts: a link another user planted as a
// folder of it (WW/sub -> the victim's folder) in a folder anyone may
// write is refused as one planted as the file is. The save once followed
// it and replaced the victim's 0600 file in its 0700 folder.
func TestSaveRefusesAnothersLinkAsAFolder(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	for _, sticky := range []bool{false, true} {
		shared := disktest.SharedDir(t, sticky)
		victimDir := t.TempDir()
		victim := filepath.Join(victimDir, "notes.tbr")
		if err := os.WriteFile(victim, []byte("the victim's"), 0o600); err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(shared, "sub")
		if err := os.Symlink(victimDir, link); err != nil {
			t.Fatal(err)
		}
		if err := os.Lchown(link, nobody.UID, nobody.GID); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{filepath.Join(link, "notes.tbr"), filepath.Join(link, ".", "new.tbr"), filepath.Join(shared, "sub", "..", "sub", "notes.tbr")} {
			for name, save := range map[string]func(string) error{
				"Check":      disk.Check,
				"Save":       func(p string) error { return disk.Save(p, []byte("new")) },
				"LockTarget": func(p string) error { l, err := disk.LockTarget(p); l.Unlock(); return err },
			} {
				err := save(path)
				if err == nil || !strings.Contains(err.Error(), "a symlink of another user's") {
					t.Errorf("sticky %v: %s(%s) through nobody's folder link: %v; want it refused as another user's link", sticky, name, path, err)
				}
			}
		}
		if data, _ := os.ReadFile(victim); string(data) != "the victim's" {
			t.Errorf("sticky %v: the victim's file now holds %q", sticky, data)
		}
		if entries, _ := os.ReadDir(victimDir); len(entries) != 1 {
			t.Errorf("sticky %v: the victim's folder holds %d files: want its one", sticky, len(entries))
		}
	}
}

// The user's own link as a folder of the path is followed.
func TestSaveFollowsOwnFolderLink(t *testing.T) {
	shared := disktest.SharedDir(t, true)
	mine := t.TempDir()
	if err := os.Symlink(mine, filepath.Join(shared, "sub")); err != nil {
		t.Fatal(err)
	}
	if err := disk.Save(filepath.Join(shared, "sub", "mine.tbr"), []byte("new")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(mine, "mine.tbr")); string(data) != "new" {
		t.Errorf("the file through the link holds %q: want the new data", data)
	}
}

// A folder the user may write into but not list is refused saying so,
// naming the folder: it was a bare "open: permission denied".
func TestSaveNamesAFolderItCannotOpen(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	dir := filepath.Join(disktest.Public(t), "write-only")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o333); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "x.tbr")
	out, code := nobody.Run(t, nobodyEnv+"="+path)
	if code != 0 {
		t.Fatalf("the child as nobody: exit %d: %s", code, out)
	}
	for _, name := range []string{"Check", "Save"} {
		if !strings.Contains(out, name+`: refused: `) || !strings.Contains(out, `its folder "`+dir+`" cannot be opened`) {
			t.Errorf("as nobody: %s; want %s refused, naming the folder", out, name)
		}
	}
}
