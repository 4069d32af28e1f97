package lab_test

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// allocatedBy returns the bytes f allocates: a bound on the heap it grows.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// liveWriter counts what is written to it, keeps none of it, and every
// MiB of output collects the garbage and notes the live heap: its largest
// reading is what a command holds while it writes.
type liveWriter struct {
	n, next int
	peak    uint64
}

func (l *liveWriter) Write(p []byte) (int, error) {
	if l.n += len(p); l.n >= l.next {
		l.next = l.n + 1<<20
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		l.peak = max(l.peak, m.HeapAlloc)
	}
	return len(p), nil
}

// The ball table of a big world is streamed: while run -balls 200000
// -ticks 1 writes it, the live heap holds the world and the report's copy
// of it, not every cell of the table (535 MB for a million balls).
func TestBallTableIsStreamed(t *testing.T) {
	const balls = 200_000
	out := &liveWriter{}
	if code := lab.Run([]string{"-balls", "200000", "-ticks", "1"}, out, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	// A ball is 8 floats in the world (and as many again in the Sandbox's
	// other worlds) and 4 in the report: 200 bytes a ball covers them; the
	// table's cells held at once take 100 more.
	t.Logf("%d balls, %d bytes of output: at most %d bytes live while writing", balls, out.n, out.peak)
	if limit := uint64(200 * balls); out.peak > limit {
		t.Errorf("%d balls, %d bytes of output: %d bytes live while writing, want at most %d", balls, out.n, out.peak, limit)
	}
}

// -trace is bounded: -trace 2000000 took 3.6 GB.
func TestTraceIsBounded(t *testing.T) {
	for _, args := range [][]string{{"-trace", "2000000"}} {
		_, errOut, code := call(t, lab.Run, args...)
		if code != 2 || !strings.Contains(errOut, "-trace 2000000: must be 0 to 100000") {
			t.Errorf("-trace 2000000: exit %d, %s", code, errOut)
		}
	}
}

// compare -frames with 1 ns frames is refused before it starts: it once
// kept every frame, growing without end.
func TestCompareOneNanosecondFrames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ns.txt")
	if err := os.WriteFile(path, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var errOut string
	var code int
	got := allocatedBy(func() { _, errOut, code = call(t, lab.Compare, "-frames", path) })
	if code != 1 || !strings.Contains(errOut, "600 ticks need about 1e+10 frames, more than 1000000") {
		t.Errorf("compare -frames %s: exit %d, %s", path, code, errOut)
	}
	if got > 16<<20 {
		t.Errorf("compare -frames %s allocated %d bytes: want at most 16 MiB", path, got)
	}
}

// The JSON of a big world is streamed too: run -balls 200000 -ticks 1
// -json holds the world and the report, not the whole text (run -balls
// 1000000 -ticks 3 -json peaked at 711 MB, against 170 bytes a ball), and
// writes what encoding/json writes, byte for byte.
func TestBallJSONIsStreamed(t *testing.T) {
	const balls = 200_000
	out := &liveWriter{}
	if code := lab.Run([]string{"-balls", "200000", "-ticks", "1", "-json"}, out, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	t.Logf("%d balls, %d bytes of JSON: at most %d bytes live while writing", balls, out.n, out.peak)
	if limit := uint64(200 * balls); out.peak > limit {
		t.Errorf("%d balls, %d bytes of JSON: %d bytes live while writing, want at most %d", balls, out.n, out.peak, limit)
	}
}
