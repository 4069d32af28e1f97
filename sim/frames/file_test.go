package frames_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"tickbox/sim/frames"
)

// A trace is held in 8 bytes a frame once read, not in a slice grown with
// room to spare; Again plays the same frames from the first without
// reading the file again.
func TestTraceHeldInEightBytesAFrame(t *testing.T) {
	const n = 1_000_003
	path := filepath.Join(t.TempDir(), "t.txt")
	if err := os.WriteFile(path, []byte(strings.Repeat("16666667\n", n)), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f, err := frames.Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if held := int64(after.HeapAlloc) - int64(before.HeapAlloc); held > 8*n+64<<10 {
		t.Errorf("%d frames held in %d bytes: want at most 8 a frame (%d)", n, held, 8*n)
	}
	f.Next(0)
	again := f.Again()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if d := again.Next(0); d != 16666667*time.Nanosecond {
		t.Errorf("Again's first frame %v: want the trace's first", d)
	}
	runtime.KeepAlive(f)
}
