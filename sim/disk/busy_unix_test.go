//go:build unix

package disk_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/disk"
)

// An Appender another holds open is neither replaced by a new Appender nor
// removed by RemoveFree: two windows recording to one file once replaced
// or removed each other's live autosave, and the first then appended to a
// file gone from the folder, which a kill -9 lost. Once closed, it is free.
func TestALiveAppenderIsLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".session.tbr.partial")
	first, err := disk.NewAppender(path, []byte("first"), 100)
	if err != nil {
		t.Fatal(err)
	}
	if !disk.Busy(path) {
		t.Error("Busy of an open Appender's file: false")
	}
	if second, err := disk.NewAppender(path, []byte("second"), 100); !errors.Is(err, disk.ErrBusy) {
		if second != nil {
			second.Close()
		}
		t.Errorf("a second Appender over a live one: %v; want %v", err, disk.ErrBusy)
	}
	if err := disk.RemoveFree(path); !errors.Is(err, disk.ErrBusy) {
		t.Errorf("RemoveFree of a live Appender's file: %v; want %v", err, disk.ErrBusy)
	}
	if err := first.Append([]byte(" goes on")); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(path); err != nil || string(data[:len("first goes on")]) != "first goes on" {
		t.Fatalf("the live Appender's file holds %q (%v): want what it appended", data, err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if disk.Busy(path) {
		t.Error("Busy after Close: true")
	}
	if err := disk.RemoveFree(path); err != nil {
		t.Fatalf("RemoveFree after Close: %v", err)
	}
	if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("after RemoveFree the file is still there (%v)", err)
	}
	if err := disk.RemoveFree(path); err != nil {
		t.Errorf("RemoveFree of no file: %v; want nil", err)
	}
}
