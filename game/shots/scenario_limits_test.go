package shots

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tickbox/game/shots/script"
)

// sparse makes a file of size bytes that takes no room on the disk.
func sparse(t *testing.T, path string, size int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// allocatedBy returns the bytes f allocates: a bound on its peak heap.
func allocatedBy(f func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// A 2 GB script, or a script that names a 2 GB recording, is refused by its
// size before it is read: it once took 2.1 GB.
func TestScenarioSizeLimits(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.tbs")
	sparse(t, huge, 2<<30)
	sparse(t, filepath.Join(dir, "huge.tbr"), 2<<30)
	names := filepath.Join(dir, "names.tbs")
	if err := os.WriteFile(names, []byte("replay huge.tbr\nshot a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path  string
		limit int
	}{{huge, script.MaxSize}, {names, maxScenarioReplay}} {
		var err error
		grew := allocatedBy(func() { _, err = loadScenarios([]string{tc.path}, dir) })
		if err == nil || !strings.Contains(err.Error(), "most") {
			t.Errorf("%s: %v; want it refused for its size", tc.path, err)
		}
		if grew > 64<<20 {
			t.Errorf("%s: refusing it allocated %d bytes: want at most 64 MB", tc.path, grew)
		}
	}
}
