package netplay

import (
	"errors"
	"net"
	"net/netip"
	"sync/atomic"
)

// udpQueue is the most datagrams a UDP transport holds between two
// Receive calls; it drops those that come while it is full, as a full
// socket buffer would. At 60 Hz, 7 peers each send 7 a frame.
const udpQueue = 256

// udpBuffer is the room a held datagram is given at first: a message is
// at most maxDatagram but for a long run of inputs.
const udpBuffer = 2 * maxDatagram

// UDP is a Transport on a UDP socket, IPv4 or IPv6. A goroutine reads the
// socket into a bounded queue, so that Receive never blocks; held
// datagrams' storage is reused, so that a steady flow allocates nothing.
// Its addresses are unmapped (an IPv4 peer is 127.0.0.1, never
// ::ffff:127.0.0.1), so that they compare with the ones a user gives.
type UDP struct {
	conn    *net.UDPConn
	queue   chan udpDatagram
	free    chan []byte
	arrived chan struct{}
	done    chan struct{}
	dropped atomic.Int64
}

type udpDatagram struct {
	b    []byte
	from netip.AddrPort
}

// ListenUDP opens a UDP transport on addr (port 0: one the system picks).
func ListenUDP(addr netip.AddrPort) (*UDP, error) {
	conn, err := net.ListenUDP("udp", net.UDPAddrFromAddrPort(addr))
	if err != nil {
		return nil, err
	}
	u := &UDP{conn: conn, queue: make(chan udpDatagram, udpQueue), free: make(chan []byte, udpQueue),
		arrived: make(chan struct{}, 1), done: make(chan struct{})}
	for range udpQueue {
		u.free <- make([]byte, 0, udpBuffer)
	}
	go u.read()
	return u, nil
}

// read reads the socket until it is closed, queueing each datagram, or
// dropping it when the queue is full.
func (u *UDP) read() {
	defer close(u.done)
	scratch := make([]byte, maxReceive)
	for {
		n, from, err := u.conn.ReadFromUDPAddrPort(scratch)
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil { // an ICMP error a former datagram earned, say: the socket goes on
			continue
		}
		select {
		case b := <-u.free:
			u.queue <- udpDatagram{append(b[:0], scratch[:n]...), netip.AddrPortFrom(from.Addr().Unmap(), from.Port())}
			select {
			case u.arrived <- struct{}{}:
			default:
			}
		default:
			u.dropped.Add(1)
		}
	}
}

// Addr is the address the socket is bound to.
func (u *UDP) Addr() netip.AddrPort {
	a := u.conn.LocalAddr().(*net.UDPAddr).AddrPort()
	return netip.AddrPortFrom(a.Addr().Unmap(), a.Port())
}

// Send sends b to to. A datagram the system refuses (no route, say) is
// dropped, as the network would drop it; the error is for a closed
// transport.
func (u *UDP) Send(to netip.AddrPort, b []byte) error {
	_, err := u.conn.WriteToUDPAddrPort(b, to)
	if errors.Is(err, net.ErrClosed) {
		return err
	}
	return nil
}

// Receive takes the oldest datagram queued, if any.
func (u *UDP) Receive(buf []byte) (int, netip.AddrPort, bool) {
	select {
	case d := <-u.queue:
		n := copy(buf, d.b)
		u.free <- d.b
		return n, d.from, true
	default:
		return 0, netip.AddrPort{}, false
	}
}

// Dropped is how many datagrams came while the queue was full.
func (u *UDP) Dropped() int64 { return u.dropped.Load() }

// Close closes the socket and waits for its reader to end.
func (u *UDP) Close() error {
	err := u.conn.Close()
	<-u.done
	return err
}
