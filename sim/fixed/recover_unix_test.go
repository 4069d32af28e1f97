//go:build unix

package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/disk/disktest"
)

// Recovery opens only the user's own regular files, never through a link:
// another user's link planted as an autosave in a shared folder
// (.loot.tbr.partial -> the user's private recording) was "recovered" as
// loot-recovered.tbr, mode 0644, a copy the other user could read, and
// again at every start. Neither the link nor a file of the other user's
// is read, copied or removed, and a notice says why.
func TestRecoverOpensOnlyOwnFiles(t *testing.T) {
	nobody := disktest.LookupNobody(t)
	private := t.TempDir()
	secret := filepath.Join(private, "secret.tbr")
	s, clock := newSandbox(t, nil)
	if err := s.StartRecording(secret); err != nil {
		t.Fatal(err)
	}
	playScript(s, clock, 16_666_667*time.Nanosecond, 60, busy)
	if _, err := s.StopRecording(); err != nil {
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
	next, _ := newSandbox(t, nil)
	next.Notices()
	if found := next.Recover(shared); len(found) != 0 {
		t.Errorf("Recover of a planted link and another user's file found %q: want nothing", found)
	}
	notes := next.Notices()
	if len(notes) != 2 || !strings.Contains(notes[0].Text+notes[1].Text, "a symlink") || !strings.Contains(notes[0].Text+notes[1].Text, "another user's") {
		t.Errorf("notices %+v: want one for each, saying why", notes)
	}
	if entries, _ := os.ReadDir(shared); len(entries) != 2 {
		t.Errorf("the shared folder holds %d files after Recover: want the two planted ones alone", len(entries))
	}
}
