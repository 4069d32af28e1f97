package capture_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"tickbox/sim/capture"
)

// allocated returns the allocations f makes, counted and in bytes.
func allocated(f func()) (mallocs, bytes uint64) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.Mallocs - before.Mallocs, after.TotalAlloc - before.TotalAlloc
}

// readSlack is what reading costs whatever the file: the readers' buffers
// (64 KiB and two of 4 KiB), the capture, a message or two.
const readSlack = 256 << 10

// Reading Tickbox's own trace allocates nothing a line: its frames, 8
// bytes each, in blocks, and 8 more for the one slice they are handed over
// in. Each line once cost a string and a slice of fields, and the frames
// grew by append: 58 to 74 bytes a frame, and 2.3 GB of memory for a trace
// of 64 MiB of 1 ns lines.
func TestReadingATraceAllocatesItsFrames(t *testing.T) {
	const n = 200_000
	for _, line := range []string{"1\n", "16666667\r\n", " 250000000\t\n"} {
		data := append([]byte("# made up\n\n"), bytes.Repeat([]byte(line), n)...)
		var got int
		mallocs, size := allocated(func() {
			d, err := capture.ReadTrace(bytes.NewReader(data), "t.txt")
			if err != nil {
				t.Fatal(err)
			}
			got = len(d)
		})
		if got != n {
			t.Fatalf("%q × %d: read %d frames", line, n, got)
		}
		if size > 16*n+readSlack || mallocs > 2*n/8192+100 {
			t.Errorf("%q × %d: %d allocations, %d bytes (%.1f a frame): want at most 16 bytes a frame and a few "+
				"allocations a block of 8192", line, n, mallocs, size, float64(size)/n)
		}
		t.Logf("%q × %d: %d allocations, %.1f bytes a frame", line, n, mallocs, float64(size)/n)
	}
}

// A capture's row costs one allocation, its text, which is not kept: its
// fields are read in place. Each row once cost its text and a slice of its
// fields.
func TestReadingACaptureAllocatesARowOnce(t *testing.T) {
	excerpt, err := os.ReadFile(filepath.Join("testdata", "presentmon-1.5.2-grb-excerpt.csv"))
	if err != nil {
		t.Fatal(err)
	}
	header, rows, _ := bytes.Cut(excerpt, []byte("\n"))
	const copies = 100
	data := append(append(header, '\n'), bytes.Repeat(rows, copies)...)
	n := uint64(bytes.Count(data, []byte("\n")))
	mallocs, _ := allocated(func() {
		if _, err := capture.Read(bytes.NewReader(data), "grb.csv", ""); err != nil {
			t.Fatal(err)
		}
	})
	if mallocs > n+n/10+200 {
		t.Errorf("%d rows: %d allocations (%.2f a row): want one a row, and a few more", n, mallocs, float64(mallocs)/float64(n))
	}
	t.Logf("%d rows: %d allocations", n, mallocs)
}

// Once a trace is loaded the heap holds its frames, 8 bytes each, and not
// the blocks they were read into, which would let the collector's next
// goal, twice what the heap holds, be 32 bytes a frame: tickbox policies
// -frames of 7.5 M frames took 233 MB, 181 MB with the blocks collected.
func TestLoadHoldsTheFramesOnly(t *testing.T) {
	const n = 1_000_000
	path := filepath.Join(t.TempDir(), "ones.txt")
	if err := os.WriteFile(path, bytes.Repeat([]byte("1\n"), n), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f, err := capture.Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	if len(f.Lengths()) != n || held > 8*n+readSlack {
		t.Errorf("%d frames loaded: the heap holds %d bytes more (%.1f a frame), want 8 a frame", len(f.Lengths()), held, float64(held)/n)
	}
	t.Logf("the heap holds %.1f bytes a frame more", float64(held)/n)
	runtime.KeepAlive(f)
}
