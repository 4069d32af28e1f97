//go:build unix

package fixed_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	found, failed := fixed.Recover(nil, shared)
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
