package tape

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"
	"unicode/utf8"

	"tickbox/sim/sched"
)

// FormatError is what Decode returns for a file it refuses: the byte
// offset where the problem was found, and what it is.
type FormatError struct {
	Offset int
	What   string
}

func (e *FormatError) Error() string { return fmt.Sprintf("byte %d: %s", e.Offset, e.What) }

// Decode parses a tape. It accepts exactly what Recording.MarshalBinary
// writes and refuses anything else with a *FormatError: a file that is no
// tape, of another version, truncated, damaged (its CRC-32 does not
// match), or inconsistent. It allocates nothing for a count before it has
// checked that the bytes left can hold it, and never panics. The
// recording's events alias data.
func Decode(data []byte) (*Recording, error) {
	d := &decoder{reader: reader{data: data}}
	if d.head(); d.err != nil {
		return nil, d.err
	}
	if len(data) < d.off+4 {
		return nil, &FormatError{len(data), "truncated: the file ends before its checksum"}
	}
	body := data[:len(data)-4]
	stored, computed := binary.LittleEndian.Uint32(data[len(body):]), crc32.ChecksumIEEE(body)
	// The body is read even when the checksum does not match, to tell a
	// file cut short (its last four bytes are no checksum) from one
	// damaged: the decoder is safe on any bytes.
	r, err := d.body(body)
	switch {
	case stored != computed && err != nil:
		err.What += fmt.Sprintf("; and the checksum at byte %d does not match (stored %08x, computed %08x):"+
			" the file is damaged or truncated", len(body), stored, computed)
		return nil, err
	case stored != computed:
		return nil, &FormatError{len(body), fmt.Sprintf("checksum: stored %08x, computed %08x: the file is damaged", stored, computed)}
	case err != nil:
		return nil, err
	}
	return r, nil
}

// body reads the recording from the tape's body, after its head. Each
// read after the first problem reads nothing, so that the fields are
// read in a row and the error checked once.
func (d *decoder) body(body []byte) (*Recording, *FormatError) {
	d.data = body
	r := &Recording{}
	if d.version != formatVersion {
		r.version = d.version
	}
	at := d.off
	name := d.bytes(d.number("game name length", 1, maxName), "game name")
	if d.err == nil && !utf8.Valid(name) {
		d.fail(at, "game name %q: not UTF-8", name)
	}
	r.Game = string(name)
	r.Rules = int(d.number("rules version", 0, 1<<31-1))
	r.Rate = int(d.number("tick rate", sched.MinRate, sched.MaxRate))
	r.Every = int(d.number("ticks between fingerprints", 1, MaxEvery))
	r.Start = int64(d.number("start tick", 0, MaxTick))
	r.State = d.bytes(d.number("state length", 0, uint64(d.left())), "state")
	r.Final = int64(d.number("final tick", uint64(r.Start), uint64(r.Start)+MaxSpan))
	d.events(r)
	d.prints(r)
	if d.err == nil && d.left() > 0 {
		d.fail(d.off, "%d bytes after the final fingerprint", d.left())
	}
	if d.err != nil {
		return nil, d.err
	}
	return r, nil
}

// decoder reads a tape's fields in order.
type decoder struct {
	reader
	version uint16 // the file's format
	in      Inputs // the inputs read so far, which the next delta is against
	// keep is set when the events read are kept: the inputs written
	// whole are then made deltas in arena, a block for many.
	keep  bool
	arena []byte
}

// head checks the magic and the version, before anything else is read.
func (d *decoder) head() {
	switch start := d.data[:min(len(d.data), len(magic))]; {
	case string(start) == autosaveMagic:
		d.fail(0, "an autosave, a recording in progress: package autosave reads it (autosave.Decode; tickbox replay and play do), and recovers it as a tape")
	case !isMagic(start):
		d.fail(0, "not a Tickbox tape: starts %q, want %q", start, magic)
	}
	d.off = len(magic) // after a failure the read below reads nothing
	if b := d.bytes(2, "version"); b != nil {
		d.version = binary.LittleEndian.Uint16(b)
		if d.version != 1 && d.version != formatVersion {
			d.fail(len(magic), "format version %d: this build reads versions 1 and %d", d.version, formatVersion)
		}
	}
}

// autosaveMagic starts a recording in progress that package autosave
// wrote, which Decode names rather than calling it no tape.
const autosaveMagic = "TBXU"

// isMagic reports whether data starts as a tape does.
func isMagic(data []byte) bool { return string(data[:min(len(data), len(magic))]) == magic }

// events reads the events twice: once to check them, allocating nothing
// for them but room for two inputs and a block of deltas, then into a
// slice of exactly their number (and the deltas of the inputs written
// whole into blocks, as a recorder keeps them).
func (d *decoder) events(r *Recording) {
	per := 3 - int(d.version) // every event takes a byte at least (a repeat); two in version 1
	n := int(d.number("event count", 0, min(MaxEvents, uint64(d.left()/per))))
	if d.err != nil || n == 0 {
		return
	}
	d.in.reset() // the room both passes use
	check := *d
	if check.scan(r, n, nil); check.err != nil {
		d.err = check.err
		return
	}
	r.Events = make([]Event, n)
	d.arena = check.arena[:0] // the check's room, which it only measured with
	d.scan(r, n, r.Events)
}

// scan reads n events, into into unless it is nil.
func (d *decoder) scan(r *Recording, n int, into []Event) {
	d.in.reset()
	d.keep = into != nil
	prev := Event{Tick: r.Start - 1, Rate: 1} // before any event of the start tick
	for i := range n {
		e := d.event(r, prev.Tick)
		if d.err == nil && !prev.before(e) {
			d.fail(d.off, "event %d (%v) repeats or comes before the event before it (%v)", i, e, prev)
		}
		if d.err != nil {
			d.err.What = fmt.Sprintf("event %d: %s", i, d.err.What)
			return
		}
		if into != nil {
			into[i] = e
		}
		prev = e
	}
}

// event reads one event, whose tick counts from tick, the tick of the
// event before (or the start tick).
func (d *decoder) event(r *Recording, tick int64) Event {
	from := max(tick, r.Start)
	at := d.off
	v := d.number("tick distance", 0, math.MaxUint64)
	shift := d.version // bits of kind, as encode.go says
	if dist := v >> shift; d.err == nil && dist >= uint64(r.Final-from) {
		d.fail(at, "at tick %d+%d: must come before the final tick %d", from, dist, r.Final)
	}
	e := Event{Tick: from + int64(v>>shift)}
	switch kind := v & (1<<shift - 1); {
	case kind == kindRate:
		e.Rate = int(d.number("tick rate", sched.MinRate, sched.MaxRate))
	case kind != kindRepeat:
		e.Input = d.input(kind)
	case len(d.in.prev) == 0:
		d.fail(at, "the input before, again, where there was none")
	default:
		e.Input = repeat
	}
	return e
}

// input reads an input event of kind (any, in version 1, whose inputs
// are all whole), and returns its delta against the input before: its
// bytes in the file, or, for an input written whole, in arena. Version 2
// writes an input one way only, the one appendEvent chooses: a repeat
// when it is the input before, else whole where that takes no more than
// its delta.
func (d *decoder) input(kind uint64) []byte {
	at := d.off
	var in, delta []byte
	if d.version == 1 || kind == kindWhole {
		if in = d.bytes(d.number("input length", 1, MaxInput), "input"); in == nil {
			return nil
		}
		if !d.keep {
			d.arena = d.arena[:0] // checked only: the same room each time
		}
		delta, d.arena = d.in.delta(d.arena, in)
	} else if d.err == nil {
		d.in.grow()
		out, n, err := ReadDelta(d.in.buf[:0], d.in.prev, d.data[at:], MaxInput)
		if fe, _ := err.(*FormatError); fe != nil { // ReadDelta's errors are all *FormatError
			d.fail(at+fe.Offset, "input: %s", fe.What)
		}
		in, delta = out, d.data[at:at+n:at+n]
		d.off += n
	}
	switch short := wholeIsShorter(len(delta), len(in)); {
	case d.err != nil || d.version == 1:
	case len(in) == 0:
		d.fail(at, "an input of no bytes: must be 1 to %d", MaxInput)
	case bytes.Equal(in, d.in.prev):
		d.fail(at, "an input the same as the one before: that is an event of kind %d", kindRepeat)
	case kind == kindInput && short:
		d.fail(at, "an input of %d bytes as a delta of %d: that is written whole, an event of kind %d", len(in), len(delta), kindWhole)
	case kind == kindWhole && !short:
		d.fail(at, "an input of %d bytes written whole, where its delta of %d is shorter: that is an event of kind %d", len(in), len(delta), kindInput)
	}
	if d.err != nil {
		return nil
	}
	d.in.commit(in)
	return delta
}

func (d *decoder) prints(r *Recording) {
	if d.err != nil {
		return
	}
	n := (r.Final - r.Start) / int64(r.Every)
	if need := 8 * (n + 1); need > int64(d.left()) {
		d.fail(d.off, "truncated: %d ticks every %d need %d fingerprints and a final one, %d bytes; %d remain",
			r.Final-r.Start, r.Every, n, need, d.left())
		return
	}
	if n > 0 {
		r.Prints = make([]uint64, n)
	}
	for k := range r.Prints { // the bytes are there: checked above
		r.Prints[k] = binary.LittleEndian.Uint64(d.bytes(8, "fingerprint"))
	}
	r.Last = binary.LittleEndian.Uint64(d.bytes(8, "final fingerprint"))
}
