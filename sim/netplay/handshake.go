package netplay

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// The sync datagram, version 1, before play (GGRS's SyncRequest and
// SyncReply):
//
//	magic     1 byte, 0xB8: a sync datagram (0xB7 is a message of play)
//	version   1 byte, 1
//	kind      1 byte: 1 request, 2 reply
//	player    1 byte, the sender's, from 1
//	random    4 bytes, the sender's random number
//	echo      4 bytes: a reply's, the random of the request it answers
//	settings  the sender's, "name=value" lines
//	checksum  4 bytes: CRC-32C of every byte before
const (
	syncMagic   = 0xB8
	syncVersion = 1
	syncRequest = 1
	syncReply   = 2
	syncHeader  = 12

	// syncRoundTrips is how many replies to its own requests a peer
	// has from each other before it plays (GGRS's NUM_SYNC_PACKETS).
	syncRoundTrips = 5
	// syncResend is how long a request goes unanswered before the next.
	syncResend = 100 * time.Millisecond
	// refuseLinger is how long a peer that refused the others' settings
	// goes on sending its own, so that the others refuse them in turn.
	refuseLinger = 500 * time.Millisecond
)

// Setting is one thing every peer of a session must agree on, by name.
type Setting struct{ Name, Value string }

// SessionSettings are the options every peer must share, named as the
// lab's flags: the tick rate, the players, the mode, the window, the
// input delay, the checkpoints and the ticks. A game adds its own before
// them: its name, its rules' version, its world's settings.
func SessionSettings(o Options) []Setting {
	return []Setting{{"rate", strconv.Itoa(o.Rate)}, {"players", strconv.Itoa(o.Peers)}, {"mode", o.Mode.String()},
		{"window", strconv.Itoa(o.Window)}, {"delay", strconv.Itoa(o.Delay)}, {"every", strconv.Itoa(o.Every)},
		{"ticks", strconv.FormatInt(o.Ticks, 10)}}
}

// mismatchError is a handshake refused: another player's setting differs.
type mismatchError struct {
	Player      int // the other's, from 1
	Addr        netip.AddrPort
	Name        string
	Mine, Their string
}

func (e *mismatchError) Error() string {
	return fmt.Sprintf("netplay: refused: %s %q here, %q at player %d (%v): every player must start with the same", e.Name, e.Mine, e.Their, e.Player, e.Addr)
}

// Handshake agrees with every other player, before play, on the
// settings, in a few round trips of sync requests and replies, each
// reply echoing its request's random number; the session's nonce is made
// of every player's random. Poll it once a frame until it is done; then
// play over Transport, which goes on answering the others' requests.
type Handshake struct {
	tr       Transport
	id       int // its player, from 0
	addrs    []netip.AddrPort
	settings []Setting
	text     []byte
	wait     time.Duration

	own     uint32   // its random
	random  []uint32 // every player's, its own at id
	known   []bool
	replies []int
	sentAt  []time.Duration
	started bool
	start   time.Duration

	refused   error
	refusedAt time.Duration
	out, in   []byte

	host       int             // a spectator's: the player its host plays, once heard
	spectators []SpectatorJoin // a player's: the spectators whose settings agreed
}

// NewHandshake makes player's (from 1) handshake with the players at
// addrs (addrs[q-1] is player q's), over tr. random is its own random
// number (a game draws it from crypto/rand or math/rand/v2); wait is how
// long it waits for a player that does not answer.
func NewHandshake(tr Transport, player int, addrs []netip.AddrPort, settings []Setting, random uint32, wait time.Duration) (*Handshake, error) {
	if player < 1 || player > len(addrs) {
		return nil, fmt.Errorf("netplay: player %d: must be 1 to %d, one of the session's players", player, len(addrs))
	}
	return newHandshake(tr, player-1, addrs, settings, random, wait)
}

// newHandshake makes the handshake of player id (from 0; -1: a spectator).
func newHandshake(tr Transport, id int, addrs []netip.AddrPort, settings []Setting, random uint32, wait time.Duration) (*Handshake, error) {
	var text strings.Builder
	for _, s := range settings {
		if strings.ContainsAny(s.Name, "=\n") || strings.Contains(s.Value, "\n") {
			return nil, fmt.Errorf("netplay: setting %q=%q: a name holds no = nor a line break, a value no line break", s.Name, s.Value)
		}
		fmt.Fprintf(&text, "%s=%s\n", s.Name, s.Value)
	}
	if text.Len() > maxDatagram-syncHeader-wireTrailer {
		return nil, fmt.Errorf("netplay: settings of %d bytes: at most %d fit a datagram", text.Len(), maxDatagram-syncHeader-wireTrailer)
	}
	k := len(addrs)
	h := &Handshake{tr: tr, id: id, addrs: addrs, settings: settings, text: []byte(text.String()), wait: wait,
		own: random, random: make([]uint32, k), known: make([]bool, k), replies: make([]int, k), sentAt: make([]time.Duration, k),
		in: make([]byte, maxReceive)}
	if id >= 0 {
		h.random[id], h.known[id] = random, true
	}
	return h, nil
}

// Poll takes what has arrived and sends what is due, at now on the
// caller's clock. It returns true once every other player has answered
// syncRoundTrips requests; an error once one's settings differ (a
// *mismatchError, after refuseLinger more of sending its own), or once
// one has not answered within the wait.
func (h *Handshake) Poll(now time.Duration) (bool, error) {
	if !h.started {
		h.started, h.start = true, now
		for j := range h.addrs {
			h.sentAt[j] = now - syncResend
		}
	}
	h.receive(now)
	if h.refused != nil && now-h.refusedAt >= refuseLinger {
		return false, h.refused
	}
	done := true
	for j := range h.addrs {
		if j == h.id {
			continue
		}
		if h.replies[j] < syncRoundTrips || !h.known[j] {
			done = false
			if now-h.sentAt[j] >= syncResend {
				h.send(j, syncRequest, 0, now)
			}
		}
	}
	if done && h.refused == nil {
		return true, nil
	}
	if h.refused == nil && now-h.start > h.wait {
		return false, h.unanswered()
	}
	return false, nil
}

// unanswered names the players that have not answered in the wait.
func (h *Handshake) unanswered() error {
	var who []string
	for j := range h.addrs {
		if j != h.id && h.replies[j] < syncRoundTrips {
			who = append(who, fmt.Sprintf("player %d at %v (%d of %d replies)", j+1, h.addrs[j], h.replies[j], syncRoundTrips))
		}
	}
	return fmt.Errorf("netplay: no answer in %v from %s: is it running, listening there, and given this player's address?", h.wait, strings.Join(who, ", "))
}

// Nonce is the session's nonce, once Poll is done: made of every
// player's random number, in the players' order, the same on every peer.
// A spectator's is its own random: its host's link to it has its own.
func (h *Handshake) Nonce() uint32 {
	if h.id < 0 {
		return h.own
	}
	var b [4]byte
	sum := uint32(0)
	for _, r := range h.random {
		binary.LittleEndian.PutUint32(b[:], r)
		sum = crc32.Update(sum, castagnoli, b[:])
	}
	return sum
}

// Transport is its transport for play: a sync request that comes (from a
// player still in its handshake, or a spectator's) is answered and taken
// out; everything else passes.
func (h *Handshake) Transport() Transport { return &answering{h} }

type answering struct{ h *Handshake }

func (a *answering) Send(to netip.AddrPort, b []byte) error { return a.h.tr.Send(to, b) }

func (a *answering) Receive(buf []byte) (int, netip.AddrPort, bool) {
	for {
		n, from, ok := a.h.tr.Receive(buf)
		if !ok || n == 0 || buf[0] != syncMagic {
			return n, from, ok
		}
		a.h.take(buf[:n], from, 0)
	}
}

// receive takes every datagram that has arrived: a sync datagram of a
// player is taken, anything else dropped (a message of play from a
// player done first: it sends it again until acknowledged).
func (h *Handshake) receive(now time.Duration) {
	for {
		n, from, ok := h.tr.Receive(h.in)
		if !ok {
			return
		}
		h.take(h.in[:n], from, now)
	}
}

// take takes one datagram. A request is answered, whatever it holds: an
// old one, of this session or another, gets a reply its sender ignores.
// Only a reply that echoes its own random, one to a request of this
// session, is counted, and gives the other's random and settings (refused
// if they differ): a datagram replayed from another session changes
// neither the nonce nor the verdict. A spectator's request is answered and
// its spectator noted when its settings agree (spectate.go).
func (h *Handshake) take(b []byte, from netip.AddrPort, now time.Duration) {
	if len(b) < syncHeader+wireTrailer || b[0] != syncMagic || b[1] != syncVersion {
		return
	}
	body := b[:len(b)-wireTrailer]
	if crc32.Checksum(body, castagnoli) != binary.LittleEndian.Uint32(b[len(body):]) {
		return
	}
	random, echo, player := binary.LittleEndian.Uint32(b[4:]), binary.LittleEndian.Uint32(b[8:]), int(b[3])
	j := h.playerAt(from)
	switch {
	case j < 0 && player == 0 && b[2] == syncRequest && h.id >= 0:
		h.takeSpectator(from, random, string(body[syncHeader:]))
		return
	case j < 0 || !h.isPlayer(j, player):
		return
	}
	switch b[2] {
	case syncRequest:
		h.sendTo(h.addrs[j], syncReply, random)
	case syncReply:
		if echo != h.own {
			return // a reply to another session's request
		}
		h.random[j], h.known[j] = random, true
		if err := h.compare(player, from, string(body[syncHeader:])); err != nil && h.refused == nil {
			h.refused, h.refusedAt = err, now
		}
		if h.refused == nil {
			h.replies[j]++
			if h.replies[j] < syncRoundTrips { // the next round trip at once, as GGRS does
				h.send(j, syncRequest, 0, now)
			}
		}
	}
}

// isPlayer reports whether a datagram from addrs[j] saying it is from
// player is: a player's says its own number; the one a spectator hears,
// the host's, says the number it plays, which the spectator learns.
func (h *Handshake) isPlayer(j, player int) bool {
	if h.id >= 0 {
		return player == j+1
	}
	if player < 1 || player > MaxPeers {
		return false
	}
	h.host = player
	return true
}

// compare returns a *mismatchError for the first of its settings that
// the text of player (at addr) gives another value, or lacks.
func (h *Handshake) compare(player int, addr netip.AddrPort, text string) error {
	theirs := map[string]string{}
	for line := range strings.Lines(text) {
		name, value, _ := strings.Cut(strings.TrimSuffix(line, "\n"), "=")
		theirs[name] = value
	}
	for _, s := range h.settings {
		v, ok := theirs[s.Name]
		if !ok {
			v = "(none)"
		}
		if v != s.Value {
			return &mismatchError{Player: player, Addr: addr, Name: s.Name, Mine: s.Value, Their: v}
		}
	}
	if len(theirs) != len(h.settings) {
		return &mismatchError{Player: player, Addr: addr, Name: "settings", Mine: fmt.Sprint(len(h.settings)), Their: fmt.Sprint(len(theirs))}
	}
	return nil
}

// send sends player j a request, or a reply echoing echo.
func (h *Handshake) send(j int, kind byte, echo uint32, now time.Duration) {
	if kind == syncRequest {
		h.sentAt[j] = now
	}
	h.sendTo(h.addrs[j], kind, echo)
}

// sendTo sends the peer at to a request, or a reply echoing echo.
func (h *Handshake) sendTo(to netip.AddrPort, kind byte, echo uint32) {
	_ = h.tr.Send(to, h.datagram(kind, echo)) // a datagram not sent is one lost: the next request goes
}

// datagram is its request, or its reply echoing echo, in h.out. A
// spectator's says player 0.
func (h *Handshake) datagram(kind byte, echo uint32) []byte {
	b := append(h.out[:0], syncMagic, syncVersion, kind, byte(h.id+1))
	b = binary.LittleEndian.AppendUint32(b, h.own)
	b = binary.LittleEndian.AppendUint32(b, echo)
	b = append(b, h.text...)
	h.out = binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli))
	return h.out
}

// playerAt is the player at address a, from 0, -1 for none (or itself).
func (h *Handshake) playerAt(a netip.AddrPort) int {
	for j, b := range h.addrs {
		if b == a && j != h.id {
			return j
		}
	}
	return -1
}

// IsMismatch reports whether err is a handshake refused for settings
// that differ.
func IsMismatch(err error) bool {
	var m *mismatchError
	return errors.As(err, &m)
}
