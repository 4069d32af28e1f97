//go:build !headless && unix

package shots

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/stop/stoptest"
)

// A script of 2,000 restarts hears SIGTERM between two of them, and shots
// exits 130 within stoptest.WindowEndLimit: the restarts once played in
// one Draw, 12 minutes at 820 MB, deaf to every stop until they ended.
func TestShotsStopBetweenRestarts(t *testing.T) {
	script := filepath.Join(t.TempDir(), "restarts.tbs")
	body := "frame 17ms\n" + strings.Repeat("restart\n", 2000) + "frame 17ms\nshot restarts\n"
	if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, waited, lines := startShots(t, script)
	waitFrame(t, lines, waited, "17ms") // the restarts come next, in the same Draw
	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	wait130(t, waited, syscall.SIGTERM)
	if took := time.Since(start); took > stoptest.WindowEndLimit {
		t.Errorf("shots ended %v after SIGTERM, want within %v", took, stoptest.WindowEndLimit)
	} else {
		t.Logf("shots ended %v after SIGTERM", took)
	}
}

// A restart keeps nothing of the game before it: the heap in use after
// many restarts is the heap after a few. Each kept about 0.9 MB, its
// font's glyphs and its sprites among Ebitengine's textures, until a
// collection, and 2,000 restarts reached 820 MB.
func TestRestartsKeepNothing(t *testing.T) {
	const few, many = 20, 300
	script := filepath.Join(t.TempDir(), "restarts.tbs")
	body := strings.Repeat("restart\nframe 17ms\n", many) + "shot restarts\n"
	if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(shotsHeap, fmt.Sprintf("%d,%d", few, many))
	_, waited, lines := startShots(t, script)
	heap := map[int]int64{}
	for line := range lines {
		var n int
		var b int64
		if _, err := fmt.Sscanf(line, heapSays, &n, &b); err == nil {
			heap[n] = b
		}
	}
	if err := <-waited; err != nil {
		t.Fatalf("shots: %v", err)
	}
	if len(heap) != 2 {
		t.Fatalf("the child said the heap after %v frames; want after %d and %d", heap, few, many)
	}
	grew := heap[many] - heap[few]
	t.Logf("heap in use after %d restarts %.1f MB, after %d %.1f MB", few, float64(heap[few])/(1<<20), many, float64(heap[many])/(1<<20))
	if grew > maxRestartsGrowth {
		t.Errorf("the heap grew %.1f MB from %d to %d restarts, want at most %.1f MB",
			float64(grew)/(1<<20), few, many, float64(maxRestartsGrowth)/(1<<20))
	}
}

// maxRestartsGrowth bounds how much the heap may grow over the restarts
// of TestRestartsKeepNothing: a game's working memory varies from frame
// to frame by a few megabytes; 280 restarts that each kept 0.9 MB would
// add 250.
const maxRestartsGrowth = 16 << 20
