package netplay

import (
	"encoding/binary"
	"errors"
	"math"
	"time"
)

// refusal is why a datagram was refused, if it was.
type refusal uint8

const (
	accepted refusal = iota
	stray            // too short for a message, another protocol's, or another version's
	stale            // another session's: the nonce's tag differs
	garbled          // the checksum or the message inside is wrong
)

// mostTick bounds every tick and checkpoint a message may name, four
// times OpenTicks, the most any session runs, so that no count read from
// the wire overflows: the largest sum made of them (ackInputs, inputFrom
// plus a varint of at most mostTick) is 2^43, the largest product (a
// checkpoint by Every) below 2^55.
const mostTick = 4 * OpenTicks

// decode reads datagram b into m, and refuses it (leaving m in no useful
// state) if it is not a message of this session, whole. ref(t) is the
// input of tick t as this peer has it from the sender, the reference of
// the first delta. It never panics, whatever b holds, and allocates
// nothing once m's slices have grown.
func (w *wire[I]) decode(b []byte, m *message[I], ref func(t int64) I) refusal {
	switch {
	case len(b) < wireHeader+wireTrailer || b[0] != wireMagic || b[1]>>4 != wireVersion:
		return stray
	}
	body, why := w.open(b)
	if why != accepted {
		return why
	}
	r := wireReader{b: body, off: wireHeader}
	m.seq = binary.LittleEndian.Uint16(b[3:])
	flags := b[1] & 0x0f
	if flags&^flagsKnown != 0 || flags&(flagEcho|flagClock) == flagEcho {
		return garbled // an unknown flag, or an echo with no clock: never written
	}
	m.clock, m.echo, m.ack, m.held, m.advantage = flags&flagClock != 0, flags&flagEcho != 0, 0, 0, 0
	if m.clock {
		m.ack = r.uint16()
		if m.echo {
			m.held = int64(r.uvarint(math.MaxUint32)) * int64(time.Millisecond)
		}
		m.advantage = int32(r.varint(math.MinInt16, math.MaxInt16))
	}
	m.inputFrom = int64(r.uvarint(mostTick))
	m.ackInputs = m.inputFrom + r.varint(-mostTick, mostTick)
	m.ackPrints = int64(r.uvarint(mostTick))
	m.status = m.status[:0]
	if flags&flagPlayers != 0 {
		var ok bool
		if m.status, ok = r.players(m.status); !ok {
			return garbled
		}
	}
	if r.bad || m.ackInputs < 0 || !w.readRuns(&r, m, ref) {
		return garbled
	}
	m.printFrom, m.prints = 0, m.prints[:0]
	if flags&flagPrints != 0 {
		m.printFrom = int64(r.uvarint(mostTick))
		n := r.uvarint(printsSize)
		if n == 0 {
			return garbled // flag 2 with no print: never written
		}
		for range n {
			m.prints = append(m.prints, r.uint64())
			if r.bad {
				break
			}
		}
	}
	if r.bad || r.off != len(body) {
		return garbled
	}
	return accepted
}

// readRuns reads the runs of inputs into m.inputs, at most queueSize.
func (w *wire[I]) readRuns(r *wireReader, m *message[I], ref func(t int64) I) bool {
	in := ref(m.inputFrom - 1)
	var err error
	if w.prev, err = w.codec.append(w.prev[:0], in); err != nil {
		return false
	}
	m.inputs = m.inputs[:0]
	for {
		v := r.uvarint(uint64(4*(queueSize-len(m.inputs)) + 3))
		n := v >> 2
		if r.bad || v == 0 {
			return !r.bad
		}
		if n == 0 {
			return false // a run of none
		}
		switch v & 3 {
		case runDelta:
			in, err = w.delta(r)
		case runWhole:
			in, err = w.whole(r)
		case runZero:
			var zero I
			in = zero
			w.prev, err = w.codec.append(w.prev[:0], zero)
		}
		if err != nil {
			return false
		}
		for range n {
			m.inputs = append(m.inputs, in)
		}
	}
}

// whole reads one input written whole, which the one before (w.prev)
// then becomes.
func (w *wire[I]) whole(r *wireReader) (I, error) {
	var in I
	n := int(r.uvarint(mostInput))
	if r.bad || len(r.b)-r.off < n {
		r.bad = true
		return in, errCut
	}
	w.prev = append(w.prev[:0], r.b[r.off:r.off+n]...)
	r.off += n
	return w.codec.decode(w.prev)
}

// errCut is a run cut short: the message is refused.
var errCut = errors.New("netplay: a run of inputs cut short")

// delta reads one input's delta against the one before (w.prev), which
// it then becomes.
func (w *wire[I]) delta(r *wireReader) (I, error) {
	var used int
	var err error
	var in I
	if w.next, used, err = readDelta(w.next[:0], w.prev, r.b[r.off:], mostInput); err != nil {
		return in, err
	}
	r.off += used
	if in, err = w.codec.decode(w.next); err != nil {
		return in, err
	}
	w.prev, w.next = w.next, w.prev
	return in, nil
}

// wireReader reads a message's fields, noting the first that is cut
// short or out of its bounds (bad), after which every read gives 0.
type wireReader struct {
	b   []byte
	off int
	bad bool
}

func (r *wireReader) uvarint(most uint64) uint64 {
	if r.bad {
		return 0
	}
	v, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 || v > most {
		r.bad = true
		return 0
	}
	r.off += n
	return v
}

func (r *wireReader) varint(least, most int64) int64 {
	if r.bad {
		return 0
	}
	v, n := binary.Varint(r.b[r.off:])
	if n <= 0 || v < least || v > most {
		r.bad = true
		return 0
	}
	r.off += n
	return v
}

// players appends the players' statuses it reads to st: at least one,
// at most MaxPeers.
func (r *wireReader) players(st []status) ([]status, bool) {
	n := r.uvarint(MaxPeers)
	if n == 0 {
		return st, false // flag 8 with no player: never written
	}
	for range n {
		q := int(r.uvarint(MaxPeers - 1))
		v := r.uvarint(2*mostTick + 1)
		st = append(st, status{player: q, known: int64(v >> 1), gone: v&1 == 1})
	}
	return st, !r.bad
}

func (r *wireReader) uint16() uint16 {
	if r.bad || len(r.b)-r.off < 2 {
		r.bad = true
		return 0
	}
	v := binary.LittleEndian.Uint16(r.b[r.off:])
	r.off += 2
	return v
}

func (r *wireReader) uint64() uint64 {
	if r.bad || len(r.b)-r.off < 8 {
		r.bad = true
		return 0
	}
	v := binary.LittleEndian.Uint64(r.b[r.off:])
	r.off += 8
	return v
}
