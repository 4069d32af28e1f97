package capture_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"tickbox/sim/capture"
)

// A trace's name reaches messages quoted when it holds escapes: a file
// name is untrusted text, and a terminal acts on what it prints.
func TestTraceNameIsQuoted(t *testing.T) {
	name := "evil\x1b[2J\a.txt"
	_, err := capture.ReadTrace(strings.NewReader("forty\n"), name)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `"evil\x1b[2J\a.txt"`) {
		t.Errorf("error %q: want the name quoted", err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("1000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := capture.Parse(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s := src.String(); strings.ContainsAny(s, "\x1b\a") {
		t.Errorf("String() = %q: want the name quoted", s)
	}
}

// A trace that cannot be opened is named quoted too: the open's error
// held the name raw, so a name with a line end printed a line of its own.
func TestMissingTraceIsQuoted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil\nfake line\x1b[2J")
	_, err := capture.Parse(path, 1)
	if err == nil || strings.ContainsAny(err.Error(), "\n\x1b") || !strings.Contains(err.Error(), `evil\nfake line\x1b[2J"`) {
		t.Errorf("error %q: want the name quoted", err)
	}
}

// A game's name comes from the file, untrusted: what is said of it is
// quoted when it holds escapes. (Escapes in a file's first 512 bytes make
// it binary, refused with its bytes quoted; past them, the names say it.)
func TestGameNameIsQuoted(t *testing.T) {
	csv := "Application,ProcessID,MsBetweenPresents\n" + strings.Repeat("p", 600) + ".exe,3,16\n" +
		"evil\x1b[2J.exe,1,16\nevil\x1b[2J.exe,1,16\nx\a.exe,2,16\n"
	if _, err := capture.Read(strings.NewReader(csv[len(csv)-50:]), "c.csv", ""); err == nil ||
		strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), "binary, not text") {
		t.Errorf("escapes at the start: %v; want it refused as binary, quoted", err)
	}
	c, err := capture.Read(strings.NewReader(csv), "c.csv", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{c.About(), c.LeftOut()} {
		if strings.ContainsAny(s, "\x1b\a") || !strings.Contains(s, `\x1b`) && !strings.Contains(s, `\a`) {
			t.Errorf("%q: want the names quoted", s)
		}
	}
	_, err = capture.Read(strings.NewReader(csv), "c.csv", "nope\x1b")
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("error %q: want the names quoted", err)
	}
}
