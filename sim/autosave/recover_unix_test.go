//go:build unix

package autosave_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/disk/disktest"
	"tickbox/sim/fixed"
)

// Recovery opens only the user's own regular files, never through a link:
// another user's link planted as an autosave in a shared folder
// (.loot.tbr.partial -> the user's private recording) was "recovered" as
// loot-recovered.tbr, mode 0644, a copy the other user could read, and
// again at every start. Neither the link nor a file of the other user's
// is read, copied or removed, and Recover says why.
func TestRecoverOpensOnlyOwnFiles(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	secret := filepath.Join(t.TempDir(), "secret.tbr")
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, secret)
	playFor(t, l, clock, frame60, 60)
	if _, err := l.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	shared := disktest.SharedDir(t, true)
	link := filepath.Join(shared, ".loot.tbr.partial")
	if err := os.Symlink(secret, link); err != nil {
		t.Fatal(err)
	}
	theirs := filepath.Join(shared, ".theirs.tbr.partial")
	data, err := os.ReadFile(secret)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(theirs, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{link, theirs} {
		if err := os.Lchown(p, nobody.UID, nobody.GID); err != nil {
			t.Fatal(err)
		}
	}
	found, failed := autosave.Recover(nil, shared)
	if len(found) != 0 {
		t.Errorf("Recover of a planted link and another user's file found %q: want nothing", found)
	}
	why := fmt.Sprint(failed)
	if len(failed) != 2 || !strings.Contains(why, "a symlink") || !strings.Contains(why, "another user's") {
		t.Errorf("Recover failed with %v: want one error for each, saying why", failed)
	}
	if entries, _ := os.ReadDir(shared); len(entries) != 2 {
		t.Errorf("the shared folder holds %d files after Recover: want the two planted ones alone", len(entries))
	}
}

// An autosave name that is a link the user made is left, and nothing is
// written through it: recovery does not read through a link, and the
// autosave once wrote through it, over the file it leads to.
func TestAutosaveWritesNotThroughALink(t *testing.T) {
	dir := t.TempDir()
	kept := filepath.Join(dir, "kept.bin")
	if err := os.WriteFile(kept, []byte("the user's own"), 0o644); err != nil {
		t.Fatal(err)
	}
	partial := filepath.Join(dir, ".session.tbr.partial")
	if err := os.Symlink(kept, partial); err != nil {
		t.Fatal(err)
	}
	clock := &fixed.VirtualClock{}
	l := recorder(t, clock, filepath.Join(dir, "session.tbr"))
	playFor(t, l, clock, frame60, 25*60)
	if _, err := l.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(kept); err != nil || string(data) != "the user's own" {
		t.Errorf("the file the link leads to holds %d bytes (%v): want the 14 it held, as they were", len(data), err)
	}
	if to, err := os.Readlink(partial); err != nil || to != kept {
		t.Errorf("the link: %q, %v: want it left, to %q", to, err, kept)
	}
}
