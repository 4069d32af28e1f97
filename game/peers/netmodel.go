//go:build !headless

package peers

import (
	"fmt"
	"net/netip"
	"tickbox/sim/lab"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// netModel is what tickbox-window net shows of this machine's peer of a
// session over UDP, with no display: its world as it is now, ball 1's
// confirmed place, its snaps and its frames' marks (as model's peer 1),
// each other player's network figures, and a tally of the confirmed
// inputs.
type netModel struct {
	cfg    bounce.Config
	o      netplay.Options
	player int
	addrs  []netip.AddrPort
	start  *bounce.World
	peer   *netplay.Peer[lab.NetWorld, bounce.Input]
	events func() []netplay.Event
	now    time.Duration
	marks  marks
	last   netplay.Stats
	sure   confirmed
	snaps  snaps
	tally  tally
}

// tally counts the confirmed ticks whose input (every player's, merged)
// jumped, kicked or teleported.
type tally struct{ Jumps, Kicks, Teleports int64 }

// newNetModel shows player's peer of a session of cfg's world under o,
// the players at addrs; events gives the players' events so far.
func newNetModel(cfg bounce.Config, o netplay.Options, player int, addrs []netip.AddrPort, events func() []netplay.Event) (*netModel, error) {
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	return &netModel{cfg: cfg, o: o, player: player, addrs: addrs, start: w, events: events}, nil
}

// Attach starts showing p, the peer made once every player answered.
func (m *netModel) Attach(p *netplay.Peer[lab.NetWorld, bounce.Input]) {
	m.peer = p
	m.watch(p)
}

// confirmed notes the confirmed world w at tick.
func (m *netModel) confirmed(tick int64, w *bounce.World) {
	m.sure = confirmed{tick, w.Balls.X[0], w.Balls.Y[0]}
}

func (t *tally) add(in bounce.Input) {
	if in.Jump.JustPressed() {
		t.Jumps++
	}
	if in.Kick != bounce.KickNone {
		t.Kicks++
	}
	if in.Teleport.JustPressed() {
		t.Teleports++
	}
}

// Frame notes the peer's frame at now: its mark, and the world it shows.
func (m *netModel) Frame(now time.Duration) {
	m.now = now
	m.snaps.show(m.peer.State().World)
	st := m.peer.Stats()
	m.marks.add(mark{Rerun: st.Rerun - m.last.Rerun, Stall: st.Stalls != m.last.Stalls, Wait: st.Waits != m.last.Waits})
	m.last = st
}

// Panels is how many peers it shows: this machine's.
func (m *netModel) Panels() int { return 1 }

// Config is the world's.
func (m *netModel) Config() *bounce.Config { return &m.cfg }

// Now is the peer's clock.
func (m *netModel) Now() time.Duration { return m.now }

// Options are the session's.
func (m *netModel) Options() netplay.Options { return m.o }

// World is the peer's newest world, tick 0's before it is made.
func (m *netModel) World(int) *bounce.World {
	if m.peer == nil {
		return m.start
	}
	return m.peer.State().World
}

// Confirmed is the latest confirmed tick and ball 1's place there.
func (m *netModel) Confirmed(int) confirmed { return m.sure }

// Snaps are the peer's snaps of the last snapFade.
func (m *netModel) Snaps(int) snapsNow { return snapsNow{&m.snaps, m.now} }

// Marks are the peer's latest frames' marks.
func (m *netModel) Marks(int) *marks { return &m.marks }

// Figures are the peer's figures.
func (m *netModel) Figures(int) figures {
	if m.peer == nil {
		return figures{}
	}
	st := m.peer.Stats()
	return figures{Stats: st, Ahead: m.peer.Tick() - m.peer.Confirmed(), Desync: m.peer.Desync()}
}

// Tally is the confirmed inputs' tally so far.
func (m *netModel) Tally() tally { return m.tally }

// Caption names the panel: this machine's player.
func (m *netModel) Caption(int) string {
	return fmt.Sprintf("player %d of %d: you", m.player, m.o.Peers)
}

// Name is the panel's row in the timeline.
func (m *netModel) Name(int) string { return fmt.Sprintf("player %d", m.player) }

// Title is the window's top line: the session.
func (m *netModel) Title() string {
	s := sessionLine(m.o)
	if m.peer == nil {
		return s + "   waiting for every player to answer"
	}
	return s
}

// NetLines are the lines beside the world: each other player's network
// figures and latest event, and the confirmed inputs' tally.
func (m *netModel) NetLines() []string {
	lines := []string{fmt.Sprintf("you: player %d, over UDP at %v", m.player, m.addrs[m.player-1]), ""}
	for q := 1; q <= m.o.Peers; q++ {
		if q == m.player {
			continue
		}
		lines = append(lines, fmt.Sprintf("player %d at %v", q, m.addrs[q-1]))
		if m.peer == nil {
			lines = append(lines, "  not answered yet", "")
			continue
		}
		n := m.peer.Network(q)
		lines = append(lines, fmt.Sprintf("  round trip %v   lost %d", n.RoundTrip.Round(time.Millisecond), n.Lost),
			fmt.Sprintf("  frames ahead %d (it says %d)   sent %d B, received %d B", n.Ahead, n.RemoteAhead, n.SentBytes, n.ReceivedBytes),
			"  "+m.latest(q), "")
	}
	t := m.tally
	return append(lines, fmt.Sprintf("confirmed inputs: %d jumps, %d kicks, %d teleports", t.Jumps, t.Kicks, t.Teleports))
}

// latest says player q's latest event, or that it plays.
func (m *netModel) latest(q int) string {
	s := "playing"
	for _, e := range m.events() {
		if e.Player == q {
			s = e.String()
		}
	}
	return s
}

// Report is the window's last words: the confirmed ticks and the final
// fingerprint, whether the checkpoints agreed, the tally and the
// rollbacks.
func (m *netModel) Report() string {
	if m.peer == nil {
		return fmt.Sprintf("player %d of %d: the session never started\n", m.player, m.o.Peers)
	}
	p, st := m.peer, m.peer.Stats()
	agree := "every checkpoint compared agreed"
	if d := p.Desync(); d.Found {
		agree = fmt.Sprintf("desync at tick %d: %s here, %s at player %d", d.Tick, tape.Format(d.Mine), tape.Format(d.Theirs), d.Other+1)
	}
	t := m.tally
	return fmt.Sprintf("player %d of %d: %d ticks confirmed, fingerprint %s at tick %d; %s\n"+
		"confirmed inputs: %d jumps, %d kicks, %d teleports\nrollbacks %d, deepest %d, stalls %d, waits %d\n",
		m.player, m.o.Peers, p.Confirmed(), tape.Format(p.State().Fingerprint()), p.Tick(), agree,
		t.Jumps, t.Kicks, t.Teleports, st.Rollbacks, st.Deepest, st.Stalls, st.Waits)
}
