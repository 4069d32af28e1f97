package netplay

import (
	"math/bits"
	"time"
)

// Network is what one peer knows of its link to another (GGPO's and
// GGRS's NetworkStats): the round trip, the traffic each way, the
// messages lost, and the frames each is ahead of the other.
type Network struct {
	RoundTrip       time.Duration // the latest timed; 0 before one is (Timed false)
	Timed           bool
	Sent, SentBytes int64 // messages to it, and their bytes
	Received        int64 // messages from it accepted, duplicates and late ones included
	ReceivedBytes   int64
	Lost            int64 // messages from it that never came, as their numbers show: one more than 64 behind the newest, or skipped
	Ahead           int32 // this peer's frames ahead of it, as this peer estimates (negative: behind)
	RemoteAhead     int32 // its frames ahead of this peer, as it last said
}

// lossWindow is how far behind the newest message from a peer a message
// may come and not be lost: the bits of remote.seen.
const lossWindow = 64

// note counts message seq, of size bytes, as received from r, and the
// messages it shows lost: those that fall out of the window unseen. It
// reports whether seq is the newest yet, which it then notes.
func (r *remote) note(seq uint16, size int) (newest bool) {
	r.received++
	r.receivedBytes += int64(size)
	d := int(int16(seq - r.got))
	if d > 0 {
		r.got = seq
	}
	switch {
	case d > 0 && d < lossWindow:
		r.lost += int64(bits.OnesCount64(^r.seen >> (lossWindow - d)))
		r.seen = r.seen<<d | 1
	case d >= lossWindow:
		r.lost += int64(bits.OnesCount64(^r.seen)) + int64(d-lossWindow)
		r.seen = 1
	case d <= 0 && -d < lossWindow:
		r.seen |= 1 << -d
	}
	return d > 0
}

// network is what peer p knows of its link to peer j.
func (p *peer[S, I]) network(j int) Network {
	r := &p.remotes[j]
	return Network{RoundTrip: time.Duration(p.rtt[j]), Timed: p.timed[j],
		Sent: r.sentN, SentBytes: r.sentBytes, Received: r.received, ReceivedBytes: r.receivedBytes,
		Lost: r.lost, Ahead: -p.advantage(j), RemoteAhead: -p.adv[j]}
}
