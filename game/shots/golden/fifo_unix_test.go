//go:build unix

package golden_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/game/shots/golden"
)

// A golden that is a named pipe is refused at once, saying so: reading it
// once hung tickbox shots for good.
func TestCheckRefusesAPipeForAGolden(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "a.png"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := golden.Check(dir, "a", picture(8, 6, grey, nil), false)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "a named pipe") {
			t.Errorf("Check against a pipe: %v; want an error saying the golden is a named pipe", err)
		}
		// The golden's path, once and quoted (it said it twice, raw).
		golden := filepath.Join(dir, "a.png")
		if err != nil && (strings.Count(err.Error(), golden) != 1 || !strings.Contains(err.Error(), strconv.Quote(golden))) {
			t.Errorf("Check against a pipe: %q; want the golden's path once, quoted", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Check waited 5 s on a golden that is a pipe")
	}
}
