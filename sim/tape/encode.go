package tape

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math/bits"
)

const magic = "TBXT"

// MarshalBinary encodes the recording in the format of the package
// comment. A recording that breaks a rule of the format (events out of
// order, a fingerprint too many) is an error naming it, as Decode names
// it in the bytes written: whatever it returns, Decode accepts.
func (r *Recording) MarshalBinary() ([]byte, error) {
	buf := r.AppendHead(make([]byte, 0, r.size()))
	buf = binary.AppendUvarint(buf, uint64(r.Final))
	buf = binary.AppendUvarint(buf, uint64(len(r.Events)))
	buf, _ = r.AppendEvents(buf, r.Start, r.Events, &Inputs{})
	for _, fp := range r.Prints {
		buf = binary.LittleEndian.AppendUint64(buf, fp)
	}
	buf = binary.LittleEndian.AppendUint64(buf, r.Last)
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	// Decoding what was just encoded checks every rule at once, for far
	// less than the session it keeps.
	if _, err := Decode(buf); err != nil {
		return nil, fmt.Errorf("tape: the recording breaks the format: %w", err)
	}
	return buf, nil
}

// AppendHead appends r's file from the magic to the end of the start
// state: what the sealed fingerprints cover, all known when recording
// starts, and what a file that holds a tape in parts (an autosave) starts
// with.
func (r *Recording) AppendHead(buf []byte) []byte {
	buf = append(buf, magic...)
	buf = binary.LittleEndian.AppendUint16(buf, uint16(r.Version()))
	buf = binary.AppendUvarint(buf, uint64(len(r.Game)))
	buf = append(buf, r.Game...)
	for _, v := range [...]uint64{uint64(r.Rules), uint64(r.Rate), uint64(r.Every), uint64(r.Start), uint64(len(r.State))} {
		buf = binary.AppendUvarint(buf, v)
	}
	return append(buf, r.State...)
}

// AppendEvents appends each event in the format of r's file, its tick
// counted from the event before (the first from prev), and returns the
// last event's tick, prev if there is none. x holds the input before the
// events', and ends holding their last. The events must be in order and
// before r's final tick, each input a delta Inputs reads: r's own, or a
// run of them that goes on from the run before (an autosave's batches).
func (r *Recording) AppendEvents(buf []byte, prev int64, events []Event, x *Inputs) ([]byte, int64) {
	for _, e := range events {
		buf = appendEvent(buf, e, e.Tick-prev, x, r.Version())
		prev = e.Tick
	}
	return buf, prev
}

// The kinds of event, in the low bits of an event's first number: as
// many bits as the version, two in version 2, one in version 1 (whose
// inputs are all whole).
const (
	kindInput  = 0 // an input's delta follows (whole, in version 1)
	kindRate   = 1 // a tick rate follows
	kindRepeat = 2 // the input before, again: nothing follows
	kindWhole  = 3 // an input's length and its bytes follow
)

// appendEvent appends e, d ticks after the event before it, in version v
// of the format. An input is written as a repeat, or as its delta or
// whole, whichever is shorter: an input of a byte or two is shorter
// whole.
func appendEvent(buf []byte, e Event, d int64, x *Inputs, v int) []byte {
	if e.Rate != 0 {
		buf = binary.AppendUvarint(buf, uint64(d)<<v|kindRate)
		return binary.AppendUvarint(buf, uint64(e.Rate))
	}
	in, _ := x.Next(e)
	switch {
	case v == 1:
		buf = binary.AppendUvarint(buf, uint64(d)<<1|kindInput)
	case bytes.Equal(e.Input, repeat):
		return binary.AppendUvarint(buf, uint64(d)<<2|kindRepeat)
	case !wholeIsShorter(len(e.Input), len(in)):
		buf = binary.AppendUvarint(buf, uint64(d)<<2|kindInput)
		return append(buf, e.Input...)
	default:
		buf = binary.AppendUvarint(buf, uint64(d)<<2|kindWhole)
	}
	buf = binary.AppendUvarint(buf, uint64(len(in)))
	return append(buf, in...)
}

// wholeIsShorter reports whether an input of n bytes whose delta takes
// delta bytes is written whole: when its length and bytes take no more.
func wholeIsShorter(delta, n int) bool {
	return 1+(bits.Len64(uint64(n)|1)-1)/7+n <= delta // a uvarint holds 7 bits a byte
}

// size bounds the encoded length, so that encoding allocates once.
func (r *Recording) size() int {
	n := len(magic) + 2 + 7*binary.MaxVarintLen64 + len(r.Game) + len(r.State) + binary.MaxVarintLen64
	for _, e := range r.Events {
		n += 2*binary.MaxVarintLen64 + len(e.Input)
	}
	return n + 8*len(r.Prints) + 8 + 4
}
