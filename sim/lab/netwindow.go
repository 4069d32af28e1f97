package lab

import (
	"errors"
	"fmt"
	"io"
	"net/netip"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// netWindowAbout is tickbox-window net's -h.
const netWindowAbout = `This machine's player of the sandbox over UDP, in a window, with the
keyboard: -player P -listen HOST:PORT -peer Q=HOST:PORT (one -peer for each
other player), as tickbox net takes them; the players, each in a window or
a tickbox net of their own, first agree on the world and the session's
flags, and a mismatch is refused on both sides, naming the setting. Your
keys are the sandbox's (Space jump, K kick up, ← → kick, B teleport ball 1);
the window draws your peer's world as it is now, predicted in rollback,
with ball 1's confirmed place, every wrong prediction's snap back and the
last 2 s of rollbacks and stalls, and each other player's round trip. Play
ends after -ticks confirmed ticks (default: open-ended), or on Esc.
-link-delay, -jitter, -loss and -reorder impair this machine's sending
side. Out of scope: NAT traversal and relay servers; play on a LAN or
through a forwarded port.

exit status: 0 every checkpoint compared agreed; 1 a desync, a setting
refused or a failure; 2 a bad flag; 3 a player did not answer within
-wait, or was disconnected before the end; 130 stopped by a signal.`

// NetWindow is what tickbox-window net plays, from tickbox net's flags:
// the world, the session, this machine's player and every player's
// address, and what the players must agree on.
type NetWindow struct {
	Config        bounce.Config
	Options       netplay.Options
	Player        int
	Addrs         []netip.AddrPort // every player's, Addrs[Player-1] this machine's
	Wait, Timeout time.Duration
	Settings      []netplay.Setting // the game and the world: netSettings
}

// ParseNetWindow parses tickbox-window net's arguments, tickbox net's
// flags over UDP, and checks them as net does. ok is false when the
// command should stop, with its exit code: 0 after -h, 2 after a bad
// flag, which it has printed on stderr. -ticks not given plays for as
// long as a session may (netplay.MaxTicks), until the window closes.
func ParseNetWindow(args []string, stdout, stderr io.Writer) (w *NetWindow, code int, ok bool) {
	c := newCommand("net", "[flags]", netWindowAbout, stdout, stderr)
	c.prog = "tickbox-window"
	wf := worldFlags{maxBalls: netMaxBalls, ballsWhy: netBallsWhy}
	wf.register(c.flags, false)
	var f netFlags
	f.register(c)
	var u udpFlags
	u.register(c)
	if code, ok := c.parseFlags(args); !ok {
		return nil, code, false
	}
	w, err := f.window(c, &wf, &u)
	if err != nil {
		return nil, c.usage("%v", err), false
	}
	return w, exitOK, true
}

// window checks the flags as net over UDP does, and refuses those a
// window has no use for.
func (f *netFlags) window(c *command, wf *worldFlags, u *udpFlags) (*NetWindow, error) {
	for _, r := range []struct{ name, why string }{
		{"json", "the window prints its report as text"},
		{"record", "the window records nothing yet: tickbox net -record does"},
		{"twin", "the window runs the strict build"},
		{"inputs", "the window's player is the keyboard, no bot"},
		{"replay", "the window's player is the keyboard, no recording"},
		{"spectate", "the window plays; tickbox net -spectate watches"},
	} {
		if c.set(r.name) {
			return nil, fmt.Errorf("-%s: %s; drop -%s", r.name, r.why, r.name)
		}
	}
	cfg, err := wf.config(c)
	if err != nil {
		return nil, err
	}
	if !c.set("listen") {
		return nil, errors.New("-listen: give this machine's address, HOST:PORT, and -peer Q=HOST:PORT for each other player")
	}
	if !c.set("ticks") {
		f.o.Ticks = netplay.MaxTicks
	}
	o := f.o
	listen, err := u.check(c, &o)
	if err != nil {
		return nil, err
	}
	f.o = o
	if o, err = f.options(c, cfg); err != nil {
		return nil, err
	}
	s, err := netSettings(cfg, f.inputs)
	if err != nil {
		return nil, err
	}
	return &NetWindow{Config: cfg, Options: o, Player: u.player, Addrs: u.addrs(listen, o.Peers),
		Wait: u.wait, Timeout: u.timeout, Settings: s}, nil
}

// netSettings are what every player of the sandbox must agree on beside
// the session's options (netplay.SessionSettings): the game, its rules,
// the world and the bots' seed, as tickbox net's handshake sends them.
func netSettings(cfg bounce.Config, inputs uint64) ([]netplay.Setting, error) {
	s, err := udpSettings(cfg, netplay.Options{}, inputs)
	if err != nil {
		return nil, err
	}
	return s[:len(s)-len(netplay.SessionSettings(netplay.Options{}))], nil
}
