package tape_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tickbox/sim/tape"
)

// Decode never panics, refuses with a *FormatError, and what it accepts
// encodes back to the same bytes: every value has one encoding. An
// autosave decodes to the recording it holds, which encodes as a file and
// decodes back to the same recording. Each input is tried as it is and
// with its last four bytes the checksum of the rest, so that mutations
// reach the checks of structure.
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
	path := filepath.Join(f.TempDir(), "j.tbr")
	recordJournal(f, path, 150, 50, func(*tape.Recorder[input]) {})
	if j, err := os.ReadFile(path); err == nil {
		f.Add(bytes.TrimRight(j, "\x00"))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		salvaged(t, data)
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
			if bytes.HasPrefix(d, []byte("TBXU")) {
				if back, berr := tape.Decode(again); err != nil || berr != nil || !reflect.DeepEqual(back, r) {
					t.Fatalf("an autosave's recording, encoded and decoded again, differs: %v %v", err, berr)
				}
				continue
			}
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
	if err := r.SetInput(0, []byte{9}); err != nil { // one byte: whole
		t.Fatal(err)
	}
	return r
}

// salvaged checks Salvage on data, which must never panic: what it
// keeps of an autosave encodes back to a recording that decodes the same,
// and what Decode takes whole it takes whole, with nothing cut.
func salvaged(t *testing.T, data []byte) {
	t.Helper()
	r, cut, err := tape.SalvageJournal(data)
	if err != nil {
		return
	}
	again, merr := r.MarshalBinary()
	if back, berr := tape.Decode(again); merr != nil || berr != nil || !reflect.DeepEqual(back, r) {
		t.Fatalf("a salvaged recording, encoded and decoded again, differs: %v %v", merr, berr)
	}
	if whole, derr := tape.Decode(data); derr == nil && (cut != nil || !reflect.DeepEqual(whole, r)) {
		t.Fatalf("Salvage of an autosave Decode takes whole cut %v", cut)
	}
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
