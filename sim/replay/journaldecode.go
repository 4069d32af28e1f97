package replay

import (
	"encoding/binary"
	"hash/crc32"
)

// decodeJournal decodes an autosave (see the package comment) into the
// recording it holds at its last batch, as strictly as Decode decodes a
// file: every batch's checksum must match, and what follows the last one
// may only be the zeros of the room an autosave leaves. Like Decode, it
// reads the batches twice, to count and check, then to fill slices of
// exactly the lengths found.
func decodeJournal(data []byte) (*Recording, error) {
	r := &reader{data: data, off: headerSize, keep: true}
	rec := &Recording{}
	for _, step := range []func(*reader, *Recording){readConfig, readJournalSpan, readStart} {
		if step(r, rec); r.err != nil {
			return nil, r.err
		}
	}
	at := r.off
	if sum := r.uint32("header checksum"); r.err == nil && sum != crc32.ChecksumIEEE(data[:at]) {
		r.fail(at, "header checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is corrupted",
			sum, crc32.ChecksumIEEE(data[:at]), at-1)
	}
	if r.err != nil {
		return nil, r.err
	}
	first, counted := *r, *rec
	events, checkpoints := readBatches(&first, &counted, nil, nil)
	if first.err != nil {
		return nil, first.err
	}
	rec.Events = make([]Event, events)
	rec.Checkpoints = make([]uint64, checkpoints)
	readBatches(r, rec, rec.Events, rec.Checkpoints)
	if len(rec.Events) == 0 {
		rec.Events = nil
	}
	if len(rec.Checkpoints) == 0 {
		rec.Checkpoints = nil
	}
	if r.err != nil {
		return nil, r.err
	}
	return rec, nil
}

// readJournalSpan reads the checkpoint interval and the start tick; the
// final tick is each batch's.
func readJournalSpan(r *reader, rec *Recording) {
	at := r.off
	rec.Interval = int(r.bounded("checkpoint interval", MaxInterval))
	if r.err == nil && rec.Interval == 0 {
		r.fail(at, "checkpoint interval 0: must be at least 1")
	}
	rec.StartTick = int64(r.bounded("start tick", MaxTick))
	rec.FinalTick = rec.StartTick
}

// readBatches reads every batch, into events and checkpoints when they are
// not nil, and returns how many of each there are. rec's FinalTick and
// Final end as the last batch's.
func readBatches(r *reader, rec *Recording, events []Event, checkpoints []uint64) (int, int) {
	b := batchReader{r: r, rec: rec, crc: crc32.ChecksumIEEE(r.data[:r.off]), last: Event{Tick: rec.StartTick}}
	for r.err == nil && r.remaining() > 0 && r.data[r.off] != 0 {
		b.batch(events, checkpoints)
	}
	switch {
	case r.err != nil:
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
	return b.events, b.checkpoints
}

// batchReader reads a journal's batches in order.
type batchReader struct {
	r                   *reader
	rec                 *Recording
	crc                 uint32 // of every byte before the batch
	last                Event  // the last event read (its tick: the start tick before any)
	batches             int
	events, checkpoints int
}

// batch reads one batch: its length, the tick it ends at, its events, its
// checkpoints, its final fingerprint and the checksum of the file up to it.
func (b *batchReader) batch(events []Event, checkpoints []uint64) {
	r := b.r
	start := r.off
	n := r.uvarint("batch length")
	if r.err == nil && n+crcSize > uint64(r.remaining()) {
		r.fail(start, "truncated: a batch of %d bytes and its checksum: only %d remain", n, r.remaining())
	}
	if r.err != nil {
		return
	}
	end := r.off + int(n)
	b.span(r.off)
	b.readEvents(events, end)
	b.readCheckpoints(checkpoints, end)
	if r.err == nil && r.off != end {
		r.fail(r.off, "%d bytes left in a batch of %d: want none after its final fingerprint", end-r.off, n)
	}
	if r.err != nil {
		return
	}
	b.crc = crc32.Update(b.crc, crc32.IEEETable, r.data[start:end])
	if sum := r.uint32("batch checksum"); sum != b.crc {
		r.fail(end, "batch checksum: stored %08x, computed %08x over bytes 0 to %d: the autosave is corrupted", sum, b.crc, end-1)
	}
	b.crc = crc32.Update(b.crc, crc32.IEEETable, r.data[end:end+crcSize])
	b.batches++
}

// span reads the tick a batch ends at, after the one before.
func (b *batchReader) span(at int) {
	r, rec := b.r, b.rec
	tick := r.uvarint("batch tick")
	if r.err == nil && (tick <= uint64(rec.FinalTick) || tick-uint64(rec.StartTick) > MaxSpan) {
		r.fail(at, "batch tick %d: must be %d to %d (after the batch before, within start tick + %d)",
			tick, rec.FinalTick+1, rec.StartTick+MaxSpan, int64(MaxSpan))
	}
	rec.FinalTick = int64(tick)
}

// readEvents reads a batch's events, which go on from the last one read.
func (b *batchReader) readEvents(into []Event, end int) {
	r, rec := b.r, b.rec
	at := r.off
	n := r.uvarint("event count")
	switch {
	case r.err != nil:
		return
	case n > uint64(end-r.off):
		r.fail(at, "event count %d: only %d bytes remain in the batch", n, end-r.off)
	case uint64(b.events)+n > MaxEvents:
		r.fail(at, "event count %d: with the %d before, more than %d", n, b.events, MaxEvents)
	}
	for i := b.events; r.err == nil && i < b.events+int(n); i++ {
		e, ok := readEvent(r, i, b.last.Tick, b.last, rec)
		if ok && into != nil {
			into[i] = e
		}
		b.last = e
	}
	b.events += int(n)
}

// readCheckpoints reads the checkpoints the batch's ticks complete and its
// final fingerprint.
func (b *batchReader) readCheckpoints(into []uint64, end int) {
	r, rec := b.r, b.rec
	n := int((rec.FinalTick-rec.StartTick)/int64(rec.Interval)) - b.checkpoints
	if r.err != nil {
		return
	}
	if need := 8 * (n + 1); need != end-r.off {
		r.fail(r.off, "a batch to tick %d needs %d checkpoints and a final fingerprint, %d bytes; it has %d",
			rec.FinalTick, n, need, end-r.off)
		return
	}
	for k := b.checkpoints; k < b.checkpoints+n; k++ {
		if fp := r.uint64("checkpoint"); into != nil {
			into[k] = fp
		}
	}
	b.checkpoints += n
	rec.Final = r.uint64("final fingerprint")
}

// uint32 reads a little-endian uint32.
func (r *reader) uint32(what string) uint32 {
	if b := r.take(4, what); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}
