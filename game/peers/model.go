package peers

import (
	"fmt"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/lab"
	"tickbox/sim/netplay"
	"tickbox/sim/simtest"
)

// peerCount is how many play: the keyboard's and a bot.
const peerCount = 2

// model is the window's session and what it shows of it, with no display.
type model struct {
	cfg      bounce.Config
	o        netplay.Options
	s        *netplay.Session[lab.NetWorld, bounce.Input]
	Keyboard *keyboard
	botSeed  uint64
	marks    [peerCount]marks
	last     [peerCount]netplay.Stats
	sure     [peerCount]confirmed
	snaps    [peerCount]snaps
	speed    speed
}

// confirmed is what a peer's confirmed state shows: its tick and ball 1's
// place (the white ring). (The wrong path a snap leaves is the ghost.)
type confirmed struct {
	Tick int64
	X, Y float64
}

// newModel starts a session of cfg's world under o (Peers and Ticks are
// set here), peer 1 playing the keyboard, peer 2 a bot of botSeed.
func newModel(cfg bounce.Config, o netplay.Options, botSeed uint64) (*model, error) {
	m := &model{cfg: cfg, o: o, Keyboard: &keyboard{}, botSeed: botSeed, speed: normal}
	return m, m.restart()
}

// restart makes a new session of the model's options from tick 0.
func (m *model) restart() error {
	m.o.Peers, m.o.Ticks = peerCount, netplay.MaxTicks
	bot := simtest.NewBot(m.botSeed, m.cfg.Rate)
	inputs := []fixed.Inputs[bounce.Input]{m.Keyboard, fixed.InputFunc[bounce.Input](bot.Input)}
	s, err := netplay.New(m.o, func(int) (lab.NetWorld, error) { return lab.NewNetWorld(m.cfg) }, inputs)
	if err != nil {
		return err
	}
	s.OnConfirmed(func(p int, tick int64, w lab.NetWorld) {
		m.sure[p] = confirmed{tick, w.Balls.X[0], w.Balls.Y[0]}
	})
	s.OnCorrection(func(p int, c netplay.Correction, w lab.NetWorld) {
		m.snaps[p].correct(c, w.World, m.s.Now())
	})
	m.s, m.last, m.sure, m.snaps = s, [peerCount]netplay.Stats{}, [peerCount]confirmed{}, [peerCount]snaps{}
	for p := range m.marks {
		m.marks[p].reset()
	}
	m.Keyboard.next = bounce.Input{}
	return nil
}

// Advance runs the session's instants up to virtual time to, marking
// each peer's frames.
func (m *model) Advance(to time.Duration) error {
	for m.s.Now() < to {
		if err := m.s.Advance(1); err != nil {
			return err
		}
		m.mark()
	}
	return nil
}

// mark adds a mark for every peer that ran a frame in the latest instant,
// and notes the world it shows.
func (m *model) mark() {
	for p := range peerCount {
		m.snaps[p].show(m.s.State(p).World)
		st := m.s.Stats(p)
		was := m.last[p]
		if st.Frames != was.Frames {
			m.marks[p].add(mark{
				Rerun: st.Rerun - was.Rerun,
				Stall: st.Stalls != was.Stalls,
				Wait:  st.Waits != was.Waits,
			})
		}
		m.last[p] = st
	}
}

// Panels is how many peers it shows: both.
func (m *model) Panels() int { return peerCount }

// Config is the world's.
func (m *model) Config() *bounce.Config { return &m.cfg }

// Title is the window's top line: the mode and the link, with its keys.
func (m *model) Title() string {
	l := m.Options().Link
	return sessionLine(m.Options()) + fmt.Sprintf("   link: delay %v (1), jitter %v (2), loss %g %% (3)", l.Delay, l.Jitter, l.Loss*100)
}

// Caption names peer p's panel.
func (m *model) Caption(p int) string {
	if p == 1 {
		return "peer 2: a bot"
	}
	return "peer 1: you (keyboard)"
}

// Name is peer p's row in the timeline.
func (m *model) Name(p int) string { return fmt.Sprintf("peer %d", p+1) }

// Now is the session's virtual time.
func (m *model) Now() time.Duration { return m.s.Now() }

// Speed is how fast the window runs the session's time.
func (m *model) Speed() speed { return m.speed }

// Options returns the session's options, its link as it is now.
func (m *model) Options() netplay.Options { return m.s.Options() }

// World returns peer p's world as it is now (predicted, in rollback), to
// read only.
func (m *model) World(p int) *bounce.World { return m.s.State(p).World }

// Confirmed returns peer p's latest confirmed tick and ball 1's place there.
func (m *model) Confirmed(p int) confirmed { return m.sure[p] }

// Snaps returns peer p's snaps of the last snapFade, to read until the
// next Advance.
func (m *model) Snaps(p int) snapsNow { return snapsNow{&m.snaps[p], m.s.Now()} }

// Marks returns peer p's marks, the newest last.
func (m *model) Marks(p int) *marks { return &m.marks[p] }

// Figures returns peer p's figures.
func (m *model) Figures(p int) figures {
	st := m.s.Stats(p)
	return figures{Stats: st, Ahead: st.Ticks - st.Confirmed, Desync: m.s.Desync()}
}

// figures are what the overlay shows of a peer: its stats, how many ticks
// it runs ahead of its confirmed state, and the first checkpoint whose
// fingerprints differed, if any.
type figures struct {
	netplay.Stats
	Ahead  int64
	Desync netplay.Desync
}

// Agreement says whether every checkpoint compared so far agreed.
func (f figures) Agreement() string {
	if f.Desync.Found {
		return fmt.Sprintf("differ at tick %d", f.Desync.Tick)
	}
	return "agree"
}

// sessionLine names the mode and its window or delay.
func sessionLine(o netplay.Options) string {
	line := fmt.Sprintf("%v", o.Mode)
	switch o.Mode {
	case netplay.Delay:
		line += fmt.Sprintf(", input delay %d ticks", o.Delay)
	case netplay.Rollback:
		line += fmt.Sprintf(", window %d ticks", o.Window)
	}
	return line
}
