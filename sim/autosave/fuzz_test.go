package autosave_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"tickbox/sim/autosave"
	"tickbox/sim/tape"
)

// Decode never panics, refuses with a *tape.FormatError, and decodes an
// autosave to the recording it holds, which encodes as a tape and
// decodes back to the same recording; Salvage never panics either, and
// keeps what Decode takes whole. Each input is tried as it is and with its
// last four bytes the checksum of the rest, so that mutations reach the
// checks of structure.
func FuzzDecode(f *testing.F) {
	path := filepath.Join(f.TempDir(), "j.tbr")
	recordJournal(f, path, 150, 50, func(*tape.Recorder[input]) {})
	if j, err := os.ReadFile(path); err == nil {
		f.Add(bytes.TrimRight(j, "\x00"))
	}
	if v1, err := os.ReadFile(filepath.Join("testdata", "walker-v1-autosave.tbr")); err == nil {
		f.Add(v1)
	}
	f.Add([]byte("TBXU\x02\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		salvaged(t, data)
		for _, d := range [][]byte{data, withChecksum(data)} {
			r, err := autosave.Decode(d)
			var fe *tape.FormatError
			if err != nil && !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *tape.FormatError", err)
			}
			if err != nil || !bytes.HasPrefix(d, []byte(autosave.Magic)) {
				continue
			}
			again, err := r.MarshalBinary()
			if back, berr := tape.Decode(again); err != nil || berr != nil || !reflect.DeepEqual(back, r) {
				t.Fatalf("an autosave's recording, encoded and decoded again, differs: %v %v", err, berr)
			}
		}
	})
}

// salvaged checks Salvage on data, which must never panic: what it
// keeps of an autosave encodes back to a recording that decodes the same,
// and what Decode takes whole it takes whole, with nothing cut.
func salvaged(t *testing.T, data []byte) {
	t.Helper()
	r, cut, err := autosave.Salvage(data)
	if err != nil {
		return
	}
	again, merr := r.MarshalBinary()
	if back, berr := tape.Decode(again); merr != nil || berr != nil || !reflect.DeepEqual(back, r) {
		t.Fatalf("a salvaged recording, encoded and decoded again, differs: %v %v", merr, berr)
	}
	if whole, derr := autosave.Decode(data); derr == nil && (cut != nil || !reflect.DeepEqual(whole, r)) {
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
