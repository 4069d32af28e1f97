package autosave

import (
	"encoding/binary"
	"errors"
	"hash/crc32"

	"tickbox/sim/tape"
)

// Magic starts an autosave: a recording in progress, a header and a batch
// of what was new at each save (see the package comment).
const Magic = "TBXU"

// tapeMagic starts a tape, which an autosave's header is but for its
// magic.
const tapeMagic = "TBXT"

// crcSize is the CRC-32 after the header and after each batch.
const crcSize = 4

// Journal is a recording's autosave file as it grows: what has been
// written of the recording so far, and the checksum of every byte of it.
// The zero Journal has no file yet. Not safe for concurrent use.
type Journal struct {
	file   *appender
	made   bool // Write made a file at its path, which a new journal may replace: only then is it the journal's, to remove once the recording is saved
	crc    uint32
	events int         // events written
	prints int         // fingerprints written
	tick   int64       // the ticks run when the last batch ended
	last   int64       // the tick of the last event written, or the start tick
	inputs tape.Inputs // the last input written, which the next is against
	body   []byte      // room for the next batch, reused: a save every second must not make garbage
	batch  []byte
}

// Write writes what r, a recording in progress (tape.Recorder.SoFar),
// holds that the autosave at path does not, ending at r.Final: the first
// call creates the file (through the one save path, locked while the
// Journal has it open: see claim), every later one appends a batch of the
// new events and fingerprints, a few bytes, and no system call where the
// system maps files (appender). Decode reads the file as it is after any
// write, even after the process was killed; the file stays until Close.
// path and the recording must be the same at every call.
func (j *Journal) Write(path string, r *tape.Recording) error {
	if j.file != nil && j.tick == r.Final {
		return nil // nothing new
	}
	if j.file == nil {
		made := j.made
		*j = Journal{last: r.Start, made: made, body: j.body, batch: j.batch}
		head := appendHeader(nil, r)
		data := j.appendBatch(j.sum(head), r)
		f, err := newAppender(path, data, tape.MaxFileSize)
		if err != nil {
			return err
		}
		j.file, j.made = f, true
		return nil
	}
	j.batch = j.appendBatch(j.batch[:0], r)
	if err := j.file.Append(j.batch); err != nil {
		// The journal no longer holds what it says it does: the next
		// write starts a new one.
		return errors.Join(err, j.Close())
	}
	return nil
}

// Close lets the autosave file go (which stays where it is): its lock,
// and its spare room.
func (j *Journal) Close() error {
	if j.file == nil {
		return nil
	}
	err := j.file.Close()
	j.file = nil
	return err
}

// sum adds b to the checksum of what the journal holds and returns b.
func (j *Journal) sum(b []byte) []byte {
	j.crc = crc32.Update(j.crc, crc32.IEEETable, b)
	return b
}

// appendHeader appends an autosave's header to buf: the tape's header up
// to the start state under the autosave's magic, then the CRC-32 of those
// bytes.
func appendHeader(buf []byte, r *tape.Recording) []byte {
	at := len(buf)
	buf = r.AppendHead(buf)
	copy(buf[at:], Magic)
	return binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf[at:]))
}

// appendBatch appends to buf the batch that takes the journal from its
// last tick to r.Final: the events of the ticks before it not written
// yet, the fingerprints, the final fingerprint (r.Last), and the checksum
// of every byte of the journal up to there.
func (j *Journal) appendBatch(buf []byte, r *tape.Recording) []byte {
	events := r.Events[j.events:]
	for len(events) > 0 && events[len(events)-1].Tick >= r.Final {
		events = events[:len(events)-1] // an input for a tick that has not run
	}
	body := binary.AppendUvarint(j.body[:0], uint64(r.Final))
	body = binary.AppendUvarint(body, uint64(len(events)))
	body, j.last = r.AppendEvents(body, j.last, events, &j.inputs)
	for _, fp := range r.Prints[j.prints:] {
		body = binary.LittleEndian.AppendUint64(body, fp)
	}
	body = binary.LittleEndian.AppendUint64(body, r.Last)
	j.body = body
	at := len(buf)
	buf = binary.AppendUvarint(buf, uint64(len(body)))
	buf = append(buf, body...)
	j.sum(buf[at:])
	buf = binary.LittleEndian.AppendUint32(buf, j.crc)
	j.sum(buf[len(buf)-crcSize:])
	j.events += len(events)
	j.prints, j.tick = len(r.Prints), r.Final
	return buf
}
