package netplay

import "net/netip"

// Transport is the whole seam between a peer and the network it plays
// over (GGRS's NonBlockingSocket): datagrams of bytes sent to an address
// and taken as they arrive, never waited for. A transport may drop,
// duplicate, reorder, delay or garble any datagram; the wire protocol
// above it makes up for all of that, so a transport need not.
//
// Addresses are netip.AddrPort, which compares with == and allocates
// nothing: a UDP socket's own, or, for a transport without IP addresses
// (the simulated link; a browser's WebRTC data channel, unordered and
// unreliable, one a remote peer), any address that names each remote
// peer once.
type Transport interface {
	// Send sends b to the peer at to. It does not keep b past the call;
	// a datagram it cannot send is dropped, as the network would drop
	// it. The error is for a transport that can send nothing more
	// (closed, or broken).
	Send(to netip.AddrPort, b []byte) error
	// Receive copies the next datagram that has arrived into buf and
	// returns its length and sender; ok is false when none has. A
	// datagram longer than buf is cut to it (and the wire protocol
	// refuses it). It never blocks.
	Receive(buf []byte) (n int, from netip.AddrPort, ok bool)
}
