//go:build unix

package replay_test

import (
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"tickbox/sim/replay"
	"time"
)

// A file that is no replay is refused at its first bytes: replay /dev/zero
// once read a gigabyte (3.2 GB of memory, 15 s) before saying it was too
// large to be one.
func TestLoadChecksTheMagicFirst(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := replay.Load("/dev/zero")
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "not a Tickbox replay") {
		t.Errorf("Load(/dev/zero): %v; want it refused as not a replay", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Load(/dev/zero) allocated %d bytes: want the first few read, then the refusal", got)
	}
}

// A named pipe no one writes is read at once, as an empty file, never
// waited on: opening one for reading once hung until a writer came.
func TestLoadNeverWaitsOnAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.tbr")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := replay.Load(path); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a Tickbox replay") {
			t.Errorf("Load(a pipe no one writes): %v; want it refused as an empty file", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Load waited 5 s on a pipe no one writes")
	}
}
