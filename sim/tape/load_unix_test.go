//go:build unix

package tape_test

import (
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/tape"
)

// A file that is no tape is refused at its first bytes, as package replay
// refuses one: Load of /dev/zero read a gigabyte before saying it was too
// large to be a tape.
func TestLoadChecksTheMagicFirst(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := tape.Load("/dev/zero")
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "not a Tickbox tape") {
		t.Errorf("Load(/dev/zero): %v; want it refused as not a tape", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Load(/dev/zero) allocated %d bytes: want the first few read, then the refusal", got)
	}
}

// A named pipe no one writes is read at once, as an empty file, never
// waited on: Load opened it with os.Open, which waits for a writer, and a
// game given it as RecordOptions.Replay hung before its window opened.
func TestLoadNeverWaitsOnAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.tbt")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := tape.Load(path); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a Tickbox tape") {
			t.Errorf("Load(a pipe no one writes): %v; want it refused as an empty file", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Load waited 5 s on a pipe no one writes")
	}
}
