package tape_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// testdata/walker.tbr is a tape of this format, version 2: this build
// records the same session to the same bytes, and plays the file back.
// A change of the format, or of what a recording holds, fails here
// first; bump formatVersion with it, keep the file as walker-vN.tbr (see
// TestGoldenTapeVersion1), and rewrite it with -update.
func TestGoldenTape(t *testing.T) {
	h := header
	h.Every = 7
	data := reencode(t, record(t, h, 500))
	path := filepath.Join("testdata", "walker.tbr")
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

// testdata/walker-v1.tbr is the session of TestGoldenTape as version 1
// wrote it, each input whole: this build still plays it, reads the same
// inputs from it as it records today (the deltas it makes of them are
// those the recorder makes), and writes it back to the same bytes, in
// version 1, whose header its fingerprints are sealed with.
func TestGoldenTapeVersion1(t *testing.T) {
	path := filepath.Join("testdata", "walker-v1.tbr")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := tape.Decode(want)
	if err != nil {
		t.Fatal(err)
	}
	if r.Version() != 1 {
		t.Fatalf("%s: format %d, want 1", path, r.Version())
	}
	if m, bad := playBack(t, r, newWalker()).Mismatch(); bad {
		t.Fatal(m)
	}
	h := header
	h.Every = 7
	if now := record(t, h, 500); !sameEvents(r.Events, now.Events) {
		t.Errorf("%s reads as %d events that differ from the %d recorded today", path, len(r.Events), len(now.Events))
	}
	if data := reencode(t, r); !bytes.Equal(data, want) {
		t.Errorf("%s encodes back to %d bytes that differ from its %d", path, len(data), len(want))
	}
}

// A tape of a version this build does not know is refused, naming its
// version and the ones this build reads, not read as damaged.
func TestDecodeRefusesAnotherVersion(t *testing.T) {
	data := reencode(t, record(t, header, 10))
	data[4] = 3
	data = withChecksum(data)
	if _, err := tape.Decode(data); err == nil || !strings.Contains(err.Error(), "format version 3: this build reads versions 1 and 2") {
		t.Fatalf("a tape of version 3: %v, want it refused naming versions 3, 1 and 2", err)
	}
}
