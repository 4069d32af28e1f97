package lab

import (
	"fmt"
	"io"
	"net/netip"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// netSpectators is the most spectators a player serves.
const netSpectators = 4

// spectateFlags are the flags a spectator refuses: it plays no player.
var spectateRefused = []struct{ name, why string }{
	{"player", "a spectator plays no player"},
	{"peer", "a spectator talks to its host alone"},
	{"twin", "a spectator runs the players' build"},
	{"stagger", "over UDP each machine starts on its own clock"},
	{"check-distance", "a synctest runs one world, no peers"},
	{"replay", "a spectator plays no player"},
}

// netSpectate watches the session of the player at -spectate: it agrees
// on the settings as a player does, then runs every player's confirmed
// inputs as its host sends them, and reports its final fingerprint
// beside one process of every player's inputs.
func netSpectate(c *command, cfg bounce.Config, f *netFlags, u *udpFlags) int {
	for _, r := range spectateRefused {
		if c.set(r.name) {
			return c.usage("-%s with -spectate: %s; drop -%s", r.name, r.why, r.name)
		}
	}
	o, err := f.options(c, cfg)
	if err != nil {
		return c.usage("%v", err)
	}
	if err := u.checkDurations(); err != nil {
		return c.usage("%v", err)
	}
	host, listen, err := u.spectateAddrs()
	if err != nil {
		return c.usage("%v", err)
	}
	m, err := newWatcher(cfg, o, u, host, listen, f.inputs)
	if err != nil {
		return c.fail(err)
	}
	defer m.close()
	var rec *netRecord
	if u.record != "" {
		if rec, err = newNetRecord(u.record, cfg); err != nil {
			return c.fail(err)
		}
	}
	if err := m.spectateHandshake(); err != nil {
		return c.failNet(err)
	}
	if rec != nil {
		m.spect.OnInput(rec.take)
	}
	fmt.Fprintf(c.stderr, "tickbox net: player %d at %v accepted this spectator; watching %d ticks\n", m.shake.Host(), host, o.Ticks)
	gone := m.watch(newFrameProgress(c.stderr, 0, o.Ticks))
	if gone {
		fmt.Fprintf(c.stderr, "tickbox net: player %d at %v, the host, silent %v: disconnected at tick %d\n", m.shake.Host(), host, u.timeout, m.spect.Tick())
	}
	if rec != nil && !gone {
		say := func(format string, a ...any) { fmt.Fprintf(c.stderr, "tickbox net: "+format, a...) }
		if err := rec.save(m.spect.State().Fingerprint(), say); err != nil {
			return c.fail(err)
		}
	}
	players := netPlayers(o.Peers, f.inputs, cfg.Rate, nil)
	local, err := stepWorld(cfg, netInputs(o, players), o.Ticks)
	if err != nil {
		return c.fail(err)
	}
	rep := m.spectateReport(host, local.Fingerprint())
	code := exitOK
	switch {
	case gone:
		code = exitDisconnected
	case !rep.Agreed:
		code = exitFailed
	}
	if f.asJSON {
		return c.emit(code, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(code, asText(func(w io.Writer) { rep.writeText(w, cfg) }))
}

// spectateAddrs are -spectate's host and this machine's address: -listen,
// or, when not given, any address of the host's IP version on a port the
// system picks.
func (u *udpFlags) spectateAddrs() (host, listen netip.AddrPort, err error) {
	if u.listen != "" {
		if listen, err = resolve("listen", u.listen, u.listen, netip.Addr{}); err != nil {
			return host, listen, err
		}
	}
	if host, err = resolve("spectate", u.spectate, u.spectate, listen.Addr()); err != nil {
		return host, listen, err
	}
	if u.listen == "" {
		any := netip.IPv6Unspecified()
		if host.Addr().Is4() {
			any = netip.IPv4Unspecified()
		}
		listen = netip.AddrPortFrom(any, 0)
	}
	return host, listen, nil
}

// newWatcher is a machine that watches the player at host.
func newWatcher(cfg bounce.Config, o netplay.Options, u *udpFlags, host, listen netip.AddrPort, inputs uint64) (*machine, error) {
	m, settings, err := openMachine(cfg, o, u, listen, o.Seed, inputs)
	if err != nil {
		return nil, err
	}
	m.addrs = []netip.AddrPort{host}
	if m.shake, err = netplay.NewSpectatorHandshake(m.link, host, settings, randomUint32(), u.wait); err != nil {
		m.close()
		return nil, err
	}
	m.world = func() (NetWorld, error) { return NewNetWorld(cfg) }
	return m, nil
}

// spectateHandshake agrees with the host on the settings, then makes its
// spectator.
func (m *machine) spectateHandshake() error {
	if err := m.shakeHands(); err != nil {
		return err
	}
	w, err := m.world()
	if err != nil {
		return err
	}
	m.spect, err = netplay.NewSpectator(m.o, netplay.SpectatorConfig{Host: m.addrs[0], Transport: m.shake.Transport(),
		Nonce: m.shake.Nonce(), Timeout: m.u.timeout}, w)
	m.started = time.Since(m.start)
	return err
}

// watch runs the spectator until it has run every tick, or its host is
// gone (it reports which).
func (m *machine) watch(p *progress) (gone bool) {
	for {
		now := m.next()
		if err := m.spect.Advance(now); err != nil {
			return true // its transport is broken: nothing more comes
		}
		p.update(m.spect.Tick())
		if m.spect.Done() {
			p.finish()
			return false
		}
		if m.spect.Gone(now) {
			p.finish()
			return true
		}
	}
}

// spectateReport is what a spectator reports.
func (m *machine) spectateReport(host netip.AddrPort, local uint64) *udpReport {
	st, f, o := m.spect.Stats(), m.spect.State().Fingerprint(), m.o
	r := &udpReport{Players: o.Peers, Listen: m.sock.Addr().String(), Mode: o.Mode.String(), Delay: o.Delay, Window: o.Window, Every: o.Every, Ticks: o.Ticks,
		Link:      netLink{o.Link.Delay.Seconds() * 1000, o.Link.Jitter.Seconds() * 1000, o.Link.Loss, o.Link.Reorder, 0, o.Seed},
		Peer:      netPeer{Frames: st.Frames, Ticks: st.Ticks, Fingerprint: tape.Format(f)},
		Remotes:   []udpRemote{},
		Refused:   udpRefused{st.Traffic.Stray, st.Traffic.Stale, st.Traffic.Garbled, m.sock.Dropped()},
		Spectator: &udpSpectator{m.shake.Host(), host.String(), st.Traffic.Received},
		Local:     tape.Format(local), Seconds: (time.Since(m.start) - m.started).Seconds(), Events: []udpEvent{}}
	r.Agreed = f == local && st.Ticks == o.Ticks
	return r
}

// udpSpectator is a spectator's host: the player it plays, its address,
// and the messages had from it.
type udpSpectator struct {
	Host     int    `json:"host_player"`
	Addr     string `json:"host_addr"`
	Received int64  `json:"received"`
}

// addSpectators serves the spectators its handshake accepted since the
// last call.
func (m *machine) addSpectators(say func(string)) {
	joins := m.shake.Spectators()
	for ; m.joined < len(joins); m.joined++ {
		j := joins[m.joined]
		if err := m.peer.AddSpectator(j); err != nil {
			say(err.Error())
			continue
		}
		m.served++
		say(fmt.Sprintf("%v joined", j))
	}
}

// writeSpectator writes a spectator's report.
func (r *udpReport) writeSpectator(out io.Writer, cfg bounce.Config) {
	s := r.Spectator
	mode := r.Mode
	if r.Window > 0 {
		mode += fmt.Sprintf(", window %d", r.Window)
	}
	fmt.Fprintf(out, "net udp      %s; a spectator at %s of player %d at %s, %d players, %s, input delay %d\n",
		describe(cfg), r.Listen, s.Host, s.Addr, r.Players, mode, r.Delay)
	fmt.Fprintf(out, "\n  spectator  ticks  received       fingerprint\n")
	fmt.Fprintf(out, "  %9s  %5d  %8d  %s\n", "-", r.Peer.Ticks, s.Received, r.Peer.Fingerprint)
	fmt.Fprintf(out, "  %9s  %5d  %8s  %s\n", "local", r.Ticks, "", r.Local)
	f := r.Refused
	fmt.Fprintf(out, "refused      %d stray, %d stale, %d garbled; %d dropped on a full queue\n\n", f.Stray, f.Stale, f.Garbled, f.Dropped)
	if r.Agreed {
		fmt.Fprintf(out, "%.2f s of watching. Agreed: the spectator ended bit for bit where one process of every player's inputs does.\n", r.Seconds)
	} else {
		fmt.Fprintf(out, "%.2f s of watching. Not agreed: the spectator ended at %s after %d ticks, one process at %s.\n", r.Seconds, r.Peer.Fingerprint, r.Peer.Ticks, r.Local)
	}
}
