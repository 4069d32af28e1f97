//go:build unix

package gallery_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tickbox/game/shots/gallery"
)

// A named pipe where index.html goes is refused and left as it is: the
// gallery once renamed its page over it.
func TestWriteRefusesAPipe(t *testing.T) {
	dir := t.TempDir()
	index := filepath.Join(dir, "index.html")
	if err := syscall.Mkfifo(index, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := gallery.Write(dir, gallery.Page{Title: "t"}); err == nil || !strings.Contains(err.Error(), "a named pipe") {
		t.Errorf("Write over a pipe: %v; want it refused as a named pipe", err)
	}
	if info, err := os.Lstat(index); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("index.html after the refusal: %v, %v; want the pipe left as it was", info.Mode(), err)
	}
}
