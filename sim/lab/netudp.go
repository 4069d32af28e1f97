package lab

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
	"tickbox/sim/numflag"
	"tickbox/sim/tape"
)

// exitDisconnected is net's own exit code over UDP: a player did not
// answer at the start, or went silent past -timeout in play.
const exitDisconnected = 3

// udpAbout is net's -h on its UDP mode.
const udpAbout = `

Over UDP, between machines: -player P -listen HOST:PORT -peer Q=HOST:PORT
(one -peer for each other player; the players are the -peer flags plus one)
runs this machine's player of a session whose other players run their own
tickbox net. A HOST is an IP address (127.0.0.1, [::1]) or a name
(localhost), looked up once at the start. The peers first agree, in a few
round trips, on the world (-balls, -seed, -rate, its start), the bots'
-inputs, -mode, -window, -delay, -every and -ticks: a mismatch is refused
on both sides, naming the setting and both values. -link-delay, -jitter,
-loss and -reorder impair this machine's sending side. Each player's bot is
seeded as in one process, so the report gives a one-process run of every
player's inputs beside this machine's final fingerprint (a player whose
confirmed inputs are not its bot's, one playing -replay, is run there on
them as confirmed). -replay FILE gives this machine's player a recording's
inputs, in its world. -twin makes this machine's peer the twin build: the
players part at a checkpoint, which both name, and the twin's machine
names the first tick its build parts. -record FILE saves the session as a
replay (every tick's confirmed input, every player's, as run -record saves
one): tickbox replay -verify FILE plays it. -stagger and -check-distance
mean nothing here and are refused; -record is refused without -listen.

-spectate HOST:PORT watches the session of the player listening there,
playing no player (-listen, if given, is its own address): it agrees on
the settings as a player does (give the players' -peers, -ticks and world),
then runs every player's confirmed inputs as that player sends them, never
predicting, and reports its final fingerprint beside one process of every
player's inputs. Each player serves up to 4 spectators; one that goes
silent is given up after -timeout, and holds no player back.

exit status: 0 done (over UDP: this machine's final state is the
one-process run's and no checkpoint differed; in one process a desync is
reported, not an exit status); 1 over UDP a desync or a setting refused,
and a synctest that fails or a file that cannot be used; 2 a bad flag; 3,
over UDP alone, a player (a spectator's host) did not answer within -wait,
or was disconnected (silent past -timeout) before the end, the others
playing on with its input the zero input (the one-process run does the
same from that tick); 130 stopped by a signal. A player
silent 500 ms is said interrupted on stderr, and resumed when heard again.`

// udpFlags are net's flags of its UDP mode.
type udpFlags struct {
	player        int
	listen        string
	peers         peerAddrs
	resolved      map[int]netip.AddrPort // -peer's, each host resolved
	wait, timeout time.Duration
	record        string
	spectate      string
}

// peerAddrs is -peer, given once for each other player: Q=HOST:PORT,
// the HOST:PORT as given (a name is resolved once, by check).
type peerAddrs map[int]string

func (p peerAddrs) String() string { return "" }

func (p peerAddrs) Set(s string) error {
	q, addr, ok := strings.Cut(s, "=")
	n, err := strconv.Atoi(q)
	if !ok || err != nil || n < 1 || n > netplay.MaxPeers {
		return fmt.Errorf("%q: PLAYER=HOST:PORT, as 2=127.0.0.1:7001, 2=[::1]:7001 or 2=localhost:7001; must be a player 1 to %d, =, a host and port", s, netplay.MaxPeers)
	}
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return fmt.Errorf("%q: %q is not a host and port, as 127.0.0.1:7001, [::1]:7001 or localhost:7001; must be a player 1 to %d, =, a host and port", s, addr, netplay.MaxPeers)
	}
	if _, dup := p[n]; dup {
		return fmt.Errorf("%q: player %d given twice", s, n)
	}
	p[n] = addr
	return nil
}

func (u *udpFlags) register(c *command) {
	fs := c.flags
	u.peers = peerAddrs{}
	numflag.Int(fs, &u.player, "player", 1, fmt.Sprintf("must be 1 to %d", netplay.MaxPeers), "over UDP: this machine's player `P`, from 1")
	fs.StringVar(&u.listen, "listen", "", "over UDP: this machine's `HOST:PORT` (127.0.0.1:7000, [::1]:7000, localhost:7000)")
	fs.Var(u.peers, "peer", "over UDP: another player and its address, `Q=HOST:PORT`; one for each other player")
	numflag.Duration(fs, &u.wait, "wait", 10*time.Second, "must be 1ms to 1h", "over UDP: how long to wait for every player to answer at the start, `D`")
	fs.StringVar(&u.record, "record", "", "over UDP: save the session as a replay `file`: every tick's confirmed input, as run -record saves one")
	fs.StringVar(&u.spectate, "spectate", "", "over UDP: watch the session of the player listening at `HOST:PORT`, playing no player")
	numflag.Duration(fs, &u.timeout, "timeout", 2*time.Second, "must be 1ms to 1h", "over UDP: a player silent this long, `D`, is disconnected")
}

// given reports whether net runs over UDP: one of its flags was given.
func (u *udpFlags) given(c *command) bool {
	return c.set("listen") || c.set("peer") || c.set("player") || c.set("spectate")
}

// check checks the UDP flags and sets o's players: the -peer flags plus
// one, which -peers, if given, must be.
func (u *udpFlags) check(c *command, o *netplay.Options) (netip.AddrPort, error) {
	for _, r := range []struct{ name, why string }{
		{"stagger", "over UDP each machine starts on its own clock"},
		{"check-distance", "a synctest runs one world, no peers"},
	} {
		if c.set(r.name) {
			return netip.AddrPort{}, fmt.Errorf("-%s with -listen: %s; drop -%s", r.name, r.why, r.name)
		}
	}
	if err := u.checkDurations(); err != nil {
		return netip.AddrPort{}, err
	}
	if u.listen == "" {
		return netip.AddrPort{}, errors.New("-listen: over UDP, give this machine's address, HOST:PORT")
	}
	listen, err := resolve("listen", u.listen, u.listen, netip.Addr{})
	if err != nil {
		return listen, err
	}
	n := len(u.peers) + 1
	if c.set("peers") && o.Peers != n {
		return listen, fmt.Errorf("-peers %d: there are %d players, the -peer flags (%d) plus this one", o.Peers, n, len(u.peers))
	}
	if n < 2 {
		return listen, errors.New("-peer: over UDP, give each other player's address, -peer Q=HOST:PORT")
	}
	o.Peers = n
	if u.player < 1 || u.player > n {
		return listen, fmt.Errorf("-player %d: must be 1 to %d, the number of players", u.player, n)
	}
	u.resolved = map[int]netip.AddrPort{}
	for q := 1; q <= n; q++ {
		a, ok := u.peers[q]
		if ok && q == u.player {
			return listen, fmt.Errorf("-peer %d=%v: player %d is this machine's (-player %d)", q, a, q, u.player)
		}
		if !ok && q != u.player {
			return listen, fmt.Errorf("-peer: no address for player %d (%d players: this machine's %d and one -peer for each other)", q, n, u.player)
		}
		if ok {
			if u.resolved[q], err = resolve("peer", fmt.Sprintf("%d=%s", q, a), a, listen.Addr()); err != nil {
				return listen, err
			}
		}
	}
	return listen, nil
}

// checkDurations checks -wait and -timeout.
func (u *udpFlags) checkDurations() error {
	for _, d := range []struct {
		name string
		v    time.Duration
	}{{"wait", u.wait}, {"timeout", u.timeout}} {
		if d.v < time.Millisecond || d.v > time.Hour {
			return fmt.Errorf("-%s %v: must be 1ms to 1h", d.name, d.v)
		}
	}
	return nil
}

// addrs is every player's address, this one's -listen.
func (u *udpFlags) addrs(listen netip.AddrPort, n int) []netip.AddrPort {
	a := make([]netip.AddrPort, n)
	for q := range n {
		a[q] = u.resolved[q+1]
	}
	a[u.player-1] = netip.AddrPortFrom(listen.Addr().Unmap(), listen.Port())
	return a
}

// netUDP runs this machine's player over UDP.
func netUDP(c *command, cfg bounce.Config, f *netFlags, u *udpFlags, twin bounce.Build, recorded *recordedPlayer) int {
	if c.set("spectate") {
		return netSpectate(c, cfg, f, u)
	}
	o := f.o
	listen, err := u.check(c, &o)
	if err != nil {
		return c.usage("%v", err)
	}
	f.o = o
	if o, err = f.options(c, cfg); err != nil {
		return c.usage("%v", err)
	}
	players := func() []fixed.Inputs[bounce.Input] {
		return udpPlayers(o.Peers, f.inputs, cfg.Rate, u.player, recorded)
	}
	m, err := newMachine(cfg, o, u, listen, twin, f.inputs, players()[u.player-1])
	if err != nil {
		return c.fail(err)
	}
	defer m.close()
	m.say = func(e netplay.Event) { fmt.Fprintf(c.stderr, "tickbox net: %v\n", e) }
	m.stderr = c.stderr
	var rec *netRecord
	if u.record != "" {
		if rec, err = newNetRecord(u.record, cfg); err != nil {
			return c.fail(err)
		}
	}
	if err := m.handshake(); err != nil {
		return c.failNet(err)
	}
	m.remotes = newRemoteInputs(o, players(), u.player, m.peer.Gone)
	m.peer.OnPlayerInput(m.remotes.take)
	if rec != nil {
		m.peer.OnConfirmedInput(rec.take)
	}
	fmt.Fprintf(c.stderr, "tickbox net: every player answered (nonce %08x); playing %d ticks\n", m.shake.Nonce(), o.Ticks)
	if err := m.play(newFrameProgress(c.stderr, 0, o.Ticks)); err != nil {
		return c.failNet(err)
	}
	if rec != nil {
		say := func(format string, a ...any) { fmt.Fprintf(c.stderr, "tickbox net: "+format, a...) }
		if err := rec.save(m.peer.State().Fingerprint(), say); err != nil {
			return c.fail(err)
		}
	}
	local, err := stepWorld(cfg, m.localInputs(players()), o.Ticks)
	if err != nil {
		return c.fail(err)
	}
	rep := m.report(local.Fingerprint())
	if err := huntTwin(rep, cfg, twin, m.localInputs(players())); err != nil {
		return c.fail(err)
	}
	code := exitOK
	switch {
	case !rep.Agreed:
		code = exitFailed
	case m.cut:
		code = exitDisconnected
	}
	if f.asJSON {
		return c.emit(code, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(code, asText(func(w io.Writer) { rep.writeText(w, cfg) }))
}

// failNet prints err and returns its exit code: 3 for a player silent, 1
// for the rest.
func (c *command) failNet(err error) int {
	c.fail(err)
	var d *disconnected
	if errors.As(err, &d) {
		return exitDisconnected
	}
	return exitFailed
}

// udpSettings are what every player must agree on: the game, the world,
// the bots' seed, and the session's options.
func udpSettings(cfg bounce.Config, o netplay.Options, inputs uint64) ([]netplay.Setting, error) {
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	s := []netplay.Setting{{Name: "game", Value: "tickbox " + fmt.Sprint(cfg.Model)}, {Name: "rules", Value: strconv.Itoa(cfg.Version)},
		{Name: "balls", Value: strconv.Itoa(cfg.Balls)}, {Name: "seed", Value: strconv.FormatUint(cfg.Seed, 10)},
		{Name: "world", Value: tape.Format(w.Fingerprint())}, {Name: "inputs", Value: strconv.FormatUint(inputs, 10)}}
	return append(s, netplay.SessionSettings(o)...), nil
}

// randomUint32 is this machine's random number for the handshake.
func randomUint32() uint32 { return rand.Uint32() }
