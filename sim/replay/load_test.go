package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/replay"
)

// A replay's path reaches messages quoted: escapes in a file name never
// reach the terminal raw.
func TestLoadQuotesThePath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil\x1b[2J\a.tbr")
	if err := os.WriteFile(path, []byte("TBXR"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Load(path); err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("Load: %q; want the path quoted", err)
	}
}
