package netplay

import (
	"container/heap"
	"net/netip"
	"time"

	"tickbox/sim/rng"
)

// Impaired is a Transport whose datagrams go through a simulated Link on
// the sending side before the real transport under it, as GGPO's own
// network simulation does: each is lost, or held its flight's time and
// then sent, as the link draws from its seed. Its clock is the caller's:
// Release, once a frame, sends what is due. It is not safe for
// concurrent use.
type Impaired struct {
	tr   Transport
	link Link
	rng  rng.RNG
	now  int64
	held inbox
	free []*datagram
	seq  int64
}

// Impair makes an Impaired over tr, its fates drawn from seed; an
// *OptionError for a link that breaks a rule.
func Impair(tr Transport, l Link, seed uint64) (*Impaired, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	return &Impaired{tr: tr, link: l, rng: rng.RNG{State: seed}}, nil
}

// Send draws b's fate: lost, sent now when its flight is 0, or held.
func (m *Impaired) Send(to netip.AddrPort, b []byte) error {
	flight, lost := m.link.travel(&m.rng)
	if lost {
		return nil
	}
	if flight == 0 {
		return m.tr.Send(to, b)
	}
	d := &datagram{}
	if k := len(m.free); k > 0 {
		d, m.free = m.free[k-1], m.free[:k-1]
	}
	m.seq++
	d.dest, d.arrive, d.seq, d.b = to, m.now+int64(flight), m.seq, append(d.b[:0], b...)
	heap.Push(&m.held, d)
	return nil
}

// Receive takes from the transport under it.
func (m *Impaired) Receive(buf []byte) (int, netip.AddrPort, bool) { return m.tr.Receive(buf) }

// Release moves its clock to now and sends every held datagram due by
// then, in the order they fall due.
func (m *Impaired) Release(now time.Duration) error {
	m.now = int64(now)
	for len(m.held) > 0 && m.held[0].arrive <= m.now {
		d := heap.Pop(&m.held).(*datagram)
		m.free = append(m.free, d)
		if err := m.tr.Send(d.dest, d.b); err != nil {
			return err
		}
	}
	return nil
}
