package netplay

import (
	"encoding/binary"
	"math"
)

// The spectator's datagram, version 1, a kind of its own beside the
// sync datagram (0xB8) and the message of play (0xB7), between a player
// (its host) and a spectator. Integers as a message of play's:
//
//	magic     1 byte, 0xB9: a spectator's datagram
//	version   1 byte, 1
//	tag       1 byte, the low byte of the link's nonce (the spectator's random)
//	seq       2 bytes
//	ackTicks  uvarint: the spectator has every input below this tick
//	from      uvarint, the tick of the first input
//	players   uvarint, 0 (the spectator's, which carry none) to MaxPeers
//	runs      for each player, its inputs as a message of play's runs,
//	          the first one's against the zero input; every player as
//	          many
//	checksum  4 bytes: CRC-32C of the link's nonce and every byte before
//
// The host sends every player's confirmed inputs only (GGRS's and GGPO's
// spectators get nothing else), so that a spectator never predicts.
const (
	spectateMagic   = 0xB9
	spectateVersion = 1
	spectateHeader  = 5 // magic to seq
)

// spectateMessage is a spectator's message: what the spectator has, and
// the inputs that follow it, players[q] player q's.
type spectateMessage[I any] struct {
	seq      uint16
	ackTicks int64
	from     int64
	players  [][]I
	scratch  message[I] // the runs of one player, as readRuns reads them
}

// encodeSpectate appends m's datagram to dst with the first n inputs of
// each player, fewer if they do not fit maxDatagram; it returns how many
// it put in.
func (w *wire[I]) encodeSpectate(dst []byte, m *spectateMessage[I], n int) ([]byte, int, error) {
	start := len(dst)
	for {
		dst = append(dst[:start], spectateMagic, spectateVersion, byte(w.nonce))
		dst = binary.LittleEndian.AppendUint16(dst, m.seq)
		dst = binary.AppendUvarint(dst, uint64(m.ackTicks))
		dst = binary.AppendUvarint(dst, uint64(m.from))
		dst = binary.AppendUvarint(dst, uint64(len(m.players)))
		fits := true
		var zero I
		for _, ins := range m.players {
			var put int
			var err error
			if dst, put, err = w.runs(dst, start, ins[:n], zero); err != nil {
				return dst[:start], 0, err
			}
			fits = fits && put == n
		}
		if fits || n <= 1 {
			return w.seal(dst, start), n, nil
		}
		n /= 2
	}
}

// decodeSpectate reads datagram b into m, as decode does a message of
// play: it refuses anything not a spectator's message of this link,
// whole, never panics, and allocates nothing once m has grown.
func (w *wire[I]) decodeSpectate(b []byte, m *spectateMessage[I], zero func(int64) I) refusal {
	switch {
	case len(b) < spectateHeader+wireTrailer || b[0] != spectateMagic || b[1] != spectateVersion:
		return stray
	}
	body, why := w.open(b)
	if why != accepted {
		return why
	}
	r := wireReader{b: body, off: spectateHeader}
	m.seq = binary.LittleEndian.Uint16(b[3:])
	m.ackTicks = int64(r.uvarint(mostTick))
	m.from = int64(r.uvarint(mostTick))
	k := int(r.uvarint(MaxPeers))
	if r.bad {
		return garbled
	}
	m.players = growPlayers(m.players, k)
	for q := range k {
		m.scratch.inputFrom = m.from
		if !w.readRuns(&r, &m.scratch, zero) || (q > 0 && len(m.scratch.inputs) != len(m.players[0])) {
			return garbled
		}
		m.players[q] = append(m.players[q][:0], m.scratch.inputs...)
	}
	if r.bad || r.off != len(body) || m.from > math.MaxInt64-queueSize {
		return garbled
	}
	return accepted
}

// growPlayers is ps with k players, each slice kept for its room.
func growPlayers[I any](ps [][]I, k int) [][]I {
	for len(ps) < k {
		ps = append(ps, nil)
	}
	return ps[:k]
}
