package lab_test

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"tickbox/sim/rng"
)

// The relay's hostile acts, each counted as it is done.
const (
	actDrop = iota
	actDuplicate
	actReorder
	actFlip
	actReplay
	actGarbage
	actOtherSession
	actStranger
	acts
)

var actNames = [acts]string{"drop", "duplicate", "reorder", "flip a bit", "replay an old one", "inject garbage", "inject another session's", "send from a stranger"}

// relay stands between players 1 and 2 on loopback: side[i] is the
// address player i+1 is given as the other's, and what comes there from
// player i+1 goes on to the other player from side[1-i], so that it comes
// from the address that player was given. A hostile relay mangles it on
// the way, with a seeded generator per direction; one that is not keeps
// the messages of play it passes, another session's to inject later.
type relay struct {
	side     [2]*net.UDPConn
	stranger *net.UDPConn
	players  [2]netip.AddrPort
	hostile  bool
	seed     uint64
	others   [][]byte // another session's messages, to inject

	mu       sync.Mutex
	recorded [][]byte
	done     [acts]int
	wg       sync.WaitGroup
}

// newRelay opens the relay's sockets on host and starts forwarding
// between the players at players; t's cleanup closes it.
func newRelay(t *testing.T, host string, players [2]string, hostile bool, seed uint64, others [][]byte) *relay {
	t.Helper()
	r := &relay{hostile: hostile, seed: seed, others: others}
	conns := []**net.UDPConn{&r.side[0], &r.side[1], &r.stranger}
	for _, c := range conns {
		var err error
		if *c, err = net.ListenUDP("udp", net.UDPAddrFromAddrPort(netip.AddrPortFrom(netip.MustParseAddr(host), 0))); err != nil {
			t.Fatal(err)
		}
	}
	for i, p := range players {
		a := netip.MustParseAddrPort(p)
		r.players[i] = netip.AddrPortFrom(a.Addr().Unmap(), a.Port())
	}
	for i := range 2 {
		r.wg.Add(1)
		go r.forward(i)
	}
	t.Cleanup(r.close)
	return r
}

// addr is the address player i+1 is given as the other's.
func (r *relay) addr(i int) string { return r.side[i].LocalAddr().String() }

func (r *relay) close() {
	for _, c := range []*net.UDPConn{r.side[0], r.side[1], r.stranger} {
		_ = c.Close()
	}
	r.wg.Wait()
}

// forward passes what player i+1 sends on to the other, until closed.
func (r *relay) forward(i int) {
	defer r.wg.Done()
	g := &rng.RNG{State: r.seed + uint64(i)}
	var held []byte
	var history [][]byte
	buf := make([]byte, 4096)
	for {
		n, from, err := r.side[i].ReadFromUDPAddrPort(buf)
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil || netip.AddrPortFrom(from.Addr().Unmap(), from.Port()) != r.players[i] {
			continue
		}
		b := append([]byte(nil), buf[:n]...)
		if !r.hostile {
			r.keep(b)
			r.send(i, b)
			continue
		}
		held = r.mangle(i, g, b, held, history)
		if history = append(history, b); len(history) > 64 {
			history = history[1:]
		}
	}
}

// keep keeps b if it is a message of play (magic 0xB7).
func (r *relay) keep(b []byte) {
	if len(b) > 0 && b[0] == 0xB7 {
		r.mu.Lock()
		r.recorded = append(r.recorded, b)
		r.mu.Unlock()
	}
}

// send sends b to the player other than i+1, from the address it was
// given for i+1.
func (r *relay) send(i int, b []byte) { _, _ = r.side[1-i].WriteToUDPAddrPort(b, r.players[1-i]) }

func (r *relay) count(act int) {
	r.mu.Lock()
	r.done[act]++
	r.mu.Unlock()
}

// mangle does to b, from player i+1, what the dice say, and returns the
// datagram it holds back to send after the next (reordering them).
func (r *relay) mangle(i int, g *rng.RNG, b, held []byte, history [][]byte) []byte {
	switch x := g.Float64(); {
	case x < 0.10:
		r.count(actDrop)
	case x < 0.20:
		r.count(actDuplicate)
		r.send(i, b)
		r.send(i, b)
	case x < 0.30 && held == nil:
		r.count(actReorder)
		return b
	case x < 0.38:
		r.count(actFlip)
		c := append([]byte(nil), b...)
		bit := g.Uint64() % uint64(8*len(c))
		c[bit/8] ^= 1 << (bit % 8)
		r.send(i, c)
	default:
		r.send(i, b)
	}
	if held != nil {
		r.send(i, held)
	}
	r.inject(i, g, history)
	return nil
}

// inject sends, at times, something no player sent beside the flow: an
// old datagram again, garbage, another session's message, a datagram
// from an address no player was given.
func (r *relay) inject(i int, g *rng.RNG, history [][]byte) {
	if g.Float64() < 0.05 && len(history) > 0 {
		r.count(actReplay)
		r.send(i, history[g.Uint64()%uint64(len(history))])
	}
	if g.Float64() < 0.03 {
		r.count(actGarbage)
		junk := make([]byte, 1+g.Uint64()%48)
		for k := range junk {
			junk[k] = byte(g.Uint64())
		}
		r.send(i, junk)
	}
	if g.Float64() < 0.03 && len(r.others) > 0 {
		r.count(actOtherSession)
		r.send(i, r.others[g.Uint64()%uint64(len(r.others))])
	}
	if g.Float64() < 0.03 && len(history) > 0 {
		r.count(actStranger)
		_, _ = r.stranger.WriteToUDPAddrPort(history[len(history)-1], r.players[1-i])
	}
}

// playVia runs players 1 and 2 through r with args, waiting for both to
// exit within bound.
func playVia(t *testing.T, r *relay, listen [2]string, bound time.Duration, args []string) [2]*netProcess {
	t.Helper()
	pr := startPairVia(t, listen, [2]string{r.addr(0), r.addr(1)}, [2][]string{args, args})
	pr.wait(t, 2, bound)
	return pr.ps
}

var nonceLine = regexp.MustCompile(`nonce ([0-9a-f]{8})`)

// tag is the low byte of the session nonce p printed: the tag its
// session's messages carry.
func (p *netProcess) tag(t *testing.T) byte {
	t.Helper()
	m := nonceLine.FindStringSubmatch(p.stderr.String())
	if m == nil {
		t.Fatalf("player %d printed no nonce; stderr %q", p.player, p.stderr.String())
	}
	n, err := strconv.ParseUint(m[1], 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	return byte(n)
}

// Done-when 2 of issue 41, a hostile relay changes nothing: two real net
// processes talk through a relay that drops, duplicates, reorders,
// replays, flips bits, and injects garbage, another session's messages
// (recorded from a short session through a faithful relay first) and
// datagrams from a stranger's address. Both exit 0 at the one-process
// fingerprint, and each counts stray, stale and garbled datagrams.
// 1,200 ticks (20 s); under -short 600.
func TestAHostileRelayChangesNothing(t *testing.T) {
	const host = "127.0.0.1"
	ticks := int64(1200)
	if testing.Short() {
		ticks = 600
	}
	listen := [2]string{freePort(t, host), freePort(t, host)}
	first := newRelay(t, host, listen, false, 0, nil)
	for _, p := range playVia(t, first, listen, time.Minute, []string{"-ticks", "60"}) {
		if p.code != 0 {
			t.Fatalf("the session recorded: player %d exit %d; stderr %q", p.player, p.code, p.stderr.String())
		}
	}
	first.close()
	if len(first.recorded) == 0 {
		t.Fatal("the faithful relay passed no message of play")
	}
	oldTag := first.recorded[0][2]

	listen = [2]string{freePort(t, host), freePort(t, host)}
	r := newRelay(t, host, listen, true, 41, first.recorded)
	ps := playVia(t, r, listen, time.Duration(ticks)*time.Second/60+time.Minute, []string{"-ticks", fmt.Sprint(ticks), "-json"})
	r.close()
	for a, n := range r.done {
		if n == 0 {
			t.Errorf("the relay never did %q: the test proves less than it says", actNames[a])
		}
	}
	want := oneProcess(t, ticks)
	for _, p := range ps {
		rep := p.report(t)
		if p.code != 0 || !rep.Agreed || rep.Peer.Fingerprint != want || rep.Peer.Ticks != ticks {
			t.Errorf("player %d: exit %d, agreed %v, %d ticks, at %s; want exit 0, agreed, %d ticks, at %s (one process); stderr %q",
				p.player, p.code, rep.Agreed, rep.Peer.Ticks, rep.Peer.Fingerprint, ticks, want, p.stderr.String())
		}
		f := rep.Refused
		// Another session's messages are stale when its nonce's low byte
		// differs from this one's (255 times in 256), garbled otherwise.
		staleSeen := f.Stale > 0 || p.tag(t) == oldTag
		if f.Stray == 0 || f.Garbled == 0 || !staleSeen {
			t.Errorf("player %d refused %+v (the other session's tag %02x, this one's %02x); want stray, stale and garbled all counted", p.player, f, oldTag, p.tag(t))
		}
	}
	t.Logf("relay acts %v", r.done)
}
