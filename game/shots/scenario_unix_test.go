//go:build unix

package shots

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A script, or the recording it plays, that is a named pipe is refused at
// once, saying so, instead of waiting for a writer.
func TestLoadScenarioRefusesPipes(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "pipe.tbs")
	if err := syscall.Mkfifo(script, 0o644); err != nil {
		t.Fatal(err)
	}
	plays := writeScript(t, "replay pipe.tbr\nshot a\n", nil)
	if err := syscall.Mkfifo(filepath.Join(filepath.Dir(plays), "pipe.tbr"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{script, plays} {
		done := make(chan error, 1)
		go func() { _, err := loadScenarios([]string{path}, "f12"); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "a named pipe") {
				t.Errorf("%s: %v; want it refused as a named pipe", path, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: loading waited 5 s on a named pipe", path)
		}
	}
}
