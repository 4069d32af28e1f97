//go:build !headless

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/oldtape"
	"tickbox/sim/tape"
)

// A recording a crash left in its autosave file (.session.tbr.partial) is
// offered on the next start: renamed to session-recovered.tbr, and the
// first notices say where it is and how to play it.
func TestStartRecoversAnAutosave(t *testing.T) {
	dir := t.TempDir()
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(w.Config), 0, bounce.NewTaped(w))
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.Recording().MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".session.tbr.partial"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	g, _ := virtualGame(t, "-record-dir", dir)
	var log strings.Builder
	g.log = &log
	g.logNotices()
	want := filepath.Join(dir, "session-recovered.tbr")
	if _, err := oldtape.Load(want); err != nil {
		t.Errorf("the recovered recording: %v", err)
	}
	if !strings.Contains(log.String(), "tickbox play -replay \""+want+"\"") {
		t.Errorf("log %q: want it to say where the recording is and how to play it", log.String())
	}
}
