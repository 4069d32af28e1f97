package frames_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/frames"
)

// A trace's name reaches messages quoted when it holds escapes: a file
// name is untrusted text, and a terminal acts on what it prints.
func TestTraceNameIsQuoted(t *testing.T) {
	name := "evil\x1b[2J\a.txt"
	_, err := frames.ReadTrace(strings.NewReader("forty\n"), name)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `"evil\x1b[2J\a.txt"`) {
		t.Errorf("error %q: want the name quoted", err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("1000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := frames.Parse(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s := src.String(); strings.ContainsAny(s, "\x1b\a") {
		t.Errorf("String() = %q: want the name quoted", s)
	}
}
