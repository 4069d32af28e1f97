package replay_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// withChecksum returns data with its last four bytes replaced by the CRC-32
// of the rest, so that the fuzzer's mutations reach the decoder's checks of
// structure instead of stopping at the checksum.
func withChecksum(data []byte) []byte {
	if len(data) < 4 {
		return data
	}
	d := bytes.Clone(data)
	body := d[:len(d)-4]
	binary.LittleEndian.PutUint32(d[len(body):], crc32.ChecksumIEEE(body))
	return d
}

// FuzzDecode feeds the decoder arbitrary bytes, as they are and with a valid
// checksum: it must never panic, must refuse with a *FormatError, and
// whatever it accepts must encode back to exactly the same bytes (there is
// one encoding of each recording, so nothing can hide in a file).
//
// An autosave (a journal) decodes to the recording it holds, which encodes
// as a file and decodes back to the same recording; its bytes are not what
// MarshalBinary writes.
func FuzzDecode(f *testing.F) {
	for _, seed := range corpusFiles(f) {
		f.Add(seed)
	}
	f.Add(journalSeed(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, d := range [][]byte{data, withChecksum(data)} {
			r, err := replay.Decode(d)
			if err != nil {
				var fe *replay.FormatError
				if !errors.As(err, &fe) {
					t.Fatalf("error %v is not a *FormatError", err)
				}
				continue
			}
			again, err := r.MarshalBinary()
			if err != nil {
				t.Fatalf("decoded recording does not encode: %v", err)
			}
			if bytes.HasPrefix(d, []byte("TBXJ")) {
				if back, err := replay.Decode(again); err != nil || !reflect.DeepEqual(back, r) {
					t.Fatalf("an autosave's recording, encoded and decoded again, differs: %v", err)
				}
				continue
			}
			if !bytes.Equal(again, d) {
				t.Fatalf("decoded and encoded again, %d bytes became %d", len(d), len(again))
			}
		}
	})
}

// journalSeed is an autosave of three batches, its spare room cut.
func journalSeed(f *testing.F) []byte {
	path := filepath.Join(f.TempDir(), "j.tbr")
	w := newWorld(f, nil)
	rec, err := replay.NewRecorder(path, w)
	if err != nil {
		f.Fatal(err)
	}
	for range 150 {
		in := busyInput(w.Tick)
		rec.Add(w.Tick, in)
		w.Step(in)
		rec.Stepped(w)
		if w.Tick%50 == 0 {
			if err := rec.Autosave(path); err != nil {
				f.Fatal(err)
			}
		}
	}
	if err := rec.Stop(); err != nil {
		f.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	return data
}

// FuzzRecordPlay records a session whose inputs and rate changes come from
// the fuzzer, then encodes, decodes and plays it back: the recording must
// survive the round trip unchanged and play back to the same world.
func FuzzRecordPlay(f *testing.F) {
	f.Add([]byte{0x01, 0x10, 0x82, 0x0f, 0x40, 0x08})
	f.Add([]byte{0xff, 0xff, 0x00, 0x31, 0x17})
	f.Fuzz(func(t *testing.T, script []byte) {
		if len(script) > 64 {
			script = script[:64]
		}
		w := newWorld(t, func(c *sim.Config) { c.Balls = 2 })
		rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "f.tbr"), w)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range script {
			// Low nibble: the input; bit 4: change the rate first; the
			// top bits: ticks to run after it.
			if b&0x10 != 0 {
				hz := 30 + int(b>>5)*20
				w.SetRate(hz)
				if err := rec.AddRate(w.Tick, hz); err != nil {
					t.Fatal(err)
				}
			}
			in, _ := sim.InputFromByte(b & 0x0f)
			rec.Add(w.Tick, in)
			for i := range 1 + int(b>>5)*9 {
				if i > 0 {
					in = sim.Input{}
				}
				w.Step(in)
				rec.Stepped(w)
			}
		}
		r := rec.Recording()
		data, err := r.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		decoded, err := replay.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		p, played, err := replay.NewPlayer(decoded)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Done(played) {
			p.Step(played)
		}
		if m, bad := p.Mismatch(); bad || played.Fingerprint() != w.Fingerprint() {
			t.Fatalf("played back to %016x, recorded %016x (%v)", played.Fingerprint(), w.Fingerprint(), m)
		}
	})
}

// corpusFiles returns the recordings the fuzz seed corpus is made of, and
// with -update writes them to testdata/fuzz/FuzzDecode in go test's corpus
// format, so that `go test` runs them as tests and `go test -fuzz` starts
// from them.
func corpusFiles(f *testing.F) [][]byte {
	var files [][]byte
	add := func(r *replay.Recording) {
		files = append(files, encode(f, r))
	}
	add(record(f, newWorld(f, nil), 0, busyInput))
	add(record(f, newWorld(f, nil), 250, busyInput))
	add(record(f, newWorld(f, func(c *sim.Config) { c.Balls = 0; c.Rate = 30 }), 100, busyInput))
	mid := newWorld(f, func(c *sim.Config) { c.Balls = 1 })
	mid.Step(sim.Input{Jump: true})
	rate := record(f, mid, 130, busyInput)
	rate.Events = append([]replay.Event{{Tick: 1, Rate: 45}}, rate.Events...)
	add(rate)
	if *update {
		dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			f.Fatal(err)
		}
		for i, data := range files {
			entry := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", data)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("recording-%d", i)), []byte(entry), 0o644); err != nil {
				f.Fatal(err)
			}
		}
	}
	return files
}
