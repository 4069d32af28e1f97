package netplay

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"
)

// shake polls the handshakes on a clock of 10 ms steps, each step waiting
// for a datagram to arrive at any socket (or 20 ms of real time), until
// every one is done or has failed, or the clock passes limit. It returns
// each one's error.
func shake(t *testing.T, hs []*Handshake, socks []*UDP, limit time.Duration) []error {
	t.Helper()
	errs := make([]error, len(hs))
	over := make([]bool, len(hs))
	for now := time.Duration(0); now <= limit; now += 10 * time.Millisecond {
		left := 0
		for i, h := range hs {
			if over[i] {
				h.receive(now) // it answers on, as its Transport does in play
				continue
			}
			done, err := h.Poll(now)
			over[i], errs[i] = done || err != nil, err
			if !over[i] {
				left++
			}
		}
		if left == 0 {
			return errs
		}
		for _, u := range socks {
			select {
			case <-u.arrived:
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	t.Fatalf("handshakes not over in %v of their clock", limit)
	return nil
}

func handshakes(t *testing.T, settings [][]Setting) ([]*Handshake, []*UDP) {
	t.Helper()
	var socks []*UDP
	var addrs []netip.AddrPort
	for range settings {
		u := listen(t, "127.0.0.1:0")
		socks, addrs = append(socks, u), append(addrs, u.Addr())
	}
	var hs []*Handshake
	for i, s := range settings {
		h, err := NewHandshake(socks[i], i+1, addrs, s, uint32(1000+i), 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		hs = append(hs, h)
	}
	return hs, socks
}

// Three players with the same settings agree, in a few round trips, on
// one nonce.
func TestHandshakeAgrees(t *testing.T) {
	s := append([]Setting{{"game", "test"}}, SessionSettings(DefaultOptions())...)
	hs, socks := handshakes(t, [][]Setting{s, s, s})
	for i, err := range shake(t, hs, socks, 10*time.Second) {
		if err != nil {
			t.Fatalf("player %d: %v", i+1, err)
		}
	}
	for i, h := range hs {
		if h.Nonce() != hs[0].Nonce() {
			t.Errorf("player %d's nonce %08x, player 1's %08x", i+1, h.Nonce(), hs[0].Nonce())
		}
		for j, r := range h.replies {
			if j != i && r < syncRoundTrips {
				t.Errorf("player %d had %d replies from player %d, want %d", i+1, r, j+1, syncRoundTrips)
			}
		}
	}
}

// Settings that differ are refused on both sides, each naming the
// setting and both values.
func TestHandshakeRefusesAMismatch(t *testing.T) {
	a := []Setting{{"game", "test"}, {"balls", "100"}}
	b := []Setting{{"game", "test"}, {"balls", "200"}}
	hs, socks := handshakes(t, [][]Setting{a, b})
	want := []string{`balls "100" here, "200" at player 2`, `balls "200" here, "100" at player 1`}
	for i, err := range shake(t, hs, socks, 10*time.Second) {
		var m *mismatchError
		if !errors.As(err, &m) || !strings.Contains(err.Error(), want[i]) {
			t.Errorf("player %d: %v, want a mismatch saying %s", i+1, err, want[i])
		}
	}
}

// A player that never answers is given up after the wait, named with its
// address.
func TestHandshakeGivesUp(t *testing.T) {
	u := listen(t, "127.0.0.1:0")
	silent := listen(t, "127.0.0.1:0") // bound, never read: no one answers
	h, err := NewHandshake(u, 1, []netip.AddrPort{u.Addr(), silent.Addr()}, SessionSettings(DefaultOptions()), 7, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	for now := time.Duration(0); ; now += 10 * time.Millisecond {
		done, err := h.Poll(now)
		if done {
			t.Fatal("done with no one answering")
		}
		if err != nil {
			if now < 2*time.Second || !strings.Contains(err.Error(), "no answer in 2s from player 2 at "+silent.Addr().String()) {
				t.Errorf("at %v: %v, want no answer in 2s from player 2 at %v", now, err, silent.Addr())
			}
			return
		}
		if now > 3*time.Second {
			t.Fatal("not given up 1 s past its wait")
		}
	}
}

// replaying is a transport that, before each datagram it takes, hands
// over once more every one it took before, and first some datagrams of
// an older session (another player's random, other settings) as if from
// the players' own addresses: what a relay replaying old datagrams, or a
// network duplicating them late, delivers.
type replaying struct {
	Transport
	old  []heldDatagram
	took []heldDatagram
	next []heldDatagram
}

type heldDatagram struct {
	b    []byte
	from netip.AddrPort
}

func (r *replaying) Receive(buf []byte) (int, netip.AddrPort, bool) {
	if len(r.next) == 0 {
		n, from, ok := r.Transport.Receive(buf)
		if !ok {
			return 0, from, false
		}
		d := heldDatagram{append([]byte(nil), buf[:n]...), from}
		r.next = append(append(append(r.next, r.old...), r.took...), d)
		r.took = append(r.took, d)
	}
	d := r.next[0]
	r.next = r.next[1:]
	return copy(buf, d.b), d.from, true
}

// A handshake holds when old sync datagrams come again: this session's
// (each request and reply replayed again and again) and an older
// session's from the same address (another random, other settings). Both
// players end done, on one nonce, neither refusing.
func TestHandshakeTakesNoReplayedDatagram(t *testing.T) {
	s := append([]Setting{{"game", "test"}, {"balls", "200"}}, SessionSettings(DefaultOptions())...)
	hs, socks := handshakes(t, [][]Setting{s, s})
	older, err := NewHandshake(nil, 1, hs[0].addrs, append([]Setting{{"game", "test"}, {"balls", "100"}}, SessionSettings(DefaultOptions())...), 77, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var old []heldDatagram
	for _, kind := range []byte{syncRequest, syncReply} {
		old = append(old, heldDatagram{older.datagram(kind, 88), socks[0].Addr()}) // a reply to player 2's request of then

	}
	for i, h := range hs {
		h.tr = &replaying{Transport: socks[i]}
	}
	hs[1].tr.(*replaying).old = old
	for i, err := range shake(t, hs, socks, 10*time.Second) {
		if err != nil {
			t.Fatalf("player %d: %v", i+1, err)
		}
	}
	if hs[0].Nonce() != hs[1].Nonce() {
		t.Errorf("nonces %08x and %08x: a replayed datagram was taken for the other's", hs[0].Nonce(), hs[1].Nonce())
	}
}
