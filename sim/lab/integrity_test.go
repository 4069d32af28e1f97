package lab_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/lab"
)

// headerLength is how many bytes of a replay come before its events: the
// magic, the format version, the model and its physics version, the config,
// the interval, the start and final ticks and the start state's length (the
// start state itself is empty for a fresh world).
func headerLength(t *testing.T, data []byte) int {
	t.Helper()
	off := 4 + 2
	uvarint := func() {
		_, n := binary.Uvarint(data[off:])
		if n <= 0 {
			t.Fatalf("no varint at byte %d", off)
		}
		off += n
	}
	uvarint()          // model
	uvarint()          // physics version
	uvarint()          // rate
	uvarint()          // balls
	off += 8 + 9*8 + 1 // seed, nine floats, build
	for range 4 {      // interval, start tick, final tick, start state length
		uvarint()
	}
	return off
}

// Every single bit of a sample file's header flipped, with the checksum
// recomputed so that the file decodes when the flip leaves it valid, is
// caught by replay -verify: not one is accepted. The fingerprints start
// from the config's hash, so even a last bit of the bumper radius that no
// tick of the recording feels fails the first checkpoint.
func TestVerifyCatchesEveryHeaderFlip(t *testing.T) {
	dir := t.TempDir()
	sample := filepath.Join(dir, "sample.tbr")
	mustCall(t, lab.Run, "-inputs", "3", "-ticks", "600", "-record", sample)
	good, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, code := call(t, lab.Replay, sample, "-verify"); code != 0 {
		t.Fatalf("the sample itself does not verify (exit %d)", code)
	}
	n := headerLength(t, good)
	path := filepath.Join(dir, "flipped.tbr")
	accepted, flips := 0, 0
	for i := range n {
		for bit := range 8 {
			bad := bytes.Clone(good)
			bad[i] ^= 1 << bit
			body := bad[:len(bad)-4]
			binary.LittleEndian.PutUint32(bad[len(body):], crc32.ChecksumIEEE(body))
			if err := os.WriteFile(path, bad, 0o644); err != nil {
				t.Fatal(err)
			}
			flips++
			if _, _, code := call(t, lab.Replay, path, "-verify"); code == 0 {
				accepted++
				t.Errorf("byte %d bit %d flipped: -verify accepts the file", i, bit)
			}
		}
	}
	t.Logf("%d header bytes, %d flips, %d accepted", n, flips, accepted)
}
