package tape_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"strings"
	"testing"

	"tickbox/sim/tape"
)

// Decode never panics, and what it accepts encodes back to the same
// bytes: every value has one encoding.
func FuzzDecode(f *testing.F) {
	for _, every := range []int{1, 60} {
		h := header
		h.Every = every
		f.Add(reencode(f, record(f, h, 130)))
	}
	f.Add([]byte("TBXT\x01\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := tape.Decode(data)
		if err != nil {
			return
		}
		again, err := r.MarshalBinary()
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("accepted %x, which encodes back to %x (%v)", data, again, err)
		}
	})
}

// A varint longer than it needs to be is refused even with the checksum
// made to match: a file has one encoding.
func TestDecodeRefusesLongVarints(t *testing.T) {
	data := reencode(t, record(t, header, 10))
	// The rules version, after the magic, the version and the name: 1,
	// written as two bytes.
	at := 4 + 2 + 1 + len(header.Game)
	long := append(append(bytes.Clone(data[:at]), 0x81, 0x00), data[at+1:len(data)-4]...)
	long = binary.LittleEndian.AppendUint32(long, crc32.ChecksumIEEE(long))
	if _, err := tape.Decode(long); err == nil || !strings.Contains(err.Error(), "shortest") {
		t.Fatalf("a rules version in two bytes: %v, want refused as not in its shortest form", err)
	}
}
