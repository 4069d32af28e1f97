package lab

import (
	"fmt"
	"io"
	"net/netip"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// settleLinger is how long a machine done with its session goes on
// answering before it leaves without the others' last acknowledgements:
// they are done too, or gone.
const settleLinger = time.Second

// machine is this machine's player of a session over UDP: its socket,
// the link that impairs its sending side, its handshake and its peer, on
// its own clock.
type machine struct {
	o       netplay.Options
	u       *udpFlags
	addrs   []netip.AddrPort
	sock    *netplay.UDP
	link    *netplay.Impaired
	shake   *netplay.Handshake
	peer    *netplay.Peer[NetWorld, bounce.Input]
	world   func() (NetWorld, error)
	input   fixed.Inputs[bounce.Input]
	start   time.Time
	frame   int64
	started time.Duration // when play began, on its clock
	events  []netplay.Event
	cut     bool // a player was disconnected before the end
	say     func(netplay.Event)
	stderr  io.Writer
	joined  int                                        // the handshake's spectators taken so far
	served  int                                        // and those served
	spect   *netplay.Spectator[NetWorld, bounce.Input] // a spectator's (-spectate); nil, a player's
	remotes *remoteInputs
}

// disconnected is a player that did not answer, or went silent.
type disconnected struct{ err error }

func (d *disconnected) Error() string { return d.err.Error() }
func (d *disconnected) Unwrap() error { return d.err }

func newMachine(cfg bounce.Config, o netplay.Options, u *udpFlags, listen netip.AddrPort, twin bounce.Build, inputs uint64, input fixed.Inputs[bounce.Input]) (*machine, error) {
	m, settings, err := openMachine(cfg, o, u, listen, o.Seed+uint64(u.player), inputs)
	if err != nil {
		return nil, err
	}
	m.addrs, m.input = u.addrs(listen, o.Peers), input
	m.shake, err = netplay.NewHandshake(m.link, u.player, m.addrs, settings, randomUint32(), u.wait)
	if err != nil {
		m.close()
		return nil, err
	}
	c := cfg
	c.Build = twin
	m.world = func() (NetWorld, error) { return NewNetWorld(c) }
	return m, nil
}

// openMachine checks the session's settings and opens the machine's
// socket on listen, its link impaired as o.Link says with seed: where a
// player and a spectator both start.
func openMachine(cfg bounce.Config, o netplay.Options, u *udpFlags, listen netip.AddrPort, seed, inputs uint64) (*machine, []netplay.Setting, error) {
	settings, err := udpSettings(cfg, o, inputs)
	if err != nil {
		return nil, nil, err
	}
	sock, err := netplay.ListenUDP(listen)
	if err != nil {
		return nil, nil, fmt.Errorf("-listen %v: %w", listen, err)
	}
	link, err := netplay.Impair(sock, o.Link, seed)
	if err != nil {
		_ = sock.Close()
		return nil, nil, err
	}
	return &machine{o: o, u: u, sock: sock, link: link, start: time.Now()}, settings, nil
}

func (m *machine) close() { _ = m.sock.Close() }

// next waits for its next frame, at the tick rate, and returns its time:
// a machine behind its clock runs its frames at once to catch up.
func (m *machine) next() time.Duration {
	due := time.Duration(m.frame) * time.Second / time.Duration(m.o.Rate)
	m.frame++
	if wait := due - time.Since(m.start); wait > 0 {
		time.Sleep(wait)
	}
	now := time.Since(m.start)
	_ = m.link.Release(now) // a send that fails is a datagram lost
	return now
}

// shakeHands polls its handshake until it is done.
func (m *machine) shakeHands() error {
	for {
		done, err := m.shake.Poll(m.next())
		if netplay.IsMismatch(err) {
			return err
		}
		if err != nil {
			return &disconnected{err}
		}
		if done {
			return nil
		}
	}
}

// handshake agrees with every player on the settings, then makes its peer.
func (m *machine) handshake() error {
	if err := m.shakeHands(); err != nil {
		return err
	}
	w, err := m.world()
	if err != nil {
		return err
	}
	m.peer, err = netplay.NewPeer(m.o, netplay.PeerConfig[bounce.Input]{Player: m.u.player, Addrs: m.addrs,
		Transport: m.shake.Transport(), Nonce: m.shake.Nonce(), Inputs: m.input, Timeout: m.u.timeout, Spectators: netSpectators}, w, m.world)
	if err != nil {
		return err
	}
	m.peer.OnEvent(func(e netplay.Event) {
		m.events = append(m.events, e)
		m.cut = m.cut || (e.Kind == netplay.Disconnected && !m.peer.Done())
		m.say(e)
	})
	m.started = time.Since(m.start)
	return nil
}

// play plays until it is done and the others have all they need of it (or
// a second more). A player silent past -timeout is given up, its input
// the zero input from then on, and play goes on without it.
func (m *machine) play(p *progress) error {
	var doneAt time.Duration
	for {
		now := m.next()
		m.addSpectators(func(s string) { fmt.Fprintf(m.stderr, "tickbox net: %s\n", s) })
		if err := m.peer.Advance(now); err != nil {
			return err
		}
		p.update(m.peer.Confirmed())
		if !m.peer.Done() {
			continue
		}
		if doneAt == 0 {
			doneAt = now
		}
		if m.peer.Settled() || now-doneAt > settleLinger {
			p.finish()
			return nil
		}
	}
}

// localInputs is netInputs with each player given up playing the zero
// input from the tick it was, and a player whose inputs were not its
// bot's playing them as confirmed: what this machine's peer ran.
func (m *machine) localInputs(players []fixed.Inputs[bounce.Input]) func(t int64) bounce.Input {
	return func(t int64) bounce.Input {
		var in bounce.Input
		for q, p := range players {
			if r := m.remotes.confirmed(q + 1); r != nil {
				in = in.Merge(r.Input(t))
				continue
			}
			if at, gone := m.peer.Gone(q + 1); t < int64(m.o.Delay) || gone && t >= at {
				continue
			}
			in = in.Merge(p.Take(t - int64(m.o.Delay)))
		}
		return in
	}
}

// report is what it did, beside a one-process run's final fingerprint.
func (m *machine) report(local uint64) *udpReport {
	ms := func(d time.Duration) float64 { return d.Seconds() * 1000 }
	st, f, o := m.peer.Stats(), m.peer.State().Fingerprint(), m.o
	secs := (time.Since(m.start) - m.started).Seconds()
	r := &udpReport{Player: m.u.player, Players: o.Peers, Listen: m.addrs[m.u.player-1].String(),
		Mode: o.Mode.String(), Delay: o.Delay, Window: o.Window, Every: o.Every, Ticks: o.Ticks,
		Link:    netLink{ms(o.Link.Delay), ms(o.Link.Jitter), o.Link.Loss, o.Link.Reorder, 0, o.Seed + uint64(m.u.player)},
		Peer:    netPeer{m.u.player, st.Frames, st.Ticks, st.Rollbacks, st.Deepest, st.RerunPerTick(), st.Stalls, st.Misses, st.Waits, tape.Format(f)},
		Refused: udpRefused{st.Traffic.Stray, st.Traffic.Stale, st.Traffic.Garbled, m.sock.Dropped()},
		Local:   tape.Format(local), Seconds: secs, Spectators: m.served, NotBots: m.remotes.notBots()}
	for q := 1; q <= o.Peers; q++ {
		if q != m.u.player {
			n := m.peer.Network(q)
			r.Remotes = append(r.Remotes, udpRemote{q, m.addrs[q-1].String(), ms(n.RoundTrip), n.Sent, n.SentBytes,
				n.Received, n.ReceivedBytes, n.Lost, n.Ahead, n.RemoteAhead,
				float64(n.SentBytes) * 8 / 1000 / secs, float64(n.ReceivedBytes) * 8 / 1000 / secs})
		}
	}
	if d := m.peer.Desync(); d.Found {
		r.Desync = &udpDesync{Checkpoint: d.Tick, Other: d.Other + 1, Mine: tape.Format(d.Mine), Theirs: tape.Format(d.Theirs)}
	}
	r.Events = []udpEvent{}
	for _, e := range m.events {
		r.Events = append(r.Events, udpEvent{e.Kind.String(), e.Player, ms(e.At), e.Confirmed, e.Tick})
	}
	r.Agreed = f == local && r.Desync == nil
	return r
}
