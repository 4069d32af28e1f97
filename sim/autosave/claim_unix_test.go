//go:build unix

package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk"
)

// An appender another holds open is neither replaced by a new appender nor
// removed by removeFree: two windows recording to one file once replaced
// or removed each other's live autosave, and the first then appended to a
// file gone from the folder, which a kill -9 lost. Once closed, it is free.
func TestALiveAppenderIsLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".session.tbr.partial")
	first, err := newAppender(path, []byte("first"), 100)
	if err != nil {
		t.Fatal(err)
	}
	if !busy(path) {
		t.Error("Busy of an open appender's file: false")
	}
	if second, err := newAppender(path, []byte("second"), 100); !errors.Is(err, disk.ErrBusy) {
		if second != nil {
			second.Close()
		}
		t.Errorf("a second appender over a live one: %v; want %v", err, disk.ErrBusy)
	}
	if err := removeFree(path); !errors.Is(err, disk.ErrBusy) {
		t.Errorf("removeFree of a live appender's file: %v; want %v", err, disk.ErrBusy)
	}
	if err := first.Append([]byte(" goes on")); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(path); err != nil || string(data[:len("first goes on")]) != "first goes on" {
		t.Fatalf("the live appender's file holds %q (%v): want what it appended", data, err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if busy(path) {
		t.Error("Busy after Close: true")
	}
	if err := removeFree(path); err != nil {
		t.Fatalf("removeFree after Close: %v", err)
	}
	if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("after removeFree the file is still there (%v)", err)
	}
	if err := removeFree(path); err != nil {
		t.Errorf("removeFree of no file: %v; want nil", err)
	}
}

// Every name the system accepts can be appended to, as it can be saved
// (package disk's TestLongNamesSave): names of 234 to 255 bytes were lost
// at their first write, whose temporary name was the name plus 22 bytes.
func TestLongNamesAppend(t *testing.T) {
	for _, base := range []string{
		strings.Repeat("a", 251) + ".tbr",
		strings.Repeat("é", 125) + ".tbr", // 254 bytes, two a character
		strings.Repeat("b", 234) + ".tbr",
	} {
		a, err := newAppender(filepath.Join(t.TempDir(), base), []byte("new"), 100)
		if err != nil {
			t.Errorf("newAppender of a %d-byte name: %v", len(base), err)
			continue
		}
		a.Close()
	}
}
