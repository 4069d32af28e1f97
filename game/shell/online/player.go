//go:build !headless

package online

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/netip"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// settleLinger is how long a peer done with its session goes on
// answering before it leaves without the others' last acknowledgements:
// they are done too, or gone (tickbox net's own linger).
const settleLinger = time.Second

// defaultWait is how long a Player waits for every player at the start when
// Options.Wait is 0: tickbox net's -wait.
const defaultWait = 10 * time.Second

// Game is a game whose world is played between machines by package
// tickbox/sim/netplay: every machine steps its own copy of the world, S,
// with every player's input, I, and only the inputs travel. The world
// keeps to tape.State's rules (its Step deterministic, a fingerprint, a
// snapshot); the game reads its own player's input and draws.
type Game[S World[I], I Input[I]] interface {
	// Update reads this machine's player's input, once a frame, as
	// shell.Game's Update does. An error ends the game, ebiten.Termination
	// without one.
	Update() (I, error)
	// Draw draws state, this machine's newest (in rollback, predicted
	// past its confirmed ticks, and run again when a prediction was
	// wrong), at alpha, as shell.Game's Draw does. Before every player has
	// answered it is the world at tick 0.
	Draw(screen *ebiten.Image, state S, alpha float64)
	// Layout is ebiten.Game's Layout.
	Layout(outsideWidth, outsideHeight int) (screenWidth, screenHeight int)
}

// Options say where this machine's player plays, and how.
type Options struct {
	// Session is the session's options, the same on every player's
	// machine (mode, window, input delay, checkpoints, Ticks, and Rate,
	// the loop's tick rate); Peers is set from Addrs. Its Link impairs
	// this machine's sending side (tickbox net's -link-delay, -jitter,
	// -loss), drawn from its Seed plus Player; Stagger and Skew are the
	// simulated session's and are refused.
	Session netplay.Options
	// Player is this machine's player, from 1; Addrs is every player's
	// address, Addrs[q-1] player q's, this machine's own the one its UDP
	// socket listens at.
	Player int
	Addrs  []netip.AddrPort
	// Settings are what every player must agree on beside Session: the
	// game's name, its rules' version, its world's settings. A player
	// with another value is refused, on both sides, naming the setting.
	Settings []netplay.Setting
	// Wait is how long to wait for every player at the start (0: 10 s);
	// Timeout, the silence after which a player is disconnected, its
	// input the zero input from then on (0: netplay.DefaultTimeout).
	Wait, Timeout time.Duration
	// Transport, if not nil, is played over instead of a UDP socket at
	// Addrs[Player-1]: a simulated link, a browser's data channel.
	Transport netplay.Transport
	// Log gets the players' interruptions, resumptions and
	// disconnections as they happen (nil: os.Stderr).
	Log io.Writer
}

// Player is one machine's player of a game played between machines, in
// a window on Tickbox's loop (a shell.Loop): each of the loop's ticks is
// a frame of its netplay.Peer, at the wall's time, which first agrees
// with every other player on the settings (netplay.Handshake), then adds
// the frames' input, sends it, predicts the others' and rolls back when a
// prediction was wrong. The dev layer (instrument.DevOptions.On,
// TICKBOX_DEV=1) adds its rows along the window's bottom
// (shell.Loop.DrawRows): the tick and the confirmed tick, the rollbacks
// and the last one's depth, each other player's round trip and frames
// ahead. The session ends once Session.Ticks are confirmed (and the
// others have had all they need), when the window closes, or when the
// game's Update ends it; with Session.Ticks 0 it is open-ended, and
// plays until the window closes or Update ends it, on alone once the
// others have left (disconnected, their input the zero input). Make one with New; it is not safe for concurrent
// use.
type Player[S World[I], I Input[I]] struct {
	game     Game[S, I]
	o        Options
	world    func() (S, error)
	start    S // drawn until the peer is made
	sock     *netplay.UDP
	link     *netplay.Impaired
	shake    *netplay.Handshake
	peer     *netplay.Peer[S, I]
	onPeer   func(*netplay.Peer[S, I])
	onFrame  func(now time.Duration)
	window   *shell.Window
	queued   I                    // the loop's input not yet taken by a tick of the peer
	steps    int64                // the loop's ticks
	clock    func() time.Duration // the peer's clock: the wall's, in Run
	doneAt   time.Duration
	ended    bool
	cut      bool // a player did not answer, or was disconnected before the end
	err      error
	events   []netplay.Event
	rows     rows
	lastRoll netplay.Stats // at the latest rollback's step, for its depth
	depth    int64         // the latest rollback's ticks run again
}

// New makes this machine's player of g's world, which world makes at
// tick 0 (a few times: for the state and for the peer's saved states),
// to play as o says. It opens the UDP socket, so that a port in use is
// said at once; the handshake starts with the window.
func New[S World[I], I Input[I]](g Game[S, I], world func() (S, error), o Options) (*Player[S, I], error) {
	o.Session.Peers = len(o.Addrs)
	if err := o.Session.Validate(); err != nil {
		return nil, err
	}
	if o.Player < 1 || o.Player > len(o.Addrs) {
		return nil, fmt.Errorf("netplay: player %d: must be 1 to %d, one of the session's players", o.Player, len(o.Addrs))
	}
	if o.Wait == 0 {
		o.Wait = defaultWait
	}
	if o.Log == nil {
		o.Log = os.Stderr
	}
	start, err := world()
	if err != nil {
		return nil, err
	}
	n := &Player[S, I]{game: g, o: o, world: world, start: start}
	if err := n.open(); err != nil {
		return nil, err
	}
	settings := append(o.Settings[:len(o.Settings):len(o.Settings)], netplay.SessionSettings(o.Session)...)
	if n.shake, err = netplay.NewHandshake(n.transport(), o.Player, o.Addrs, settings, rand.Uint32(), o.Wait); err != nil {
		n.close()
		return nil, err
	}
	return n, nil
}

// open opens the transport: the UDP socket unless one was given, under
// the impaired link when the session has one.
func (n *Player[S, I]) open() error {
	o := &n.o
	if o.Transport == nil {
		sock, err := netplay.ListenUDP(o.Addrs[o.Player-1])
		if err != nil {
			return fmt.Errorf("netplay: listening at %v: %w", o.Addrs[o.Player-1], err)
		}
		n.sock = sock
	}
	if o.Session.Link != (netplay.Link{}) {
		l, err := netplay.Impair(n.transport(), o.Session.Link, o.Session.Seed+uint64(o.Player))
		if err != nil {
			n.close()
			return err
		}
		n.link = l
	}
	return nil
}

// transport is what the handshake and the peer play over.
func (n *Player[S, I]) transport() netplay.Transport {
	switch {
	case n.link != nil:
		return n.link
	case n.sock != nil:
		return n.sock
	}
	return n.o.Transport
}

func (n *Player[S, I]) close() {
	if n.sock != nil {
		_ = n.sock.Close()
		n.sock = nil
	}
}

// OnPeer has f called once the peer is made, every player having
// answered, before its first frame: to set its OnConfirmed,
// OnCorrection and the like.
func (n *Player[S, I]) OnPeer(f func(*netplay.Peer[S, I])) { n.onPeer = f }

// OnFrame has f called after each of the peer's frames, with the time
// its clock was at (the wall's since Run began): to read what the frame
// did.
func (n *Player[S, I]) OnFrame(f func(now time.Duration)) { n.onFrame = f }

// Peer is this machine's peer: nil until every player has answered.
func (n *Player[S, I]) Peer() *netplay.Peer[S, I] { return n.peer }

// Events are the players' interruptions, resumptions and disconnections
// so far, in order.
func (n *Player[S, I]) Events() []netplay.Event { return n.events }

// Cut reports whether a player did not answer at the start, or was
// disconnected before the end: tickbox net's exit status 3.
func (n *Player[S, I]) Cut() bool { return n.cut }

// Run opens the window and plays until the session ends or the window
// closes (see Player), on a shell.Loop made with o and parts as
// shell.New makes one (its Rate is the session's: 0 or Session.Rate), and
// closes the socket. The loop's TICKBOX_FRAMES (shell.FramesEnv) is not
// read: a session ends at its Session.Ticks, or, with Ticks 0, when
// the window closes.
// It returns the first error: a handshake refused (netplay.IsMismatch),
// a player that did not answer within Wait (Cut), a transport broken.
func (n *Player[S, I]) Run(o fixed.Options, parts ...shell.Part) error {
	defer n.close()
	l, err := n.newLoop(o, parts...)
	if err != nil {
		return err
	}
	n.window = &shell.Window{Frames: l, Title: o.Name, Width: o.Width, Height: o.Height, Resizable: true, Final: l}
	start := time.Now()
	n.clock = func() time.Duration { return time.Since(start) }
	if err := n.window.Run(); err != nil {
		return err // n.err, if Update saw it
	}
	return n.err
}

// newLoop makes the Loop whose ticks are the peer's frames, which draws
// the netplay rows with the dev layer's overlay.
func (n *Player[S, I]) newLoop(o fixed.Options, parts ...shell.Part) (*shell.Loop[netInput[I]], error) {
	if o.Rate != 0 && o.Rate != n.o.Session.Rate {
		return nil, fmt.Errorf("netplay: the loop's rate %d Hz is not the session's %d Hz", o.Rate, n.o.Session.Rate)
	}
	o.Rate = n.o.Session.Rate
	l, err := shell.New(loopGame(n), o, parts...)
	if err != nil {
		return nil, err
	}
	l.DrawRows(func(screen ebiten.FinalScreen) { n.rows.draw(screen, n.figures()) })
	return l, nil
}

// Signal returns the stop signal that ended the window, or nil if none
// did: a command exits with stop.ExitCode after one.
func (n *Player[S, I]) Signal() os.Signal {
	if n.window == nil {
		return nil
	}
	return n.window.Signal()
}

// Run plays g's world between machines, this machine's player in a
// window, as New and Player.Run do.
func Run[S World[I], I Input[I]](g Game[S, I], world func() (S, error), o Options, fo fixed.Options, parts ...shell.Part) error {
	n, err := New(g, world, o)
	if err != nil {
		return err
	}
	return n.Run(fo, parts...)
}

// drawn is the state drawn: the peer's newest, or tick 0's before it is
// made.
func (n *Player[S, I]) drawn() S {
	if n.peer == nil {
		return n.start
	}
	return n.peer.State()
}

// step runs one frame of the peer at the loop's tick: the handshake's
// until every player has answered, then play's.
func (n *Player[S, I]) step(in I) {
	if n.err != nil || n.ended {
		return
	}
	now := n.now()
	n.steps++
	if n.link != nil {
		_ = n.link.Release(now) // a send that fails is a datagram lost
	}
	if n.peer == nil {
		n.err = n.shakeHands(now)
		return
	}
	n.queued = n.queued.Merge(in)
	if n.err = n.peer.Advance(now); n.err != nil {
		return
	}
	n.noteRollback()
	if n.onFrame != nil {
		n.onFrame(now)
	}
	n.checkEnd(now)
}

// now is the peer's clock: the wall's since the window opened, in Run,
// so that a round trip is timed as it took (the loop's ticks run ahead
// of the wall and behind it by up to a tick, which timed a loopback's as
// -16 ms); a test's loop on a virtual clock gives its ticks' time.
func (n *Player[S, I]) now() time.Duration {
	if n.clock != nil {
		return n.clock()
	}
	return time.Duration(n.steps) * time.Second / time.Duration(n.o.Session.Rate)
}

// shakeHands polls the handshake, and makes the peer once it is done.
func (n *Player[S, I]) shakeHands(now time.Duration) error {
	done, err := n.shake.Poll(now)
	if err != nil {
		n.cut = !netplay.IsMismatch(err)
		return err
	}
	if !done {
		return nil
	}
	if n.peer, err = n.newPeer(); err != nil {
		return err
	}
	n.peer.OnEvent(n.event)
	fmt.Fprintf(n.o.Log, "netplay: every player answered (nonce %08x); player %d plays\n", n.shake.Nonce(), n.o.Player)
	if n.onPeer != nil {
		n.onPeer(n.peer)
	}
	return nil
}

// event notes and logs a player's interruption, resumption or
// disconnection.
func (n *Player[S, I]) event(e netplay.Event) {
	n.events = append(n.events, e)
	n.cut = n.cut || (e.Kind == netplay.Disconnected && !n.peer.Done())
	fmt.Fprintf(n.o.Log, "netplay: %v\n", e)
}

// noteRollback keeps the depth of the latest rollback, for the dev
// layer's row.
func (n *Player[S, I]) noteRollback() {
	st := n.peer.Stats()
	if st.Rollbacks != n.lastRoll.Rollbacks {
		n.depth = (st.Rerun - n.lastRoll.Rerun) / max(st.Rollbacks-n.lastRoll.Rollbacks, 1)
		n.lastRoll = st
	}
}

// checkEnd ends the session once every tick is confirmed and the others
// have all they need of it, or a second after.
func (n *Player[S, I]) checkEnd(now time.Duration) {
	if !n.peer.Done() {
		return
	}
	if n.doneAt == 0 {
		n.doneAt = now
	}
	n.ended = n.peer.Settled() || now-n.doneAt > settleLinger
}
