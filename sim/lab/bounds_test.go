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

// counter counts what is written to it and keeps none of it.
type counter struct{ n int }

func (c *counter) Write(p []byte) (int, error) { c.n += len(p); return len(p), nil }

// allocatedBy returns the bytes f allocates: a bound on the heap it grows.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The ball table of a big world is streamed: run -balls 200000 -ticks 1
// allocates the world and the report's copy of it, not every cell of the
// table at once (535 MB for a million balls).
func TestBallTableIsStreamed(t *testing.T) {
	const balls = 200_000
	out := &counter{}
	var code int
	got := allocatedBy(func() { code = lab.Run([]string{"-balls", "200000", "-ticks", "1"}, out, io.Discard) })
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	// A ball is 8 floats in the world, 4 in the report, and each of its
	// cells is formatted twice (measured, then written) as garbage: 500
	// bytes a ball covers that, where holding the table takes twice it.
	t.Logf("%d balls: allocated %d bytes", balls, got)
	if limit := uint64(500 * balls); got > limit {
		t.Errorf("%d balls, %d bytes of output: allocated %d bytes, want at most %d", balls, out.n, got, limit)
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
