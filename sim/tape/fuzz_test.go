package tape_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// Decode never panics, refuses with a *FormatError, and what it accepts
// encodes back to the same bytes: every value has one encoding (package
// autosave's FuzzDecode fuzzes autosaves). Each input is tried as it is
// and with its last four bytes the checksum of the rest, so that
// mutations reach the checks of structure.
func FuzzDecode(f *testing.F) {
	for _, every := range []int{1, 60} {
		h := header
		h.Every = every
		f.Add(reencode(f, record(f, h, 130)))
	}
	f.Add([]byte("TBXT\x01\x00"))
	f.Add([]byte("TBXT\x02\x00"))
	f.Add(reencode(f, wideTape(f)))
	if v1, err := os.ReadFile(filepath.Join("testdata", "walker-v1.tbr")); err == nil {
		f.Add(v1)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, d := range [][]byte{data, withChecksum(data)} {
			r, err := tape.Decode(d)
			var fe *tape.FormatError
			if err != nil && !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			if err != nil {
				continue
			}
			again, err := r.MarshalBinary()
			if err != nil || !bytes.Equal(again, d) {
				t.Fatalf("accepted %x, which encodes back to %x (%v)", d, again, err)
			}
		}
	})
}

// wideTape returns a recording of inputs of 64 bytes, mostly zero, which
// change a byte or two a tick and repeat: each kind of input event, and
// its deltas, for the fuzzer to start from.
func wideTape(t testing.TB) *tape.Recording {
	t.Helper()
	r := &tape.Recording{Header: header, Final: 40, State: []byte{1}, Prints: make([]uint64, 40)}
	var x tape.Inputs
	in := make([]byte, 64)
	for tick := range int64(40) {
		if tick%3 == 1 {
			in[tick%7+30] = byte(tick) // and two repeats
		}
		in[63] = 1
		r.Events = append(r.Events, tape.Event{Tick: tick, Input: x.Append(nil, in)})
	}
	r.Events = append(r.Events[:20], append([]tape.Event{{Tick: 20, Rate: 120}}, r.Events[20:]...)...)
	if err := tapetest.SetInput(r, 0, []byte{9}); err != nil { // one byte: whole
		t.Fatal(err)
	}
	return r
}

// withChecksum returns data with its last four bytes the CRC-32 of the
// rest.
func withChecksum(data []byte) []byte {
	if len(data) < 4 {
		return data
	}
	d := bytes.Clone(data)
	binary.LittleEndian.PutUint32(d[len(d)-4:], crc32.ChecksumIEEE(d[:len(d)-4]))
	return d
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
