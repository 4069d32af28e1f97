package autosave_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/fixed"
)

// killedAt records into dir/session.tbr for secs seconds at 60 fps, an
// autosave every 10 s, and is killed there, leaving its autosave; it
// returns the autosave's path and bytes, its spare room cut.
func killedAt(t *testing.T, dir string, secs int) (string, []byte) {
	t.Helper()
	killed(t, filepath.Join(dir, "session.tbr"), secs)
	partial := filepath.Join(dir, ".session.tbr.partial")
	data, err := os.ReadFile(partial)
	if err != nil {
		t.Fatal(err)
	}
	return partial, bytes.TrimRight(data, "\x00")
}

// An autosave with a byte flipped in its last batch is recovered up to the
// batch before, each batch having a checksum of its own, and Recover says
// what was cut: the whole file was refused, though every batch before the
// damaged one was intact.
func TestRecoverKeepsTheIntactBatches(t *testing.T) {
	dir := t.TempDir()
	partial, data := killedAt(t, dir, 35) // batches at 10, 20 and 30 s
	data[len(data)-6] ^= 0x10             // in the last batch's final fingerprint
	if err := os.WriteFile(partial, data, 0o644); err != nil {
		t.Fatal(err)
	}
	found, failed := autosave.Recover(nil, dir)
	want := filepath.Join(dir, "session-recovered.tbr")
	if len(found) != 1 || found[0] != want {
		t.Fatalf("Recover found %q, failed %v: want %q", found, failed, want)
	}
	var cut *autosave.Cut
	if len(failed) != 1 || !errors.As(failed[0], &cut) || !strings.Contains(cut.Error(), "were cut") {
		t.Fatalf("Recover failed %v: want one *autosave.Cut saying what was cut", failed)
	}
	if r := loadTape(t, want); r.Final != cut.Final || r.Final < 10*60 || r.Final >= 30*60 {
		t.Errorf("recovered to tick %d (the cut says %d): want the second batch's, from 10 s to before 30 s", r.Final, cut.Final)
	}
	if _, err := os.Lstat(partial); err == nil {
		t.Error("the autosave is still there after it was recovered")
	}
}

// An autosave that could not be recovered is left as it is: the next
// recording to the same name once replaced it at its first autosave, the
// only copy of what it held. The recording goes on, and saves.
func TestAutosaveLeavesAnUnrecoveredOne(t *testing.T) {
	dir := t.TempDir()
	partial, data := killedAt(t, dir, 15)
	data[10] ^= 0x10 // in the header: nothing can be recovered
	if err := os.WriteFile(partial, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if found, failed := autosave.Recover(nil, dir); len(found) != 0 || len(failed) != 1 {
		t.Fatalf("Recover of a damaged header found %q, failed %v: want it refused", found, failed)
	}
	clock := &fixed.VirtualClock{}
	path := filepath.Join(dir, "session.tbr")
	l := recorder(t, clock, path)
	playFor(t, l, clock, frame60, 25*60) // two autosaves due
	if _, err := l.Tape().StopRecording(); err != nil {
		t.Fatal(err)
	}
	if now, err := os.ReadFile(partial); err != nil || !bytes.Equal(now, data) {
		t.Errorf("the autosave that could not be recovered: %v, %d bytes (%d before): want it left as it was", err, len(now), len(data))
	}
	if r := loadTape(t, path); r.Final != l.Tick() {
		t.Errorf("the new recording ends at tick %d: want %d", r.Final, l.Tick())
	}
}
