//go:build unix

package disk_test

import (
	"errors"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/disk"
)

// Open takes a regular file only, and says what else it was given, at
// once: a named pipe with no writer is not waited on.
func TestOpenRefusesAPipeAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := disk.Open(path)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "a named pipe") {
			t.Errorf("Open(a pipe): %v; want it refused as a named pipe", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Open waited 5 s on a pipe no one writes")
	}
	if _, err := disk.Open(t.TempDir()); err == nil || !strings.Contains(err.Error(), "a directory") {
		t.Errorf("Open(a folder): %v; want it refused as a directory", err)
	}
	f, err := disk.OpenStream(path)
	if err != nil {
		t.Fatalf("OpenStream(a pipe): %v; want it opened", err)
	}
	defer f.Close()
	if data, err := disk.ReadAll(f, 10, errors.New("too big")); err != nil || len(data) != 0 {
		t.Errorf("a pipe no one writes reads %q, %v: want nothing, at once", data, err)
	}
}

// endless is a stream that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '1'
	}
	return len(p), nil
}

// ReadAll stops at its limit, having held about what it read.
func TestReadAllStopsAtTheLimit(t *testing.T) {
	const limit = 8 << 20
	tooBig := errors.New("too big")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := disk.ReadAll(io.MultiReader(endless{}), limit, tooBig)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, tooBig) {
		t.Fatalf("ReadAll of an endless stream: %v; want %v", err, tooBig)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 4*limit {
		t.Errorf("ReadAll allocated %d bytes for a limit of %d: want a few times the limit at most", got, limit)
	}
}
