package autosave

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"

	"tickbox/sim/tape"
)

// Decode decodes an autosave (see the package comment) into the recording
// it holds at its last batch, as strictly as tape.Decode decodes a tape:
// every batch's checksum must match, each batch must hold exactly what a
// Journal writes, and what follows the last one may only be the zeros of
// the room an autosave leaves. Its errors are *tape.FormatError values. A
// tape is decoded as tape.Decode does.
func Decode(data []byte) (*tape.Recording, error) {
	if !bytes.HasPrefix(data, []byte(Magic)) {
		return tape.Decode(data)
	}
	rec, _, err := read(data, false)
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// salvage decodes the autosave data into the recording its intact batches
// hold: each batch has a checksum of its own, of the file up to its end,
// so a batch damaged (a flipped byte, a write cut short) leaves every
// batch before it good. It returns the recording and, when batches were
// cut, why the first of them was refused, its Offset where the cut
// starts. It fails, as Decode does, when data is no autosave, its header
// is damaged, or no batch is intact.
func salvage(data []byte) (rec *tape.Recording, cut *tape.FormatError, err error) {
	if !bytes.HasPrefix(data, []byte(Magic)) {
		if _, err := tape.Decode(data); err != nil {
			return nil, nil, err
		}
		return nil, nil, &tape.FormatError{Offset: 0, What: "not an autosave: only an autosave's batches can be salvaged"}
	}
	rec, cut, ferr := read(data, true)
	if ferr != nil {
		return nil, nil, ferr
	}
	return rec, cut, nil
}

// batch is where one batch lies in an autosave, as read before its events
// are decoded.
type batch struct {
	at       int   // its first byte
	tick     int64 // the ticks run when it ends
	count    int   // its events
	events   []byte
	eventsAt int    // where they start
	prints   []byte // its fingerprints and its final one
}

// read reads an autosave: the batches strictly, or, to salvage, the ones
// before the first that is damaged, which it returns as cut. The events
// of the batches, one after another, are a tape's events: read checks
// the header and the events by decoding the tape they make (asTape), then
// that each batch holds its own events, as a Journal writes them.
func read(data []byte, salvage bool) (*tape.Recording, *tape.FormatError, *tape.FormatError) {
	r := &reader{data: data}
	head, err := r.header()
	if err != nil {
		return nil, nil, err
	}
	batches, bad, badAt := r.batches(head)
	if len(batches) == 0 {
		return nil, nil, bad
	}
	var rec *tape.Recording
	for {
		var k int
		if rec, k, err = decodeBatches(data[:r.headEnd], head, batches); err == nil {
			break
		}
		if !salvage || k == 0 {
			return nil, nil, err
		}
		bad, badAt, batches = err, batches[k].at, batches[:k]
	}
	switch {
	case bad == nil:
		return rec, nil, nil
	case salvage && badAt >= 0:
		return rec, cutAt(data, badAt, bad), nil
	}
	return nil, nil, bad
}

// cutAt is the cut of the batches from at on, for why.
func cutAt(data []byte, at int, why *tape.FormatError) *tape.FormatError {
	return &tape.FormatError{Offset: at, What: fmt.Sprintf("the batches from here on, %d bytes, were cut: at byte %d, %s",
		len(data)-at, why.Offset, why.What)}
}

// reader reads an autosave's header and the frame of its batches. After
// the first problem it keeps the error and reads nothing more.
type reader struct {
	data    []byte
	off     int
	err     *tape.FormatError
	headEnd int // the end of the tape's header: its checksum follows
}

func (r *reader) fail(at int, format string, args ...any) {
	if r.err == nil {
		r.err = &tape.FormatError{Offset: at, What: fmt.Sprintf(format, args...)}
	}
}

func (r *reader) left() int { return len(r.data) - r.off }

// number reads a uvarint in its shortest form of lo to hi.
func (r *reader) number(what string, lo, hi uint64) uint64 {
	if r.err != nil {
		return 0
	}
	at := r.off
	v, n := binary.Uvarint(r.data[at:])
	switch {
	case n == 0:
		r.fail(at, "truncated: %s runs past the end", what)
	case n < 0:
		r.fail(at, "%s: a varint longer than 64 bits", what)
	case n > 1 && r.data[at+n-1] == 0:
		r.fail(at, "%s: a varint not in its shortest form", what)
	case v < lo || v > hi:
		r.fail(at, "%s %d: must be %d to %d", what, v, lo, hi)
	default:
		r.off += n
		return v
	}
	return 0
}

// skip reads a length and skips that many bytes, what.
func (r *reader) skip(what string) {
	n := r.number(what+" length", 0, 1<<63)
	if r.err == nil && n > uint64(r.left()) {
		r.fail(r.off, "truncated: %s needs %d bytes, %d remain", what, n, r.left())
	}
	if r.err == nil {
		r.off += int(n)
	}
}

// header reads the tape's header after the magic, which tape.Decode
// checks (in a tape of no tick made of it), and its checksum.
func (r *reader) header() (*tape.Recording, *tape.FormatError) {
	r.off = len(Magic) + 2
	if r.left() < 0 {
		return nil, &tape.FormatError{Offset: len(Magic), What: "truncated: version needs 2 bytes"}
	}
	r.skip("game name")
	var start uint64
	for _, what := range []string{"rules version", "tick rate", "ticks between fingerprints", "start tick"} {
		start = r.number(what, 0, 1<<63)
	}
	r.skip("state")
	if r.err != nil {
		return nil, r.err
	}
	r.headEnd = r.off
	head, err := tape.Decode(tapeOf(r.data[:r.off], nil, 0, int64(start), make([]byte, 8)).data)
	if err != nil {
		return nil, formatError(err) // at an offset of the header: the same in both
	}
	sum := crc32.ChecksumIEEE(r.data[:r.off])
	switch {
	case r.left() < crcSize:
		r.fail(r.off, "truncated: header checksum needs %d bytes, %d remain", crcSize, r.left())
	case binary.LittleEndian.Uint32(r.data[r.off:]) != sum:
		r.fail(r.off, "header checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is damaged",
			binary.LittleEndian.Uint32(r.data[r.off:]), sum, r.off-1)
	}
	r.off += crcSize
	return head, r.err
}

// batches reads the batches' frames, up to the first that is damaged,
// and returns them, and why it stopped if it was not at the zeros of the
// spare room: a damaged batch, which starts at badAt, or (badAt -1) a
// byte other than zero in the spare room, or no batch at all.
func (r *reader) batches(head *tape.Recording) (all []batch, bad *tape.FormatError, badAt int) {
	crc, final, prints, events := crc32.ChecksumIEEE(r.data[:r.off]), head.Start, 0, 0
	for r.left() > 0 && r.data[r.off] != 0 {
		b := r.batch(head, final, prints, events)
		if r.err == nil {
			crc = crc32.Update(crc, crc32.IEEETable, r.data[b.at:r.off])
			if stored := binary.LittleEndian.Uint32(r.data[r.off:]); stored != crc {
				r.fail(r.off, "batch checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is damaged", stored, crc, r.off-1)
			}
		}
		if r.err != nil {
			return all, r.err, b.at
		}
		crc = crc32.Update(crc, crc32.IEEETable, r.data[r.off:r.off+crcSize])
		r.off += crcSize
		all = append(all, b)
		final, events = b.tick, events+b.count
		prints = int((final - head.Start) / int64(head.Every))
	}
	if len(all) == 0 {
		r.fail(r.off, "an autosave with no batch: it holds no tick")
	}
	for i, v := range r.data[r.off:] {
		if v != 0 {
			r.fail(r.off+i, "byte %#02x after the last batch: an autosave's spare room holds only zeros", v)
			break
		}
	}
	return all, r.err, -1
}

// batch reads one batch's frame, up to its checksum: its length, the tick
// it ends at (after final, the batch before's), its count of events (with
// the events before, at most tape.MaxEvents), and its fingerprints (the
// ticks since the prints before complete) and final fingerprint, at its
// end; the events are the bytes between.
func (r *reader) batch(head *tape.Recording, final int64, prints, events int) batch {
	b := batch{at: r.off}
	n := r.number("batch length", 1, uint64(r.left()))
	if r.err == nil && n+crcSize > uint64(r.left()) {
		r.fail(b.at, "truncated: a batch of %d bytes and its checksum: only %d remain", n, r.left())
	}
	if r.err != nil {
		return b
	}
	end := r.off + int(n)
	b.tick = int64(r.number("batch tick", uint64(final)+1, uint64(head.Start)+tape.MaxSpan))
	if r.err != nil {
		r.err.What += " (after the batch before, within the start tick + a tape's span)"
		r.err.Offset = b.at
		return b
	}
	at := r.off
	b.count = int(r.number("event count", 0, uint64(end-r.off)))
	if r.err == nil && events+b.count > tape.MaxEvents {
		r.fail(at, "event count %d: with the %d before, more than %d", b.count, events, tape.MaxEvents)
	}
	np := int((b.tick-head.Start)/int64(head.Every)) - prints
	if need := 8 * (np + 1); r.err == nil && need > end-r.off {
		r.fail(r.off, "a batch to tick %d needs %d fingerprints and a final one, %d bytes; it has %d", b.tick, np, need, end-r.off)
	}
	if r.err != nil {
		return b
	}
	b.events, b.eventsAt, b.prints = r.data[r.off:end-8*(np+1)], r.off, r.data[end-8*(np+1):end]
	r.off = end
	return b
}

// decodeBatches decodes the tape the header and the batches make, and
// checks that each batch holds its own events, as a Journal writes them.
// On an error it returns the batch where it lies.
func decodeBatches(header []byte, head *tape.Recording, batches []batch) (*tape.Recording, int, *tape.FormatError) {
	last := batches[len(batches)-1]
	tp := tapeOf(header, batches, 0, last.tick, nil)
	rec, err := tape.Decode(tp.data)
	if err != nil {
		k, fe := tp.where(formatError(err), batches)
		return nil, k, fe
	}
	var x tape.Inputs
	prev, n := head.Start, 0
	for k, b := range batches {
		mine := rec.Events[n : n+b.count]
		var again []byte
		again, prev = rec.AppendEvents(nil, prev, mine, &x)
		if !bytes.Equal(again, b.events) || len(mine) > 0 && mine[len(mine)-1].Tick >= b.tick {
			return nil, k, &tape.FormatError{Offset: b.at, What: fmt.Sprintf("batch %d: its events are not the %d it counts, before tick %d", k, b.count, b.tick)}
		}
		n += b.count
	}
	return rec, 0, nil
}

// asTape is the tape an autosave's header and batches make, and where
// each batch's events lie in it.
type asTape struct {
	data   []byte
	starts []int // where each batch's events start
	end    int   // where the last batch's end
}

// tapeOf returns the tape of the header (an autosave's, its magic a
// tape's in the copy) and the batches, to the final tick, with the
// fingerprints of the batches (or prints, when there are none).
func tapeOf(header []byte, batches []batch, count int, final int64, prints []byte) asTape {
	var t asTape
	for _, b := range batches {
		count += b.count
	}
	t.data = append(append([]byte(tapeMagic), header[len(tapeMagic):]...), binary.AppendUvarint(nil, uint64(final))...)
	t.data = binary.AppendUvarint(t.data, uint64(count))
	for _, b := range batches {
		t.starts = append(t.starts, len(t.data))
		t.data = append(t.data, b.events...)
	}
	t.end = len(t.data)
	for _, b := range batches {
		t.data = append(t.data, b.prints[:len(b.prints)-8]...)
	}
	if n := len(batches); n > 0 {
		prints = batches[n-1].prints[len(batches[n-1].prints)-8:]
	}
	t.data = append(t.data, prints...)
	t.data = binary.LittleEndian.AppendUint32(t.data, crc32.ChecksumIEEE(t.data))
	return t
}

// where returns the batch where an error of the tape lies, and the error
// at its offset in the autosave: in a batch's events, there; after them
// (events that ran into the fingerprints), the last batch's start.
func (t asTape) where(err *tape.FormatError, batches []batch) (int, *tape.FormatError) {
	k := len(batches) - 1
	at := batches[k].at
	if err.Offset < t.end {
		for k = len(t.starts) - 1; k > 0 && t.starts[k] > err.Offset; k-- {
		}
		at = batches[k].eventsAt + err.Offset - t.starts[k]
	}
	return k, &tape.FormatError{Offset: at, What: err.What}
}

// formatError is tape.Decode's error as the *tape.FormatError it is.
func formatError(err error) *tape.FormatError {
	var fe *tape.FormatError
	if !errors.As(err, &fe) {
		fe = &tape.FormatError{What: err.Error()}
	}
	return fe
}
