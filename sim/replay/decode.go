package replay

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"strings"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// Limits the decoder enforces beyond those of sim.Config.
const (
	// MaxInterval bounds the ticks between checkpoints: a minute at 60 Hz.
	MaxInterval = 3600
	// MaxTick bounds the start tick, so that start + MaxSpan fits an int64.
	MaxTick = 1 << 62
	// MaxEvents bounds the events of one recording, and so the memory a
	// file's events take once decoded: 4,194,304 events of 24 bytes, 96 MiB.
	// That is an input every tick for 19 hours at 60 Hz; play presses a key
	// a few times a second, weeks of it.
	MaxEvents = 1 << 22
)

const (
	headerSize = len(magic) + 2 // magic and version: what is checked first
	crcSize    = 4
)

// Decode parses a replay file. It accepts exactly what MarshalBinary writes
// and refuses anything else with a *FormatError naming the byte and the
// problem: a file that is not a replay, of another version, truncated,
// corrupted (its CRC-32 does not match), oversized for what it claims, or
// inconsistent. It never panics, and allocates nothing for a count before
// checking that the bytes left can hold it.
func Decode(data []byte) (*Recording, error) { return decode(data, true) }

// check checks data as Decode does, keeping nothing: no event, checkpoint
// or start state is allocated, so MarshalBinary checks what it wrote at
// the cost of one pass over it.
func check(data []byte) error {
	_, err := decode(data, false)
	return err
}

// decode is Decode; with keep false it checks the file and returns a
// recording without its events, checkpoints and start state.
func decode(data []byte, keep bool) (*Recording, error) {
	if err := checkHeader(data); err != nil {
		return nil, err
	}
	if string(data[:len(journalMagic)]) == journalMagic {
		return decodeJournal(data)
	}
	if len(data) < headerSize+crcSize {
		return nil, &FormatError{len(data), "truncated: the file ends before its checksum", nil}
	}
	body := data[:len(data)-crcSize]
	stored := binary.LittleEndian.Uint32(data[len(body):])
	computed := crc32.ChecksumIEEE(body)
	rec, err := decodeBody(body, keep)
	switch {
	case stored != computed && err != nil:
		err.What += fmt.Sprintf("; and the checksum at byte %d does not match (stored %08x, computed %08x):"+
			" the file is corrupted or truncated", len(body), stored, computed)
		return nil, err
	case stored != computed:
		return nil, &FormatError{len(body), fmt.Sprintf("checksum: stored %08x, computed %08x over bytes 0 to %d:"+
			" the file is corrupted", stored, computed, len(body)-1), nil}
	case err != nil:
		return nil, err
	}
	return rec, nil
}

// checkHeader checks the magic, the version and the physics, the things
// to know before anything else is worth reading.
func checkHeader(data []byte) error {
	if err := checkMagic(data); err != nil {
		return err
	}
	return checkPhysics(data)
}

// checkMagic checks what the first headerSize bytes of data hold: the
// magic and the format's version, which must be this build's. It is all
// Load reads of a file before it reads on.
func checkMagic(data []byte) error {
	head := string(data[:min(len(data), len(magic))])
	if head != magic && head != journalMagic {
		return &FormatError{0, fmt.Sprintf("not a Tickbox replay: starts %q, want %q", head, magic), nil}
	}
	if len(data) < headerSize {
		return &FormatError{len(data), "truncated: the file ends inside the version", nil}
	}
	switch v := binary.LittleEndian.Uint16(data[len(magic):]); v {
	case Version:
		return nil
	case 1:
		// Format 1 named no physics: it was all sandbox version 1.
		return physicsError(len(magic), &sim.VersionError{Model: sim.SandboxModel, Have: 1, Want: sim.SandboxVersion})
	default:
		return &FormatError{len(magic), fmt.Sprintf("format version %d: this build reads version %d", v, Version), nil}
	}
}

// checkPhysics reads the world's model and its physics version, which come
// first after the format's version, and refuses a file of other physics
// before anything else: its trajectories are not this build's, so playing
// it could only report a false desync.
func checkPhysics(data []byte) error {
	r := &reader{data: data, off: headerSize}
	at := r.off
	m := sim.Model(r.bounded("world model", uint64(sim.Lesson)))
	v := r.bounded("physics version", 1<<16)
	switch {
	case r.err != nil:
		return r.err
	case int(v) != m.Version():
		return physicsError(at, &sim.VersionError{Model: m, Have: int(v), Want: m.Version()})
	}
	return nil
}

func physicsError(at int, e *sim.VersionError) *FormatError {
	return &FormatError{at, "the file was recorded with " + e.Error(), e}
}

// decodeBody decodes everything between the version and the checksum,
// keeping the events, checkpoints and start state when keep is true.
func decodeBody(body []byte, keep bool) (*Recording, *FormatError) {
	r := &reader{data: body, off: headerSize, keep: keep}
	rec := &Recording{}
	steps := []func(*reader, *Recording){
		readConfig, readSpan, readStart, readEvents, readCheckpoints,
	}
	for _, step := range steps {
		if step(r, rec); r.err != nil {
			return nil, r.err
		}
	}
	if r.remaining() > 0 {
		return nil, &FormatError{r.off, fmt.Sprintf("%d bytes after the final fingerprint", r.remaining()), nil}
	}
	return rec, nil
}

func readConfig(r *reader, rec *Recording) {
	at := r.off
	c := &rec.Config
	c.Model = sim.Model(r.bounded("world model", uint64(sim.Lesson)))
	c.Version = int(r.bounded("physics version", 1<<16))
	c.Rate = int(r.bounded("tick rate", sched.MaxRate))
	c.Balls = int(r.bounded("balls", sim.MaxBalls))
	c.Seed = r.uint64("seed")
	for _, f := range configFloats(c) {
		*f = math.Float64frombits(r.uint64("config"))
	}
	buildAt := r.off
	switch b := r.take(1, "build"); {
	case b == nil:
	case b[0] > byte(sim.GCC):
		r.fail(buildAt, "build %d: must be 0 (strict), 1 (clang) or 2 (gcc)", b[0])
	default:
		c.Build = sim.Build(b[0])
	}
	if r.err == nil {
		if err := c.Validate(); err != nil {
			r.fail(at, "config: %v", err)
		}
	}
}

// readSpan reads the checkpoint interval and the first and final ticks.
func readSpan(r *reader, rec *Recording) {
	at := r.off
	rec.Interval = int(r.bounded("checkpoint interval", MaxInterval))
	if r.err == nil && rec.Interval == 0 {
		r.fail(at, "checkpoint interval 0: must be at least 1")
	}
	rec.StartTick = int64(r.bounded("start tick", MaxTick))
	at = r.off
	final := r.uvarint("final tick")
	if r.err == nil && (final < uint64(rec.StartTick) || final-uint64(rec.StartTick) > MaxSpan) {
		r.fail(at, "final tick %d: must be %d to %d (start tick + %d)",
			final, rec.StartTick, rec.StartTick+MaxSpan, int64(MaxSpan))
	}
	rec.FinalTick = int64(final)
}

// readStart reads the start state, if any, and checks it against the
// header and against what ticks can make (sim.World.Reachable).
func readStart(r *reader, rec *Recording) {
	at := r.off
	n := r.uvarint("start state length")
	if r.err != nil {
		return
	}
	if n > uint64(r.remaining()) {
		r.fail(at, "start state of %d bytes: only %d remain", n, r.remaining())
		return
	}
	if n == 0 {
		if rec.StartTick != 0 {
			r.fail(at, "no start state, but start tick %d: a fresh world starts at tick 0", rec.StartTick)
		}
		return
	}
	at = r.off
	start := r.take(int(n), "start state")
	if r.keep {
		rec.Start = bytes.Clone(start) // not an alias of the caller's data
	}
	w, err := sim.Unmarshal(start)
	switch {
	case err != nil:
		r.fail(at, "start state: %v", err)
	case w.Config != rec.Config:
		r.fail(at, "start state: its world config differs from the header's")
	case w.Tick != rec.StartTick:
		r.fail(at, "start state at tick %d: the header says %d", w.Tick, rec.StartTick)
	default:
		if err := w.Reachable(); err != nil {
			var se *sim.StateError
			off := 0
			if errors.As(err, &se) {
				off = se.Offset
			}
			r.fail(at+off, "start state: %v: no session plays a world to this, so none can be replayed from it", err)
		}
	}
}

// readEvents reads the events, checking their order and ticks. It reads
// them twice: once to check them and count them, allocating nothing, then
// again into a slice of exactly that length, so memory follows what the
// file holds, not how a slice grows (a 40 MB file of one-byte events once
// took 3.7 GB).
func readEvents(r *reader, rec *Recording) {
	at := r.off
	n := r.uvarint("event count")
	switch {
	case r.err != nil:
		return
	case n > MaxEvents:
		r.fail(at, "event count %d: must be at most %d", n, MaxEvents)
	case n > uint64(r.remaining()):
		// Every event takes at least one byte.
		r.fail(at, "event count %d: only %d bytes remain", n, r.remaining())
	}
	if r.err != nil || n == 0 {
		return
	}
	first := *r
	if scanEvents(&first, int(n), rec, nil); first.err != nil || !r.keep {
		*r = first
		return
	}
	rec.Events = make([]Event, n)
	scanEvents(r, int(n), rec, rec.Events)
}

// scanEvents reads n events, checking each, into into when it is not nil.
func scanEvents(r *reader, n int, rec *Recording, into []Event) {
	var prev Event
	tick := rec.StartTick
	for i := range n {
		e, ok := readEvent(r, i, tick, prev, rec)
		if !ok {
			return
		}
		if into != nil {
			into[i] = e
		}
		prev, tick = e, e.Tick
	}
}

// readEvent reads event i, whose tick counts from prev's, the tick of the
// event before it (or the start tick, for the first).
func readEvent(r *reader, i int, tick int64, prev Event, rec *Recording) (Event, bool) {
	at := r.off
	v := r.uvarint("tick distance")
	d := v >> 4
	if r.err == nil && d >= uint64(rec.FinalTick-tick) {
		r.fail(at, "event %d at tick %d+%d: must come before the final tick %d", i, tick, d, rec.FinalTick)
	}
	e := Event{Tick: tick + int64(d)}
	if v&15 == 0 {
		e.Rate = int(r.bounded("tick rate", sched.MaxRate))
		if err := sched.CheckRate(e.Rate); r.err == nil && err != nil {
			r.fail(at, "event %d: %v", i, err)
		}
	} else {
		e.Input, _ = sim.InputFromByte(byte(v & 15)) // four bits: always defined
	}
	if r.err != nil && r.err.Offset >= at && !strings.HasPrefix(r.err.What, "event") {
		r.err.What = fmt.Sprintf("event %d: %s", i, r.err.What) // named only on failure: no cost per event
	}
	if r.err == nil && i > 0 && !prev.before(e) {
		r.fail(at, "event %d (%v at tick %d) repeats or comes before event %d (%v at tick %d)",
			i, e, e.Tick, i-1, prev, prev.Tick)
	}
	return e, r.err == nil
}

// readCheckpoints reads the checkpoints the span implies, and the final
// fingerprint, after checking that the bytes left hold them all.
func readCheckpoints(r *reader, rec *Recording) {
	n := (rec.FinalTick - rec.StartTick) / int64(rec.Interval)
	if need := 8 * (n + 1); need > int64(r.remaining()) {
		r.fail(r.off, "truncated: %d ticks need %d checkpoints and a final fingerprint, %d bytes; %d remain",
			rec.FinalTick-rec.StartTick, n, need, r.remaining())
		return
	}
	if n > 0 && r.keep {
		rec.Checkpoints = make([]uint64, n)
		for k := range rec.Checkpoints {
			rec.Checkpoints[k] = r.uint64("checkpoint")
		}
	} else {
		r.take(int(8*n), "checkpoints")
	}
	rec.Final = r.uint64("final fingerprint")
}
