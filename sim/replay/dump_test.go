package replay_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

var update = flag.Bool("update", false, "rewrite the golden files and the fuzz seed corpus in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update writes it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s:\n--- got\n%s--- want\n%s", path, got, want)
	}
}

func TestDumpGolden(t *testing.T) {
	w := newWorld(t, func(c *sim.Config) { c.Balls = 2; c.Seed = 7 })
	r := record(t, w, 150, busyInput)
	r.Events = append([]replay.Event{{Tick: 0, Rate: 60}}, r.Events...)
	data := encode(t, r)
	decoded, err := replay.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := replay.Dump(&out, decoded, len(data)); err != nil {
		t.Fatal(err)
	}
	golden(t, "dump.golden", out.Bytes())
}
