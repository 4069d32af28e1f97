package tape

import (
	"encoding/binary"
	"errors"
	"hash/crc32"

	"tickbox/sim/disk"
)

// journalMagic starts an autosave: a recording in progress, a header and a
// batch of what was new at each save (see the package comment).
const journalMagic = "TBXU"

// journal is a recording's autosave file as it grows: what has been
// written of the recording so far, and the checksum of every byte of it.
type journal struct {
	file   *disk.Appender
	crc    uint32
	events int    // events written
	prints int    // fingerprints written
	tick   int64  // the ticks run when the last batch ended
	last   int64  // the tick of the last event written, or the start tick
	inputs Inputs // the last input written, which the next is against
	body   []byte // room for the next batch, reused: a save every second must not make garbage
	batch  []byte
}

// Autosave writes what the recording holds that its autosave at path does
// not, ending at the last tick Stepped saw: the first call creates the file
// (through the one save path, locked while the Recorder has it open: see
// disk.Claim), every later one appends a batch of the new events and
// fingerprints, a few bytes, and no system call where the system maps files
// (disk.Appender). Load reads the file as it is after any save, even after
// the process was killed; the file stays until Stop or a new Autosave
// path. path must be the same at every call.
func (r *Recorder[I]) Autosave(path string) error {
	if r.stopped {
		return errors.New("tape: autosave after the recorder stopped")
	}
	j := r.journal
	if j != nil && j.tick == r.tick {
		return nil // nothing new
	}
	r.final()
	if j == nil {
		j = &journal{last: r.rec.Start}
		head := appendJournalHeader(nil, &r.rec)
		data := j.appendBatch(j.sum(head), &r.rec, r.tick)
		f, err := disk.NewAppender(path, data, MaxFileSize)
		if err != nil {
			return err
		}
		j.file, r.journal, r.made = f, j, true
		return nil
	}
	j.batch = j.appendBatch(j.batch[:0], &r.rec, r.tick)
	if err := j.file.Append(j.batch); err != nil {
		// The journal no longer holds what it says it does: the next
		// autosave starts a new one.
		return errors.Join(err, r.closeJournal())
	}
	return nil
}

// Autosaved reports whether Autosave has made its file: only then is the
// file at its path the recorder's, to remove once the recording is saved.
func (r *Recorder[I]) Autosaved() bool { return r.made }

// closeJournal lets the autosave file go: its lock, and its spare room.
func (r *Recorder[I]) closeJournal() error {
	if r.journal == nil {
		return nil
	}
	err := r.journal.file.Close()
	r.journal = nil
	return err
}

// sum adds b to the checksum of what the journal holds and returns b.
func (j *journal) sum(b []byte) []byte {
	j.crc = crc32.Update(j.crc, crc32.IEEETable, b)
	return b
}

// appendJournalHeader appends a journal's header to buf: the file format's
// header up to the start state, then the CRC-32 of those bytes.
func appendJournalHeader(buf []byte, r *Recording) []byte {
	buf = r.appendHeadAs(buf, journalMagic)
	return binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
}

// appendBatch appends to buf the batch that takes the journal from its
// last tick to tick: the events of the ticks before tick it has not
// written, the fingerprints, the final fingerprint (r.Last, which must be
// tick's), and the checksum of every byte of the journal up to there.
func (j *journal) appendBatch(buf []byte, r *Recording, tick int64) []byte {
	events := r.Events[j.events:]
	for len(events) > 0 && events[len(events)-1].Tick >= tick {
		events = events[:len(events)-1] // an input for a tick that has not run
	}
	body := binary.AppendUvarint(j.body[:0], uint64(tick))
	body = binary.AppendUvarint(body, uint64(len(events)))
	body, j.last = r.appendEventChain(body, j.last, events, &j.inputs)
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
	j.prints, j.tick = len(r.Prints), tick
	return buf
}
