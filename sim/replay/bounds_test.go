package replay_test

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// oneByteEvents returns a replay file of n one-byte events, a jump at every
// tick from 1 to n, and the final tick n+1: the densest events the format
// can hold. The events are spliced into a file the encoder wrote, counted
// from its end, so that the test does not depend on the header's layout.
func oneByteEvents(t *testing.T, n int) []byte {
	t.Helper()
	final := int64(n + 1)
	w := newWorld(t, nil)
	rec := &replay.Recording{Config: w.Config, FinalTick: final, Interval: replay.Interval,
		Checkpoints: make([]uint64, final/replay.Interval)}
	data := encode(t, rec)
	tail := 8*len(rec.Checkpoints) + 8 + 4 // checkpoints, final, checksum
	head := data[:len(data)-tail-1]        // before the event count 0
	out := make([]byte, 0, len(data)+n+8)
	out = append(out, head...)
	out = binary.AppendUvarint(out, uint64(n))
	jump := byte(1<<4 | sim.Input{Jump: true}.Byte())
	for range n {
		out = append(out, jump)
	}
	out = append(out, data[len(data)-tail:len(data)-4]...)
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
}

// allocatedBy returns the bytes f allocates: a bound on the heap it grows.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A file of one-byte events within the limit loads with memory in
// proportion to its size: the events once grew by appending, 93 times the
// file; now they take 24 bytes each, allocated once, plus the file.
func TestEventsLoadWithinBound(t *testing.T) {
	data := oneByteEvents(t, 2_000_000)
	path := filepath.Join(t.TempDir(), "dense.tbr")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var r *replay.Recording
	var err error
	got := allocatedBy(func() { r, err = replay.Load(path) })
	if err != nil {
		t.Fatal(err)
	}
	if limit := uint64(30*len(data) + 1<<20); got > limit {
		t.Errorf("loading %d bytes of %d events allocated %d bytes: want at most %d (30 times the file)",
			len(data), len(r.Events), got, limit)
	}
}

// A file with more events than MaxEvents is refused, naming the count and
// the limit, before any of them is decoded.
func TestTooManyEventsAreRefused(t *testing.T) {
	data := oneByteEvents(t, replay.MaxEvents+1)
	var err error
	got := allocatedBy(func() { _, err = replay.Decode(data) })
	if err == nil || !strings.Contains(err.Error(), "must be at most 4194304") {
		t.Fatalf("%d events: %v; want them refused", replay.MaxEvents+1, err)
	}
	if got > 1<<20 {
		t.Errorf("refusing them allocated %d bytes: want at most 1 MiB", got)
	}
}

// Saving a recording at its end allocates about the file, not copies of
// its events: Close copied every event to trim it, encoded into a buffer of
// 20 bytes an event, and decoded the result into a third copy to check it
// (run -inputs 7 -ticks 1e8 -record peaked at 172 MB against a formula's
// 42 MB, 522 MB at the event cap).
func TestCloseAllocatesAboutTheFile(t *testing.T) {
	const ticks = 1_000_000
	path := filepath.Join(t.TempDir(), "dense.tbr")
	w := newWorld(t, func(c *sim.Config) { c.Balls = 0 })
	rec, err := replay.NewRecorder(path, w)
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		in := sim.Input{Jump: true}
		rec.Add(w.Tick, in)
		w.Step(in)
		rec.Stepped(w)
	}
	got := allocatedBy(func() { err = rec.Close() })
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if limit := uint64(2*info.Size() + 1<<20); got > limit {
		t.Errorf("saving %d events in %d bytes allocated %d bytes: want at most %d (twice the file)", ticks, info.Size(), got, limit)
	}
	if r, err := replay.Load(path); err != nil || len(r.Events) != ticks {
		t.Fatalf("the saved file: %v", err)
	}
}
