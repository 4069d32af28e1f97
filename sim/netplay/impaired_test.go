package netplay

import (
	"net/netip"
	"testing"
	"time"
)

// recorder is a Transport that keeps what is sent through it.
type recorder struct{ sent []string }

func (r *recorder) Send(_ netip.AddrPort, b []byte) error {
	r.sent = append(r.sent, string(b))
	return nil
}

func (r *recorder) Receive([]byte) (int, netip.AddrPort, bool) { return 0, netip.AddrPort{}, false }

// An Impaired link of 50 ms delay and half its datagrams lost sends none
// before 50 ms, about half of them at 50 ms, in the order sent.
func TestImpairedHoldsAndLoses(t *testing.T) {
	var r recorder
	m, err := Impair(&r, Link{Delay: 50 * time.Millisecond, Loss: 0.5}, 3)
	if err != nil {
		t.Fatal(err)
	}
	to := netip.MustParseAddrPort("127.0.0.1:9")
	for i := range 1000 {
		if err := m.Send(to, []byte{byte(i >> 8), byte(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Release(49 * time.Millisecond); err != nil || len(r.sent) != 0 {
		t.Fatalf("%d sent before the delay (%v)", len(r.sent), err)
	}
	if err := m.Release(50 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if len(r.sent) < 400 || len(r.sent) > 600 || len(m.held) != 0 {
		t.Errorf("%d of 1000 sent at a loss of 0.5, %d held", len(r.sent), len(m.held))
	}
	for i := 1; i < len(r.sent); i++ {
		if r.sent[i] <= r.sent[i-1] {
			t.Fatalf("datagram %q sent after %q", r.sent[i], r.sent[i-1])
		}
	}
}
