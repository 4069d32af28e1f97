package disk_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"tickbox/sim/disk"
)

// Every name the system accepts can be saved and fallen back from (and
// appended to: package autosave's TestLongNamesAppend): names of 234 to 255 bytes passed Check and were lost at the save,
// whose temporary name was the name plus 22 bytes ("file name too long").
func TestLongNamesSave(t *testing.T) {
	for _, base := range []string{
		strings.Repeat("a", 251) + ".tbr",
		strings.Repeat("é", 125) + ".tbr", // 254 bytes, two a character
		strings.Repeat("b", 234) + ".tbr",
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, base)
		if err := disk.Check(path); err != nil {
			t.Fatalf("Check of a %d-byte name: %v", len(base), err)
		}
		if err := disk.Save(path, []byte("new")); err != nil {
			t.Errorf("Save of a %d-byte name: %v", len(base), err)
		}
		os.Remove(path)
		stem := strings.TrimSuffix(base, ".tbr")
		if saved, err := disk.SaveNew(dir, stem+"-*.tbr", []byte("new")); err != nil {
			t.Errorf("SaveNew of a %d-byte name: %v", len(base), err)
		} else if !strings.HasSuffix(saved, ".tbr") {
			t.Errorf("SaveNew of a %d-byte name saved %q: want its extension kept", len(base), saved)
		}
	}
}

// FitName keeps short names as they are, and cuts long ones to the most a
// folder entry holds, at a character, distinct for distinct heads.
func TestFitName(t *testing.T) {
	if got := disk.FitName(".session.tbr", ".lock"); got != ".session.tbr.lock" {
		t.Errorf("FitName of a short name: %q", got)
	}
	long := strings.Repeat("é", 200)
	a, b := disk.FitName(long+"a", ".partial"), disk.FitName(long+"b", ".partial")
	for _, name := range []string{a, b} {
		if len(name) > 255 || !utf8.ValidString(name) || !strings.HasSuffix(name, ".partial") {
			t.Errorf("FitName of a long name: %q (%d bytes): want at most 255, whole characters, the tail kept", name, len(name))
		}
	}
	if a == b {
		t.Errorf("two long names fit to the same name %q", a)
	}
	if got := disk.FitName("x", strings.Repeat("t", 300)); len(got) > 255 {
		t.Errorf("FitName of a tail too long: %d bytes", len(got))
	}
}
