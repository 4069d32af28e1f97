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
			case <-u.Arrived():
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
		var m *MismatchError
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
