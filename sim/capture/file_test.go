package capture_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"
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
	f, err := capture.Load(path, "")
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

// A frame file is played in order and again from its start when it ends.
func TestFileCycles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	os.WriteFile(path, []byte("# comment\n5\n\n  7 \n0\n"), 0o644)
	f, err := capture.Parse(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []time.Duration{5, 7, 0, 5, 7, 0, 5}
	for i, w := range want {
		if got := f.Next(0); got != w {
			t.Fatalf("frame %d: %v, want %v", i, got, w)
		}
	}
}

// A bad line is named by file and line.
func TestReadNamesTheBadLine(t *testing.T) {
	_, err := capture.ReadTrace(strings.NewReader("5\n# x\nfast\n"), "f.txt")
	if err == nil || !strings.Contains(err.Error(), `f.txt:3: "fast"`) {
		t.Fatalf("err = %v, want it to name f.txt:3 and the text", err)
	}
	if _, err := capture.ReadTrace(strings.NewReader("0\n0\n"), "z"); err == nil {
		t.Fatal("a file of 0 ns frames was accepted: time would never pass")
	}
}

// A frame file whose lengths add up to exactly 2^64 ns has frames longer
// than 0: a sum kept in an int64 wraps to 0 and called it empty.
func TestFileSumDoesNotWrap(t *testing.T) {
	const day = uint64(24 * time.Hour)
	n := ^uint64(0) / day          // whole days in 2^64-1 ns
	rest := ^uint64(0) - n*day + 1 // and what is left of 2^64 after them
	var b strings.Builder
	for range n {
		b.WriteString("86400000000000\n")
	}
	fmt.Fprintf(&b, "%d\n", rest)
	path := filepath.Join(t.TempDir(), "wrap.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := capture.Parse(path, 1); err != nil {
		t.Errorf("%d frames of 24 h and one of %d ns, 2^64 ns in all: %v", n, rest, err)
	}
}
