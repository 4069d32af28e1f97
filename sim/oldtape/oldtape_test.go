package oldtape

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// playTape plays r into the world it starts from, to its end.
func playTape(t *testing.T, r *tape.Recording) (*tape.Player[bounce.Input], bounce.Taped) {
	t.Helper()
	p, w, err := bounce.Play(r)
	if err != nil {
		t.Fatal(err)
	}
	for tick := r.Start; !p.Done(tick); {
		if hz, ok := p.Rate(tick); ok {
			w.SetRate(hz)
		}
		w.Step(p.Take(tick))
		tick++
		p.Check(tick, w)
	}
	return p, w
}

// legacyFile reads a recording made before tapes.
func legacyFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !isOld(data) {
		t.Fatalf("%s: not a recording before tapes", path)
	}
	return data
}

// Recordings made before tapes (the session the project shipped before
// it was converted, one from the middle
// with a rate change, an autosave a crash left) convert to tapes that
// play and verify: every fingerprint compared, none differing.
func TestLegacyRecordingsVerify(t *testing.T) {
	for _, c := range []struct {
		path                string
		start, final        int64
		events, rate, check int
	}{
		{"testdata/session-old.tbr", 0, 600, 5, 60, 11},
		{"testdata/legacy.tbr", 50, 450, 20, 120, 7},
		{"testdata/legacy-autosave.tbr", 50, 450, 20, 120, 7},
	} {
		r, err := convert(legacyFile(t, c.path))
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		p, w := playTape(t, r)
		if m, bad := p.Mismatch(); bad || p.Checked() != c.check || p.Err() != nil {
			t.Errorf("%s: %d fingerprints compared, mismatch %v %v, %v; want %d, none", c.path, p.Checked(), bad, m, p.Err(), c.check)
		}
		if r.Start != c.start || r.Final != c.final || len(r.Events) != c.events || w.Config.Rate != c.rate {
			t.Errorf("%s: ticks %d to %d, %d events, at %d Hz at the end; want %d to %d, %d, %d Hz",
				c.path, r.Start, r.Final, len(r.Events), w.Config.Rate, c.start, c.final, c.events, c.rate)
		}
	}
}

// withCRC returns data with its last four bytes the CRC-32 of the rest:
// a change a checksum cannot see.
func withCRC(data []byte) []byte {
	if len(data) < 4 {
		return data
	}
	body := data[:len(data)-4]
	return binary.LittleEndian.AppendUint32(body[:len(body):len(body)], crc32.ChecksumIEEE(body))
}

// A converted recording keeps what its fingerprints say: a checkpoint
// changed in the file (its checksum fixed) is located as the file's fault,
// a zeroed one as zeroed, as before tapes.
func TestLegacyDesyncIsLocated(t *testing.T) {
	data := legacyFile(t, "testdata/legacy.tbr")
	first := len(data) - 4 - 8*7 // 6 checkpoints and the final fingerprint
	for _, c := range []struct {
		name  string
		edit  func([]byte)
		cause tape.Cause
	}{
		{"a bit", func(d []byte) { d[first+8] ^= 1 }, tape.CauseRecord},
		{"zeroed", func(d []byte) { clear(d[first+8 : first+16]) }, tape.CauseZeroed},
	} {
		d := append([]byte(nil), data...)
		c.edit(d)
		r, err := convert(withCRC(d))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p, w := playTape(t, r)
		m, bad := p.Mismatch()
		if !bad || m.Tick != 50+120 {
			t.Fatalf("%s: mismatch %v at %d; want one after tick 170", c.name, bad, m.Tick)
		}
		got, err := p.Locate(w)
		if err != nil || got.Tick != 169 || got.Cause != c.cause {
			t.Errorf("%s: located tick %d, %v (%v); want tick 169, %v", c.name, got.Tick, got.Cause, err, c.cause)
		}
	}
}

// A damaged file, one of format 1 (sandbox physics 1) and one of other
// physics are refused, the latter two naming both versions.
func TestLegacyRefuses(t *testing.T) {
	data := legacyFile(t, "testdata/legacy.tbr")
	var ve *bounce.VersionError
	flipped := append([]byte(nil), data...)
	flipped[40] ^= 4
	if _, err := convert(flipped); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a flipped bit: %v; want the checksum named", err)
	}
	v1 := append([]byte(nil), data...)
	v1[4] = 1
	if _, err := convert(withCRC(v1)); !errors.As(err, &ve) || ve.Have != 1 {
		t.Errorf("format 1: %v; want a *VersionError of version 1", err)
	}
	physics := append([]byte(nil), data...)
	physics[7] = 9 // the sandbox's physics version, after the model
	if _, err := convert(withCRC(physics)); !errors.As(err, &ve) || ve.Have != 9 {
		t.Errorf("physics 9: %v; want a *VersionError of version 9", err)
	}
}

// Every bit of an autosave made before tapes flipped is refused, or the
// tape it converts to differs where its fingerprints will say so: the
// batch checksums cover it all.
func TestLegacyAutosaveRefusesEveryFlippedBit(t *testing.T) {
	data := legacyFile(t, "testdata/legacy-autosave.tbr")
	for i := range len(data) * 8 {
		d := append([]byte(nil), data...)
		d[i/8] ^= 1 << (i % 8)
		if _, err := convert(d); err == nil {
			t.Fatalf("bit %d of byte %d flipped: accepted", i%8, i/8)
		}
	}
}

// convert never panics on any bytes, as they are or with the checksum made
// to match, and what it accepts is a tape that encodes and decodes back.
func FuzzConvert(f *testing.F) {
	for _, path := range []string{"testdata/session-old.tbr", "testdata/legacy.tbr", "testdata/legacy-autosave.tbr"} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, d := range [][]byte{data, withCRC(append([]byte(nil), data...))} {
			r, err := convert(d)
			if err != nil {
				continue
			}
			enc, err := r.MarshalBinary()
			if err != nil {
				t.Fatalf("accepted, but the tape does not encode: %v", err)
			}
			if _, err := tape.Decode(enc); err != nil {
				t.Fatalf("accepted, but the tape does not decode: %v", err)
			}
		}
	})
}

// The shipped session (assets/scenarios/session.tbr) is a tape, byte for
// byte its file before tapes converted: the conversion lost nothing, and
// Decode reads the tape as the tape it is.
func TestShippedSessionIsItsOldFileConverted(t *testing.T) {
	r, err := convert(legacyFile(t, "testdata/session-old.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := r.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	shipped, err := os.ReadFile("../../assets/scenarios/session.tbr")
	if err != nil {
		t.Fatal(err)
	}
	if isOld(shipped) || !bytes.Equal(shipped, want) {
		t.Fatalf("assets/scenarios/session.tbr: %d bytes, old format %v; want the %d bytes of its old file converted", len(shipped), isOld(shipped), len(want))
	}
	got, err := Decode(shipped)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := got.MarshalBinary(); err != nil || !bytes.Equal(again, shipped) {
		t.Errorf("the shipped tape decoded and encoded again: %v, equal %v; want the same bytes", err, bytes.Equal(again, shipped))
	}
}
