package tape

import (
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
	d := &decoder{data: data}
	if d.head(); d.err != nil {
		return nil, d.err
	}
	if string(data[:len(journalMagic)]) == journalMagic {
		return decodeJournal(data)
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

// body reads the recording from the tape's body, after its head.
func (d *decoder) body(body []byte) (*Recording, *FormatError) {
	d.data = body
	r := &Recording{}
	for _, step := range []func(*Recording){d.header, d.state, d.final, d.events, d.prints} {
		if step(r); d.err != nil {
			return nil, d.err
		}
	}
	if d.left() > 0 {
		return nil, &FormatError{d.off, fmt.Sprintf("%d bytes after the final fingerprint", d.left())}
	}
	return r, nil
}

// decoder reads a tape's fields in order. After the first problem it
// keeps the error and reads nothing more, so each section is checked once.
type decoder struct {
	data []byte
	off  int
	err  *FormatError
}

func (d *decoder) fail(at int, format string, args ...any) {
	if d.err == nil {
		d.err = &FormatError{at, fmt.Sprintf(format, args...)}
	}
}

func (d *decoder) left() int { return len(d.data) - d.off }

// bytes returns the next n bytes, or nil once the file has ended.
func (d *decoder) bytes(n uint64, what string) []byte {
	if d.err == nil && n > uint64(d.left()) {
		d.fail(d.off, "truncated: %s needs %d bytes, %d remain", what, n, d.left())
	}
	if d.err != nil {
		return nil
	}
	b := d.data[d.off : d.off+int(n)]
	d.off += int(n)
	return b
}

// number reads a uvarint in its shortest form (every value has one
// encoding, so a decoded file encodes back to itself) of lo to hi.
func (d *decoder) number(what string, lo, hi uint64) uint64 {
	if d.err != nil {
		return 0
	}
	at := d.off
	v, n := binary.Uvarint(d.data[at:])
	switch {
	case n == 0:
		d.fail(at, "truncated: %s runs past the end", what)
	case n < 0:
		d.fail(at, "%s: a varint longer than 64 bits", what)
	case n > 1 && d.data[at+n-1] == 0:
		d.fail(at, "%s: a varint not in its shortest form", what)
	case v < lo || v > hi:
		d.fail(at, "%s %d: must be %d to %d", what, v, lo, hi)
	default:
		d.off += n
		return v
	}
	return 0
}

func (d *decoder) uint64(what string) uint64 {
	if b := d.bytes(8, what); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// head checks the magic and the version, before anything else is read.
func (d *decoder) head() {
	if !isMagic(d.data) {
		d.fail(0, "not a Tickbox tape: starts %q, want %q", d.data[:min(len(d.data), len(magic))], magic)
		return
	}
	d.off = len(magic)
	if b := d.bytes(2, "version"); b != nil {
		if v := binary.LittleEndian.Uint16(b); v != Version {
			d.fail(len(magic), "format version %d: this build reads version %d", v, Version)
		}
	}
}

// isMagic reports whether data starts as a tape or a tape's autosave does.
func isMagic(data []byte) bool {
	head := string(data[:min(len(data), len(magic))])
	return head == magic || head == journalMagic
}

func (d *decoder) header(r *Recording) {
	at := d.off
	name := d.bytes(d.number("game name length", 1, MaxName), "game name")
	if d.err == nil && !utf8.Valid(name) {
		d.fail(at, "game name %q: not UTF-8", name)
	}
	r.Game = string(name)
	r.Rules = int(d.number("rules version", 0, 1<<31-1))
	r.Rate = int(d.number("tick rate", sched.MinRate, sched.MaxRate))
	r.Every = int(d.number("ticks between fingerprints", 1, MaxEvery))
}

// state reads the start tick and the state then.
func (d *decoder) state(r *Recording) {
	r.Start = int64(d.number("start tick", 0, MaxTick))
	r.State = d.bytes(d.number("state length", 0, uint64(d.left())), "state")
}

func (d *decoder) final(r *Recording) {
	r.Final = int64(d.number("final tick", uint64(r.Start), uint64(r.Start)+MaxSpan))
}

// events reads the events twice: once to check them, allocating nothing,
// then into a slice of exactly their number.
func (d *decoder) events(r *Recording) {
	// Every event takes at least two bytes.
	n := int(d.number("event count", 0, min(MaxEvents, uint64(d.left()/2))))
	if d.err != nil || n == 0 {
		return
	}
	check := *d
	if check.scan(r, n, nil); check.err != nil {
		d.err = check.err
		return
	}
	r.Events = make([]Event, n)
	d.scan(r, n, r.Events)
}

// scan reads n events, into into unless it is nil.
func (d *decoder) scan(r *Recording, n int, into []Event) {
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
	if dist := v >> 1; d.err == nil && dist >= uint64(r.Final-from) {
		d.fail(at, "at tick %d+%d: must come before the final tick %d", from, dist, r.Final)
	}
	e := Event{Tick: from + int64(v>>1)}
	if v&1 == 1 {
		e.Rate = int(d.number("tick rate", sched.MinRate, sched.MaxRate))
		return e
	}
	e.Input = d.bytes(d.number("input length", 1, MaxInput), "input")
	return e
}

func (d *decoder) prints(r *Recording) {
	n := (r.Final - r.Start) / int64(r.Every)
	if need := 8 * (n + 1); need > int64(d.left()) {
		d.fail(d.off, "truncated: %d ticks every %d need %d fingerprints and a final one, %d bytes; %d remain",
			r.Final-r.Start, r.Every, n, need, d.left())
		return
	}
	if n > 0 {
		r.Prints = make([]uint64, n)
	}
	for k := range r.Prints {
		r.Prints[k] = d.uint64("fingerprint")
	}
	r.Last = d.uint64("final fingerprint")
}
