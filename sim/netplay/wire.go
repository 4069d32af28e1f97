package netplay

import (
	"encoding/binary"
	"hash/crc32"
	"time"

	"tickbox/sim/tape"
)

// The wire format of a message, version 2. Integers are little-endian;
// uvarint and varint are encoding/binary's (a varint zigzagged).
//
//	magic       1 byte, 0xB7: not a Tickbox datagram otherwise
//	version     4 bits, 2, over 4 bits of flags: 1 echo (held follows),
//	            2 prints follow, 4 the clock follows, 8 the players follow
//	tag         1 byte, the session nonce's low byte
//	seq         2 bytes
//	clock       with flag 4: ack, 2 bytes; held, uvarint ms (with echo);
//	            advantage, varint
//	inputFrom   uvarint, a tick
//	ackInputs   varint, less inputFrom
//	ackPrints   uvarint
//	players     with flag 8 (three players or more): uvarint n, then n
//	            × uvarint player (from 0), uvarint 2t + gone: the first
//	            tick t whose input the sender lacks of that player, or
//	            with gone 1 the tick it gave the player up from
//	runs        each: uvarint 4r + kind, r ≥ 1 equal inputs in a row, of
//	            kind 1 the input before them again; 3 the zero input;
//	            2 an input whole, its length (uvarint) then its bytes; 0
//	            one input's delta against the input before it. The input
//	            before the first is that of tick inputFrom − 1, the last
//	            the receiver acknowledged (the zero input before tick 0).
//	            Then a 0
//	prints      with flag 2: uvarint printFrom, uvarint n, n × 8 bytes
//	checksum    4 bytes: CRC-32C of the session nonce and every byte before
//
// The checksum, seeded with the whole nonce, refuses a garbled datagram
// and another session's alike; the tag tells the two apart for the
// counts. An idle message carries one run, 2 bytes with its end, and a
// message never grows past maxDatagram but to carry one run.
//
// Version 2 is version 1 cut for the 28 bytes of IP and UDP headers a
// datagram pays on top (3,000 bytes a second a peer at 60 Hz leaves 22 a
// message): the version shares its byte with the flags; the clock, which
// only times the round trip and the frame advantage, comes every
// clockEvery messages, as GGRS sends its QualityReport every 200 ms and
// GGPO every second, not in every input message; and an input that
// changed is written whole or as the zero input when that is shorter
// than its delta (a bot's jump: 3 bytes, not 6; back to no input: 1).
const (
	wireMagic   = 0xB7
	wireVersion = 2
	wireHeader  = 5 // magic to seq
	wireTrailer = 4 // the checksum
	flagEcho    = 1
	flagPrints  = 2
	flagClock   = 4
	flagPlayers = 8
	flagsKnown  = flagEcho | flagPrints | flagClock | flagPlayers

	// clockEvery is every how many messages to a peer the clock goes:
	// 10 a second at 60 Hz.
	clockEvery = 6

	// The kinds of a run of inputs.
	runDelta = 0
	runSame  = 1
	runWhole = 2
	runZero  = 3

	// maxDatagram is the most bytes a message takes, less than any
	// path's MTU less the IP and UDP headers, as QUIC's 1200.
	maxDatagram = 1200
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// wire encodes and decodes one peer's messages: the session's nonce, the
// game's input codec, and the buffers it reuses, so that a message costs
// no allocation once they have grown.
type wire[I comparable] struct {
	nonce      uint32
	codec      inputCodec[I]
	prev, next []byte // encodings of inputs, reused
}

// encode appends m's datagram to dst. ref is the input at m.inputFrom − 1
// as the receiver has it (the zero input before tick 0). It puts in as many
// of m's inputs (at least a run of them) and then prints as fit in
// maxDatagram, and returns how many of each it put in.
func (w *wire[I]) encode(dst []byte, m *message[I], ref I) (out []byte, inputs, prints int, err error) {
	start := len(dst)
	flags := byte(0)
	dst = append(dst, wireMagic, 0, byte(w.nonce))
	dst = binary.LittleEndian.AppendUint16(dst, m.seq)
	if m.clock {
		flags |= flagClock
		dst = binary.LittleEndian.AppendUint16(dst, m.ack)
		if m.echo {
			flags |= flagEcho
			dst = binary.AppendUvarint(dst, uint64(max(m.held, 0)/int64(time.Millisecond)))
		}
		dst = binary.AppendVarint(dst, int64(m.advantage))
	}
	dst = binary.AppendUvarint(dst, uint64(m.inputFrom))
	dst = binary.AppendVarint(dst, m.ackInputs-m.inputFrom)
	dst = binary.AppendUvarint(dst, uint64(m.ackPrints))
	if len(m.status) > 0 {
		flags |= flagPlayers
		dst = binary.AppendUvarint(dst, uint64(len(m.status)))
		for _, st := range m.status {
			g := uint64(0)
			if st.gone {
				g = 1
			}
			dst = binary.AppendUvarint(dst, uint64(st.player))
			dst = binary.AppendUvarint(dst, uint64(st.known)<<1|g)
		}
	}
	if dst, inputs, err = w.runs(dst, start, m.inputs, ref); err != nil {
		return dst[:start], 0, 0, err
	}
	if room := (maxDatagram - wireTrailer - 20 - (len(dst) - start)) / 8; room > 0 && len(m.prints) > 0 {
		prints = min(room, len(m.prints))
		flags |= flagPrints
		dst = binary.AppendUvarint(dst, uint64(m.printFrom))
		dst = binary.AppendUvarint(dst, uint64(prints))
		for _, f := range m.prints[:prints] {
			dst = binary.LittleEndian.AppendUint64(dst, f)
		}
	}
	dst[start+1] = wireVersion<<4 | flags
	return w.seal(dst, start), inputs, prints, nil
}

// seal ends the datagram dst[start:] with its CRC-32C, seeded with the
// link's nonce, so that another session's datagram, or one garbled on
// the way, is refused (open).
func (w *wire[I]) seal(dst []byte, start int) []byte {
	return binary.LittleEndian.AppendUint32(dst, crc32.Update(w.nonce, castagnoli, dst[start:]))
}

// open returns the body of datagram b, its CRC-32C cut off, if it is of
// this link: its nonce byte (b[2]) and its CRC are the link's (seal);
// stale or garbled if not. The caller has checked that b holds a header
// and a trailer.
func (w *wire[I]) open(b []byte) ([]byte, refusal) {
	if b[2] != byte(w.nonce) {
		return nil, stale
	}
	body := b[:len(b)-wireTrailer]
	if crc32.Update(w.nonce, castagnoli, body) != binary.LittleEndian.Uint32(b[len(body):]) {
		return nil, garbled
	}
	return body, accepted
}

// runs appends the inputs as runs of equal ones, each of the shortest
// kind that writes it, then the 0 that ends them: all of them, or as many
// runs as keep the datagram within maxDatagram (at least one). It returns
// how many inputs it put in.
func (w *wire[I]) runs(dst []byte, start int, ins []I, ref I) ([]byte, int, error) {
	var err error
	if w.prev, err = w.codec.append(w.prev[:0], ref); err != nil {
		return dst, 0, err
	}
	var zero I
	done := 0
	for done < len(ins) {
		r := 1
		for done+r < len(ins) && ins[done+r] == ins[done] {
			r++
		}
		if w.next, err = w.codec.append(w.next[:0], ins[done]); err != nil {
			return dst, 0, err
		}
		before := len(dst)
		switch {
		case done == 0 && ins[0] == ref: // the same as the one before
			dst = binary.AppendUvarint(dst, uint64(r)<<2|runSame)
		case ins[done] == zero:
			dst = binary.AppendUvarint(dst, uint64(r)<<2|runZero)
		default:
			dst = w.changed(dst, r)
		}
		if done > 0 && len(dst)-start > maxDatagram-wireTrailer-32 {
			dst = dst[:before]
			break
		}
		w.prev, w.next = w.next, w.prev
		done += r
	}
	return append(dst, 0), done, nil
}

// changed appends a run of r of the input w.next, which differs from the
// one before (w.prev), as its delta or whole, whichever is shorter.
func (w *wire[I]) changed(dst []byte, r int) []byte {
	at := len(dst)
	dst = binary.AppendUvarint(dst, uint64(r)<<2|runDelta)
	dst = appendDelta(dst, w.prev, w.next)
	whole := uvarintLen(uint64(r)<<2|runWhole) + uvarintLen(uint64(len(w.next))) + len(w.next)
	if whole >= len(dst)-at {
		return dst
	}
	dst = binary.AppendUvarint(dst[:at], uint64(r)<<2|runWhole)
	dst = binary.AppendUvarint(dst, uint64(len(w.next)))
	return append(dst, w.next...)
}

func uvarintLen(v uint64) int {
	n := 1
	for ; v >= 0x80; v >>= 7 {
		n++
	}
	return n
}

// mostInput is the longest input encoding the wire takes.
const mostInput = tape.MaxInput
