package replay_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"strings"
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// file builds replay files field by field, so that a test can break exactly
// one rule. Its zero value plus defaults() is a valid empty recording.
type file struct {
	version         uint16
	model, physics  uint64 // the world model and its physics version
	rate, balls     uint64
	floats          [9]float64
	build           byte
	interval        uint64
	start, final    uint64
	state           []byte
	eventCount      uint64
	events          []uint64 // raw varints
	checkpoints     int      // how many to write; -1: as many as the span needs
	trailing        []byte
	varintOverwrite []byte // replaces the rate's varint when set
}

func defaults() file {
	c := sim.DefaultConfig()
	return file{
		version: replay.Version, physics: uint64(c.Version), rate: uint64(c.Rate), balls: uint64(c.Balls),
		floats:   [9]float64{c.Width, c.Height, c.BumperX, c.BumperY, c.BumperRadius, c.BallRadius, c.Restitution, c.Gravity, c.JumpSpeed},
		interval: replay.Interval, checkpoints: -1,
	}
}

// bytes encodes f with a correct checksum.
func (f file) bytes() []byte {
	b := []byte("TBXR")
	b = binary.LittleEndian.AppendUint16(b, f.version)
	b = binary.AppendUvarint(b, f.model)
	b = binary.AppendUvarint(b, f.physics)
	if f.varintOverwrite != nil {
		b = append(b, f.varintOverwrite...)
	} else {
		b = binary.AppendUvarint(b, f.rate)
	}
	b = binary.AppendUvarint(b, f.balls)
	b = binary.LittleEndian.AppendUint64(b, 1)
	for _, v := range f.floats {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
	}
	b = append(b, f.build)
	for _, v := range []uint64{f.interval, f.start, f.final, uint64(len(f.state))} {
		b = binary.AppendUvarint(b, v)
	}
	b = append(b, f.state...)
	b = binary.AppendUvarint(b, f.eventCount)
	for _, v := range f.events {
		b = binary.AppendUvarint(b, v)
	}
	n := f.checkpoints
	if n == -1 && f.interval > 0 && f.final >= f.start {
		n = int((f.final - f.start) / f.interval)
	}
	for range n + 1 { // the checkpoints and the final fingerprint
		b = binary.LittleEndian.AppendUint64(b, 0x0123456789abcdef)
	}
	b = append(b, f.trailing...)
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

func TestDecodeRefusesInconsistentFiles(t *testing.T) {
	const jump = 1
	snapshot := func(edit func(*sim.World)) []byte {
		w := newWorld(t, nil)
		edit(w)
		b, _ := w.MarshalBinary()
		return b
	}
	tests := []struct {
		name string
		edit func(*file)
		want string
	}{
		{"version", func(f *file) { f.version = 3 }, "byte 4: format version 3: this build reads version 2"},
		{"format 1", func(f *file) { f.version = 1 }, "byte 4: the file was recorded with sandbox physics version 1: this build computes sandbox physics version 2"},
		{"other physics", func(f *file) { f.physics = 7 }, "byte 6: the file was recorded with sandbox physics version 7: this build computes sandbox physics version 2"},
		{"lesson physics", func(f *file) { f.model, f.physics = 1, 9 }, "byte 6: the file was recorded with lesson physics version 9: this build computes lesson physics version 1"},
		{"unknown model", func(f *file) { f.model = 5 }, "byte 6: world model 5: must be at most 1"},
		{"rate 0", func(f *file) { f.rate = 0 }, "byte 6: config: tick rate 0 Hz"},
		{"rate too high", func(f *file) { f.rate = 5000 }, "byte 8: tick rate 5000: must be at most 1000"},
		{"overlong varint", func(f *file) { f.varintOverwrite = []byte{0xbc, 0x00} }, "byte 8: tick rate: varint not in its shortest form"},
		{"varint past 64 bits", func(f *file) { f.varintOverwrite = bytes.Repeat([]byte{0xff}, 11) }, "byte 8: tick rate: varint longer than 64 bits"},
		{"too many balls", func(f *file) { f.balls = 2_000_000 }, "balls 2000000: must be at most 1000000"},
		{"NaN gravity", func(f *file) { f.floats[7] = math.NaN() }, "gravity NaN m/s²: must be 0 to 100"},
		{"build", func(f *file) { f.build = 7 }, "build 7: must be 0 (strict), 1 (clang) or 2 (gcc)"},
		{"interval 0", func(f *file) { f.interval = 0 }, "checkpoint interval 0"},
		{"final before start", func(f *file) { f.start, f.final = 10, 5 }, "final tick 5: must be 10 to"},
		{"fresh world not at tick 0", func(f *file) { f.start, f.final = 10, 20 }, "no start state, but start tick 10"},
		{"start state too long", func(f *file) { f.state = []byte{1, 2, 3}; f.trailing = nil; f.checkpoints = 0 }, "start state: snapshot: not a Tickbox world"},
		{"start state at another tick", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Step(sim.Input{}) })
			f.start, f.final = 5, 5
		}, "start state at tick 1: the header says 5"},
		{"start state of another world", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Config.Seed = 99 })
		}, "its world config differs from the header's"},
		{"start state with a NaN", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Balls.X[1] = math.NaN() })
		}, "start state: ball 2's x NaN: not a finite number"},
		{"start state outside the box", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Balls.Y[0] = 12 })
		}, "start state: ball 1's y 12 m: outside the 10 × 10 m box"},
		{"start state too fast", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Balls.VX[2] = -300 })
		}, "start state: ball 3's speed 300 m/s: faster than any tick makes a ball by tick 0 (at most 10 m/s)"},
		{"start state underground", func(f *file) {
			f.state = snapshot(func(w *sim.World) { w.Jumper.Y, w.Jumper.Peak = -2, 0 })
		}, "start state: the jumper's y -2 m: below the ground"},
		{"event count beyond the bytes", func(f *file) { f.final = 60; f.eventCount = 1000 }, "event count 1000: only"},
		{"event at the final tick", func(f *file) { f.final = 60; f.eventCount = 1; f.events = []uint64{60<<4 | jump} }, "event 0 at tick 0+60: must come before the final tick 60"},
		{"two inputs in a tick", func(f *file) {
			f.final = 60
			f.eventCount, f.events = 2, []uint64{3<<4 | jump, 0<<4 | jump}
		}, "event 1 (jump at tick 3) repeats or comes before event 0"},
		{"rate after input", func(f *file) {
			f.final = 60
			f.eventCount, f.events = 2, []uint64{3<<4 | jump, 0, 30}
		}, "event 1 (rate 30 Hz at tick 3) repeats"},
		{"rate event of 0 Hz", func(f *file) { f.final = 60; f.eventCount, f.events = 1, []uint64{0, 0} }, "event 0: tick rate 0 Hz"},
		{"missing checkpoints", func(f *file) { f.final = 600; f.checkpoints = 3 }, "600 ticks need 10 checkpoints and a final fingerprint, 88 bytes; 32 remain"},
		{"trailing bytes", func(f *file) { f.trailing = []byte{0, 0} }, "2 bytes after the final fingerprint"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := defaults()
			tt.edit(&f)
			_, err := replay.Decode(f.bytes())
			var fe *replay.FormatError
			t.Log(err)
			if !errors.As(err, &fe) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want a FormatError containing %q", err, tt.want)
			}
		})
	}
}

// The builder itself makes valid files; without this the table above could
// pass on files broken in some other way.
func TestFileBuilderIsValid(t *testing.T) {
	f := defaults()
	f.final = 130
	f.eventCount, f.events = 3, []uint64{0, 30, 0<<4 | 1, 7<<4 | 8}
	r, err := replay.Decode(f.bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := []replay.Event{
		{Tick: 0, Rate: 30},
		{Tick: 0, Input: sim.Input{Jump: true}},
		{Tick: 7, Input: sim.Input{Teleport: true}},
	}
	if len(r.Events) != 3 || r.Events[0] != want[0] || r.Events[1] != want[1] || r.Events[2] != want[2] {
		t.Fatalf("events %v, want %v", r.Events, want)
	}
}

// Every single flipped byte, anywhere in the file, is refused: CRC-32
// catches every error burst of up to 32 bits, and the magic and version
// are checked on their own.
func TestDecodeRefusesEveryFlippedByte(t *testing.T) {
	w := newWorld(t, nil)
	for range 100 {
		w.Step(busyInput(w.Tick))
	}
	good := encode(t, record(t, w, 400, busyInput)) // mid-session: a start state too
	for i := range good {
		for _, mask := range []byte{0x01, 0x80, 0xff} {
			bad := bytes.Clone(good)
			bad[i] ^= mask
			_, err := replay.Decode(bad)
			var fe *replay.FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("byte %d ^ %#02x: got %v, want a FormatError", i, mask, err)
			}
		}
	}
}

func TestDecodeRefusesTruncation(t *testing.T) {
	good := encode(t, record(t, newWorld(t, nil), 400, busyInput))
	for n := range len(good) {
		_, err := replay.Decode(good[:n])
		if err == nil || !strings.Contains(err.Error(), "truncated") && n >= 6 {
			t.Fatalf("cut to %d of %d bytes: got %v, want an error saying truncated", n, len(good), err)
		}
	}
}

// A header that claims a million ticks and has nothing after it is refused
// before anything is allocated for the checkpoints it implies.
func TestDecodeRefusesMillionTickHeaderWithNoBody(t *testing.T) {
	f := defaults()
	f.final = 1_000_000
	f.checkpoints = -1 - 1 // none, and no final fingerprint either
	data := f.bytes()
	allocs := testing.AllocsPerRun(10, func() { replay.Decode(data) })
	_, err := replay.Decode(data)
	want := "truncated: 1000000 ticks need 16666 checkpoints and a final fingerprint, 133336 bytes; 0 remain"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want an error containing %q", err, want)
	}
	if allocs > 10 {
		t.Errorf("%v allocations to refuse it, want a handful (nothing sized by the claim)", allocs)
	}
	// Without a valid checksum the file is still refused, for both reasons.
	data[len(data)-1] ^= 1
	if _, err := replay.Decode(data); err == nil || !strings.Contains(err.Error(), "corrupted or truncated") {
		t.Fatalf("got %v, want truncated and a checksum mismatch", err)
	}
}

func TestDecodeNamesTheChecksum(t *testing.T) {
	good := encode(t, record(t, newWorld(t, nil), 120, busyInput))
	bad := bytes.Clone(good)
	bad[len(bad)-9] ^= 0x10 // inside the final fingerprint: the structure still parses
	_, err := replay.Decode(bad)
	want := "checksum: stored"
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "the file is corrupted") {
		t.Fatalf("got %v, want %q and that the file is corrupted", err, want)
	}
	for _, head := range [][]byte{nil, []byte("TB"), []byte("PK\x03\x04 a zip file")} {
		if _, err := replay.Decode(head); err == nil || !strings.Contains(err.Error(), "byte 0: not a Tickbox replay") {
			t.Errorf("%q: got %v, want not a Tickbox replay", head, err)
		}
	}
}
