// Package oldtape reads the recordings the sandbox made before tapes
// (magic TBXR, and TBXJ for the autosave of one in progress: format 2 of
// the package that wrote them, replay) as the tapes they are, and is the
// one place that reads them: the world's package (bounce) reads tapes
// only. Every command and the window load a recording through Load or
// Decode, so a user's old file plays and verifies as it did, and so does
// the autosave of a tape (package autosave) a crash left.
//
// It needs the world's types (the old header is a bounce.Config), so it
// sits beside the recording part (tape) rather than in it.
package oldtape

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"slices"

	"tickbox/sim/autosave"
	"tickbox/sim/bounce"
	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

// The magics of the format the sandbox recorded in before tapes (format
// version 2 of the package that wrote it, replay): a recording, and the
// autosave of one in progress.
const (
	legacyMagic    = "TBXR"
	legacyJournal  = "TBXJ"
	legacyVersion  = 2
	legacyMaxEvery = 3600
)

// isOld reports whether data starts as a recording, or an autosave, in the
// format before tapes.
func isOld(data []byte) bool {
	head := string(data[:min(len(data), 4)])
	return head == legacyMagic || head == legacyJournal
}

// convert converts a recording or an autosave in the format before tapes
// into the tape it is, exactly: the same start, ticks, events and
// fingerprints, sealed as a tape seals them (see bounce.Taped), so that it plays
// and verifies as it did, a desync included. Its checksums must match,
// and the tape must be one tape.Decode accepts; a format 1 file (sandbox
// physics 1), like a file of other physics than this build's, is a
// *bounce.VersionError. Counts are checked against the bytes left before
// anything is allocated for them.
func convert(data []byte) (*tape.Recording, error) {
	l := &legacy{data: data, off: 6}
	old := l.read()
	if l.err != nil {
		return nil, fmt.Errorf("byte %d: %w", l.at, l.err)
	}
	r, err := old.tape()
	if err != nil {
		return nil, err
	}
	if _, err := r.MarshalBinary(); err != nil { // every rule of a tape, checked once
		return nil, err
	}
	return r, nil
}

// legacyRecording is what a file before tapes holds.
type legacyRecording struct {
	config       bounce.Config
	start        []byte // nil: a fresh world at tick 0
	every        int
	first, final int64
	events       []tape.Event
	prints       []uint64
	last         uint64
}

// tape converts l to the tape it is.
func (l *legacyRecording) tape() (*tape.Recording, error) {
	w, err := bounce.New(l.config)
	if l.start != nil {
		w, err = bounce.Unmarshal(l.start)
	}
	switch {
	case err != nil:
		return nil, fmt.Errorf("start state: %w", err)
	case w.Config != l.config:
		return nil, errors.New("start state: its world config differs from the header's")
	}
	state, _ := w.MarshalBinary()
	h := bounce.TapeHeader(l.config)
	h.Every = l.every
	r := &tape.Recording{Header: h, Start: l.first, Final: l.final, State: state, Events: l.events}
	if err := h.Check(); err != nil {
		return nil, err
	}
	r.Prints = make([]uint64, len(l.prints))
	for k, fp := range l.prints {
		r.Prints[k] = resealed(r, fp)
	}
	r.Last = resealed(r, l.last)
	return r, nil
}

// resealed is fp, sealed as r seals; a zeroed fingerprint stays zero, as
// the file has it (tape.CauseZeroed).
func resealed(r *tape.Recording, fp uint64) uint64 {
	if fp == 0 {
		return 0
	}
	return r.Seal(fp)
}

// legacy reads a file before tapes; after the first problem it keeps it
// and reads zeros.
type legacy struct {
	data []byte
	off  int
	at   int // where err was found
	err  error
	old  legacyRecording
	// inputs is the last input read, which a tape writes the next
	// against (tape.Event's Input is a delta).
	inputs tape.Inputs
}

func (l *legacy) fail(format string, args ...any) {
	if l.err == nil {
		l.at, l.err = l.off, fmt.Errorf(format, args...)
	}
}

func (l *legacy) left() int { return len(l.data) - l.off }

func (l *legacy) take(n uint64, what string) []byte {
	if l.err == nil && n > uint64(l.left()) {
		l.fail("truncated: %s needs %d bytes, %d remain", what, n, l.left())
	}
	if l.err != nil {
		return nil
	}
	b := l.data[l.off : l.off+int(n)]
	l.off += int(n)
	return b
}

func (l *legacy) uvarint(what string, hi uint64) uint64 {
	if l.err != nil {
		return 0
	}
	v, n := binary.Uvarint(l.data[l.off:])
	switch {
	case n <= 0:
		l.fail("%s: not a varint", what)
	case v > hi:
		l.fail("%s %d: must be at most %d", what, v, hi)
	default:
		l.off += n
		return v
	}
	return 0
}

func (l *legacy) uint64(what string) uint64 {
	if b := l.take(8, what); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// read reads the whole file.
func (l *legacy) read() *legacyRecording {
	if len(l.data) < 6 || !isOld(l.data) {
		l.fail("not a recording before tapes")
		return nil
	}
	journal := string(l.data[:4]) == legacyJournal
	switch v := binary.LittleEndian.Uint16(l.data[4:]); v {
	case legacyVersion:
	case 1:
		l.at, l.err = 4, &bounce.VersionError{Model: bounce.SandboxModel, Have: 1, Want: bounce.SandboxModel.Version()}
		return nil
	default:
		l.at, l.err = 4, fmt.Errorf("format version %d: this build reads version %d", v, legacyVersion)
		return nil
	}
	if journal {
		l.readJournal()
	} else {
		l.readFile()
	}
	return &l.old
}

// readHead reads the config, the span and the start state.
func (l *legacy) readHead(journal bool) {
	c := &l.old.config
	c.Model = bounce.Model(l.uvarint("world model", uint64(bounce.Lesson)))
	c.Version = int(l.uvarint("physics version", 1<<16))
	if l.err == nil && c.Version != c.Model.Version() {
		l.at, l.err = l.off, &bounce.VersionError{Model: c.Model, Have: c.Version, Want: c.Model.Version()}
	}
	c.Rate = int(l.uvarint("tick rate", 1<<16))
	c.Balls = int(l.uvarint("balls", bounce.MaxBalls))
	c.Seed = l.uint64("seed")
	for _, f := range []*float64{&c.Width, &c.Height, &c.BumperX, &c.BumperY, &c.BumperRadius,
		&c.BallRadius, &c.Restitution, &c.Gravity, &c.JumpSpeed} {
		*f = math.Float64frombits(l.uint64("config"))
	}
	if b := l.take(1, "build"); b != nil {
		c.Build = bounce.Build(b[0])
	}
	if err := c.Validate(); l.err == nil && err != nil {
		l.fail("config: %v", err)
	}
	l.old.every = int(l.uvarint("checkpoint interval", legacyMaxEvery))
	l.old.first = int64(l.uvarint("start tick", tape.MaxTick))
	l.old.final = l.old.first
	if !journal {
		l.old.final = int64(l.uvarint("final tick", uint64(l.old.first)+tape.MaxSpan))
	}
	if start := l.take(l.uvarint("start state length", math.MaxUint32), "start state"); len(start) > 0 {
		l.old.start = start
	}
}

// readFile reads a recording: its checksum first.
func (l *legacy) readFile() {
	if len(l.data) < 10 {
		l.fail("truncated: the file ends before its checksum")
		return
	}
	body := l.data[:len(l.data)-4]
	if stored, computed := binary.LittleEndian.Uint32(l.data[len(body):]), crc32.ChecksumIEEE(body); stored != computed {
		l.off = len(body)
		l.fail("checksum: stored %08x, computed %08x: the file is corrupted or truncated", stored, computed)
		return
	}
	l.data = body
	l.readHead(false)
	l.readEvents(l.uvarint("event count", uint64(l.left())), l.old.first)
	l.readPrints(int((l.old.final - l.old.first) / int64(max(l.old.every, 1))))
	if l.err == nil && l.left() != 0 {
		l.fail("%d bytes after the final fingerprint", l.left())
	}
}

// legacyDelta is the most bytes the delta of a one-byte input takes: its
// length, one run's two numbers and byte, and the end.
const legacyDelta = 5

// readEvents reads n events, whose ticks count on from tick, each as
// d<<4 | b: an input byte b, or b = 0 and a new tick rate.
func (l *legacy) readEvents(n uint64, tick int64) int64 {
	if l.err != nil || n == 0 {
		return tick
	}
	// n ≤ the bytes left: one array for every input's delta, of at most
	// legacyDelta bytes.
	inputs := make([]byte, 0, legacyDelta*n)
	for range n {
		v := l.uvarint("event", math.MaxUint64)
		if d := v >> 4; l.err != nil || d > tape.MaxSpan {
			l.fail("event at tick %d+%d: past a tape's span", tick, d)
			return tick
		}
		tick += int64(v >> 4)
		e := tape.Event{Tick: tick}
		if v&15 == 0 {
			e.Rate = int(l.uvarint("tick rate", 1<<16))
		} else {
			at := len(inputs)
			inputs = l.inputs.Append(inputs, []byte{byte(v & 15)})
			e.Input = inputs[at:len(inputs):len(inputs)]
		}
		l.old.events = append(l.old.events, e)
	}
	return tick
}

// readPrints reads n checkpoints and the final fingerprint.
func (l *legacy) readPrints(n int) {
	if l.err == nil && (n < 0 || 8*(n+1) > l.left()) {
		l.fail("truncated: %d checkpoints and a final fingerprint need %d bytes, %d remain", n, 8*(n+1), l.left())
	}
	if l.err != nil {
		return
	}
	l.old.prints = slices.Grow(l.old.prints, n)
	for range n {
		l.old.prints = append(l.old.prints, l.uint64("checkpoint"))
	}
	l.old.last = l.uint64("final fingerprint")
}

// readJournal reads an autosave: its header's checksum, then each batch,
// whose checksum covers the file up to it, then only zeros.
func (l *legacy) readJournal() {
	l.readHead(true)
	crc := l.checksum(crc32.ChecksumIEEE(l.data[:l.off]), "header")
	tick, batches := l.old.first, 0
	for l.err == nil && l.left() > 0 && l.data[l.off] != 0 {
		start := l.off
		n := l.uvarint("batch length", uint64(l.left()))
		end := l.off + int(n)
		if l.err == nil && end+4 > len(l.data) {
			l.fail("truncated: a batch of %d bytes and its checksum", n)
		}
		final := l.uvarint("batch tick", uint64(l.old.first)+tape.MaxSpan)
		if l.err == nil && int64(final) <= l.old.final {
			l.fail("batch tick %d: must come after %d", final, l.old.final)
		}
		l.old.final = int64(final)
		tick = l.readEvents(l.uvarint("event count", uint64(max(end-l.off, 0))), tick)
		l.readPrints(int((l.old.final-l.old.first)/int64(max(l.old.every, 1))) - len(l.old.prints))
		if l.err == nil && l.off != end {
			l.fail("%d bytes left in a batch of %d", end-l.off, n)
		}
		if l.err == nil {
			crc = l.checksum(crc32.Update(crc, crc32.IEEETable, l.data[start:end]), "batch")
			batches++
		}
	}
	if l.err == nil && batches == 0 {
		l.fail("an autosave with no batch: it holds no tick")
	}
	for i, v := range l.data[l.off:] {
		if l.err == nil && v != 0 {
			l.off += i
			l.fail("byte %#02x after the last batch: an autosave's spare room holds only zeros", v)
		}
	}
}

// checksum reads a CRC-32 that must be want, the checksum of every byte
// before it, and returns the checksum with its own bytes added.
func (l *legacy) checksum(want uint32, what string) uint32 {
	at := l.off
	b := l.take(4, what+" checksum")
	if b != nil && binary.LittleEndian.Uint32(b) != want {
		l.off = at
		l.fail("%s checksum: stored %08x, computed %08x: the autosave is corrupted", what, binary.LittleEndian.Uint32(b), want)
	}
	if b == nil {
		return want
	}
	return crc32.Update(want, crc32.IEEETable, b)
}

// Decode decodes a tape (tape.Decode) or an autosave of one
// (autosave.Decode), or converts a recording before tapes (convert).
func Decode(data []byte) (*tape.Recording, error) {
	if isOld(data) {
		return convert(data)
	}
	return autosave.Decode(data)
}

// Load reads the recording at path as tape.Load does (a named pipe never
// waited on, a file that is none refused at its first bytes), an autosave
// and a recording before tapes too (Decode). Its errors name the path.
func Load(path string) (*tape.Recording, error) {
	f, err := disk.OpenStream(path)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, disk.Pathless(err))
	}
	defer f.Close()
	data, err := tape.Read(f, autosave.Magic, legacyMagic, legacyJournal)
	if err == nil {
		var r *tape.Recording
		if r, err = Decode(data); err == nil {
			return r, nil
		}
	}
	return nil, fmt.Errorf("%q: %w", path, disk.Pathless(err))
}
