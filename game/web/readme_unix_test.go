//go:build unix

package web_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/game/web"
)

// README.html and the pictures beside it are written through the one save
// path, and the README and its pictures read as files are: a named pipe
// where one is read or written is refused at once, naming what it is. The
// page was written with os.WriteFile, which waited for good for a reader
// of a pipe at README.html, or at a picture's place, and the README was
// read with os.ReadFile, which waited for a writer.
func TestWriteReadmeRefusesAPipe(t *testing.T) {
	for _, pipe := range []string{"out/README.html", "out/pics/a.png", "src/README.md", "src/pics/a.png"} {
		t.Run(pipe, func(t *testing.T) {
			top := t.TempDir()
			src, out := filepath.Join(top, "src"), filepath.Join(top, "out")
			for _, d := range []string{filepath.Join(src, "pics"), filepath.Join(out, "pics")} {
				if err := os.MkdirAll(d, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			if err := syscall.Mkfifo(filepath.Join(top, pipe), 0o644); err != nil {
				t.Fatal(err)
			}
			for name, text := range map[string]string{"README.md": "# T\n\n![pic](pics/a.png)\n", "pics/a.png": "PNG"} {
				if path := filepath.Join(src, name); filepath.Join(top, pipe) != path {
					if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			done := make(chan error, 1)
			go func() { done <- web.WriteReadme(out, filepath.Join(src, "README.md")) }()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), "named pipe") {
					t.Errorf("a pipe at %s: %v; want it refused as a named pipe", pipe, err)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("a pipe at %s: WriteReadme waited 5 s", pipe)
			}
			if info, err := os.Lstat(filepath.Join(top, pipe)); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
				t.Errorf("the pipe at %s was replaced: %v", pipe, err)
			}
		})
	}
}
