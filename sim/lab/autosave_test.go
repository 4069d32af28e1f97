//go:build unix

package lab_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/lab"
	"tickbox/sim/oldtape"
)

// run -record -autosave D saves the recording every D of game time, so a
// kill -9, which no handler sees, loses at most D: the lab once kept the
// whole session in memory until the end.
func TestAutosaveSurvivesKill(t *testing.T) {
	path := filepath.Join(t.TempDir(), "long.tbr")
	cmd := child("run", "-inputs", "9", "-ticks", "1000000000", "-record", path, "-autosave", "10m")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	for i := 0; ; i++ {
		if _, err := os.Stat(path); err == nil {
			break
		}
		if i == 600 {
			t.Fatal("no save after 30 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // some saves later
	cmd.Process.Kill()                 // SIGKILL
	cmd.Wait()
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatalf("after kill -9: %v", err)
	}
	if every := int64(10 * 60 * 60); r.Final == 0 || r.Final%every != 0 {
		t.Errorf("saved up to tick %d: want a whole number of 10 minutes (%d ticks)", r.Final, every)
	}
	mustCall(t, lab.Replay, path, "-verify")
}

// -autosave needs -record, and at least a second; -record refuses a run
// whose checkpoints alone would pass the file limit, held in memory till then.
func TestAutosaveFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-autosave", "1m"}, "-autosave 1m0s: saves the recording, so it needs -record"},
		{[]string{"-autosave", "1ms", "-record", "x.tbr"}, "-autosave 1ms: must be 1s to 24h"},
		{[]string{"-ticks", "1000000000000", "-record", "x.tbr"}, "-ticks 1000000000000 with -record: its checkpoints alone take 133333333336 bytes"},
	} {
		_, errOut, code := call(t, lab.Run, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %s; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// A file a live run records into is claimed at its start: a second run
// recording to it, with or without -autosave, is refused before its first
// tick, and the first run's recording is saved whole when it stops. The
// second once ran all its ticks and replaced the first's file while the
// first went on appending to a file gone from the folder.
func TestSecondRecorderIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.tbr")
	cmd, lines := startRecording(t, "-balls", "0", "-inputs", "7", "-ticks", "1000000000", "-record", path, "-autosave", "1s")
	for _, second := range [][]string{
		{"-balls", "0", "-ticks", "60", "-record", path},
		{"-balls", "0", "-ticks", "60", "-record", path, "-autosave", "1s"},
	} {
		_, errOut, code := call(t, lab.Run, second...)
		if code != 1 || !strings.Contains(errOut, "a running process is writing it") || strings.Contains(errOut, "recorded") {
			t.Errorf("%v while another run records there: exit %d, %q; want 1, refused at its start", second, code, errOut)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	for lines.Scan() {
	}
	cmd.Wait()
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatalf("the first run's recording after its stop: %v, %v", r, err)
	}
	if _, err := os.Lstat(filepath.Join(filepath.Dir(path), ".b.tbr.lock")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock file after the first run stopped: %v; want it gone", err)
	}
}
