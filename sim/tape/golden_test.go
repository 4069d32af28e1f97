package tape_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

var update = flag.Bool("update", false, "rewrite testdata/walker.tbt")

// testdata/walker.tbt is a tape of this format, version 1: this build
// records the same session to the same bytes, and plays the file back.
// A change of the format, or of what a recording holds, fails here
// first; bump Version with it, and rewrite the file with -update.
func TestGoldenTape(t *testing.T) {
	h := header
	h.Every = 7
	data := reencode(t, record(t, h, 500))
	path := filepath.Join("testdata", "walker.tbt")
	if *update {
		if err := disk.Save(path, data); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Fatalf("the session records to %d bytes that differ from %s's %d", len(data), path, len(want))
	}
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if m, bad := playBack(t, r, newWalker()).Mismatch(); bad {
		t.Fatal(m)
	}
}
