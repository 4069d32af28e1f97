package tape

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// decodeJournal decodes an autosave (see the package comment) into the
// recording it holds at its last batch, as strictly as Decode decodes a
// file: every batch's checksum must match, and what follows the last one
// may only be the zeros of the room an autosave leaves. Like Decode, it
// reads the batches twice, to count and check, then to fill slices of
// exactly the lengths found.
func decodeJournal(data []byte, version uint16) (*Recording, error) {
	rec, cut, err := readJournal(data, version, false)
	if err != nil {
		return nil, err
	}
	if cut != nil {
		return nil, cut
	}
	return rec, nil
}

// salvageJournal decodes the autosave data into the recording its intact batches
// hold: each batch has a checksum of its own, of the file up to its end,
// so a batch damaged (a flipped byte, a write cut short) leaves every
// batch before it good. It returns the recording and, when batches were
// cut, why the first of them was refused, its Offset where the cut
// starts. It fails, as Decode does, when data is no autosave, its header
// is damaged, or no batch is intact.
func salvageJournal(data []byte) (rec *Recording, cut *FormatError, err error) {
	d := &decoder{data: data}
	if d.head(); d.err != nil {
		return nil, nil, d.err
	}
	if string(data[:len(journalMagic)]) != journalMagic {
		return nil, nil, &FormatError{0, "not an autosave: only an autosave's batches can be salvaged"}
	}
	rec, cut, ferr := readJournal(data, d.version, true)
	if ferr != nil {
		return nil, nil, ferr
	}
	return rec, cut, nil
}

// readJournal reads an autosave: every batch, strictly, or, to salvage,
// the batches before the first that is damaged, which it returns as cut.
func readJournal(data []byte, version uint16, salvage bool) (*Recording, *FormatError, *FormatError) {
	r := &decoder{data: data, off: len(journalMagic) + 2, version: version}
	rec := &Recording{}
	if version != formatVersion {
		rec.version = version
	}
	for _, step := range []func(*Recording){r.header, r.state} {
		if step(rec); r.err != nil {
			return nil, nil, r.err
		}
	}
	rec.Final = rec.Start
	at := r.off
	if sum := r.uint32("header checksum"); r.err == nil && sum != crc32.ChecksumIEEE(data[:at]) {
		r.fail(at, "header checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is damaged",
			sum, crc32.ChecksumIEEE(data[:at]), at-1)
	}
	if r.err != nil {
		return nil, nil, r.err
	}
	r.in.reset() // the room both passes use
	first, counted := *r, *rec
	events, prints, batches, cut := readBatches(&first, &counted, nil, nil, salvage, -1)
	if first.err != nil {
		return nil, nil, first.err
	}
	rec.Events = make([]Event, events)
	if first.need > 0 {
		r.arena = make([]byte, 0, first.need)
	}
	rec.Prints = make([]uint64, prints)
	readBatches(r, rec, rec.Events, rec.Prints, false, batches)
	if len(rec.Events) == 0 {
		rec.Events = nil
	}
	if len(rec.Prints) == 0 {
		rec.Prints = nil
	}
	if r.err != nil {
		return nil, nil, r.err
	}
	return rec, cut, nil
}

// readBatches reads the batches, into events and prints when they are not
// nil, and returns how many events, fingerprints and batches it read:
// every batch, and after the last only the zeros of spare room (want < 0),
// or exactly want. rec's Final and Last end as the last batch's. To
// salvage, a damaged batch after an intact one ends the reading there,
// and is returned as cut.
func readBatches(r *decoder, rec *Recording, events []Event, prints []uint64, salvage bool, want int) (int, int, int, *FormatError) {
	r.in.reset()
	r.keep = events != nil
	b := batchReader{r: r, rec: rec, crc: crc32.ChecksumIEEE(r.data[:r.off]), last: Event{Tick: rec.Start - 1, Rate: 1}}
	for r.err == nil && r.left() > 0 && r.data[r.off] != 0 && b.batches != want {
		good, final, last := b, rec.Final, rec.Last
		at := r.off
		b.batch(events, prints)
		if r.err != nil && salvage && good.batches > 0 {
			cut := &FormatError{at, fmt.Sprintf("the batches from here on, %d bytes, were cut: at byte %d, %s",
				len(r.data)-at, r.err.Offset, r.err.What)}
			b, rec.Final, rec.Last, r.off, r.err = good, final, last, at, nil
			return b.events, b.prints, b.batches, cut
		}
	}
	switch {
	case r.err != nil || want >= 0:
	case b.batches == 0:
		r.fail(r.off, "an autosave with no batch: it holds no tick")
	default:
		for i, v := range r.data[r.off:] {
			if v != 0 {
				r.fail(r.off+i, "byte %#02x after the last batch: an autosave's spare room holds only zeros", v)
				break
			}
		}
	}
	return b.events, b.prints, b.batches, nil
}

// batchReader reads a journal's batches in order.
type batchReader struct {
	r              *decoder
	rec            *Recording
	crc            uint32 // of every byte before the batch
	last           Event  // the last event read (before any, one before the start tick)
	batches        int
	events, prints int
}

// batch reads one batch: its length, the tick it ends at, its events, its
// fingerprints, its final fingerprint and the checksum of the file up to it.
func (b *batchReader) batch(events []Event, prints []uint64) {
	r := b.r
	start := r.off
	n := r.number("batch length", 1, uint64(r.left()))
	if r.err == nil && n+crcSize > uint64(r.left()) {
		r.fail(start, "truncated: a batch of %d bytes and its checksum: only %d remain", n, r.left())
	}
	if r.err != nil {
		return
	}
	end := r.off + int(n)
	b.span(r.off)
	b.readEvents(events, end)
	b.readPrints(prints, end)
	if r.err == nil && r.off != end {
		r.fail(r.off, "%d bytes left in a batch of %d: want none after its final fingerprint", end-r.off, n)
	}
	if r.err != nil {
		return
	}
	b.crc = crc32.Update(b.crc, crc32.IEEETable, r.data[start:end])
	if sum := r.uint32("batch checksum"); sum != b.crc {
		r.fail(end, "batch checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is damaged", sum, b.crc, end-1)
	}
	b.crc = crc32.Update(b.crc, crc32.IEEETable, r.data[end:end+crcSize])
	b.batches++
}

// span reads the tick a batch ends at, after the one before.
func (b *batchReader) span(at int) {
	r, rec := b.r, b.rec
	tick := r.number("batch tick", uint64(rec.Final)+1, uint64(rec.Start)+MaxSpan)
	if r.err != nil {
		r.err.What += " (after the batch before, within the start tick + a tape's span)"
		r.err.Offset = at
	}
	rec.Final = int64(tick)
}

// readEvents reads a batch's events, which go on from the last one read.
func (b *batchReader) readEvents(into []Event, end int) {
	r, rec := b.r, b.rec
	at := r.off
	n := r.number("event count", 0, uint64(end-r.off))
	if r.err == nil && uint64(b.events)+n > MaxEvents {
		r.fail(at, "event count %d: with the %d before, more than %d", n, b.events, MaxEvents)
	}
	for i := b.events; r.err == nil && i < b.events+int(n); i++ {
		e := r.event(rec, b.last.Tick)
		if r.err == nil && !b.last.before(e) {
			r.fail(r.off, "event %d (%v) repeats or comes before the event before it (%v)", i, e, b.last)
		}
		if r.err != nil {
			r.err.What = fmt.Sprintf("event %d: %s", i, r.err.What)
			return
		}
		if into != nil {
			into[i] = e
		}
		b.last = e
	}
	b.events += int(n)
}

// readPrints reads the fingerprints the batch's ticks complete and its
// final fingerprint.
func (b *batchReader) readPrints(into []uint64, end int) {
	r, rec := b.r, b.rec
	n := int((rec.Final-rec.Start)/int64(rec.Every)) - b.prints
	if r.err != nil {
		return
	}
	if need := 8 * (n + 1); need != end-r.off {
		r.fail(r.off, "a batch to tick %d needs %d fingerprints and a final one, %d bytes; it has %d",
			rec.Final, n, need, end-r.off)
		return
	}
	for k := b.prints; k < b.prints+n; k++ {
		if fp := r.uint64("fingerprint"); into != nil {
			into[k] = fp
		}
	}
	b.prints += n
	rec.Last = r.uint64("final fingerprint")
}

// uint32 reads a little-endian uint32.
func (d *decoder) uint32(what string) uint32 {
	if b := d.bytes(4, what); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}
