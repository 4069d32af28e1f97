//go:build !headless

package online

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/assets"
	"tickbox/render"
	"tickbox/sim/netplay"
)

// fontSize is the netplay rows' text size, in the window's pixels.
const fontSize = 14

// netFigures are what the dev layer's netplay rows show of a Player.
type netFigures struct {
	Player, Players int
	Mode            netplay.Mode
	Window, Delay   int
	Started         bool  // every player answered
	Tick, Confirmed int64 // the newest state's tick, and the confirmed one
	Stats           netplay.Stats
	LastDepth       int64 // the latest rollback's ticks run again
	Remotes         []remoteFigures
}

// remoteFigures is what the rows show of another player.
type remoteFigures struct {
	Player  int
	Network netplay.Network
	Last    string // its latest event: "", interrupted, resumed, disconnected
}

func (n *Player[S, I]) figures() netFigures {
	o := n.o.Session
	f := netFigures{Player: n.o.Player, Players: o.Peers, Mode: o.Mode, Window: o.Window, Delay: o.Delay, LastDepth: n.depth}
	if n.peer == nil {
		return f
	}
	p := n.peer
	f.Started, f.Tick, f.Confirmed, f.Stats = true, p.Tick(), p.Confirmed(), p.Stats()
	for q := 1; q <= o.Peers; q++ {
		if q == n.o.Player {
			continue
		}
		r := remoteFigures{Player: q, Network: p.Network(q)}
		for _, e := range n.events {
			if e.Player == q {
				r.Last = e.Kind.String()
			}
		}
		f.Remotes = append(f.Remotes, r)
	}
	return f
}

// Lines are the rows' text: the session, this machine's ticks and
// rollbacks, then a line for each other player.
func (f netFigures) Lines() []string {
	head := fmt.Sprintf("netplay  player %d of %d  %v", f.Player, f.Players, f.Mode)
	switch f.Mode {
	case netplay.Rollback:
		head += fmt.Sprintf(" window %d", f.Window)
	case netplay.Delay:
		head += fmt.Sprintf(" delay %d", f.Delay)
	}
	if !f.Started {
		return []string{head, "waiting for every player to answer"}
	}
	st := f.Stats
	lines := []string{head,
		fmt.Sprintf("tick %d  confirmed %d  ahead %d", f.Tick, f.Confirmed, f.Tick-f.Confirmed),
		fmt.Sprintf("rollbacks %d  last %d ticks  deepest %d  stalls %d  waits %d", st.Rollbacks, f.LastDepth, st.Deepest, st.Stalls, st.Waits)}
	for _, r := range f.Remotes {
		l := fmt.Sprintf("player %d  round trip %v  frames ahead %d (it says %d)  lost %d",
			r.Player, r.Network.RoundTrip.Round(time.Millisecond), r.Network.Ahead, r.Network.RemoteAhead, r.Network.Lost)
		if r.Last != "" {
			l += "  " + r.Last
		}
		lines = append(lines, l)
	}
	return lines
}

// rows draws the rows along the bottom of the window, at its pixels.
type rows struct {
	c    render.Canvas
	made bool
	err  error
}

// draw draws f's lines on a panel at the bottom left of screen.
func (r *rows) draw(screen ebiten.FinalScreen, f netFigures) {
	if !r.made {
		r.made = true
		font, err := render.NewFont(assets.MonoTTF, fontSize)
		if r.err = err; err != nil {
			return
		}
		r.c = render.NewCanvas(font)
	}
	if r.err != nil {
		return
	}
	lines, b, c := f.Lines(), screen.Bounds(), &r.c
	step := c.Font.Height + 4
	top, wide := b.Dy()-len(lines)*step-8, 0
	for _, l := range lines {
		wide = max(wide, len([]rune(l))*c.Font.Advance)
	}
	c.Clear()
	c.Rect(0, float32(top-4), float32(wide+16), float32(len(lines)*step+12), render.ColPanel)
	for k, l := range lines {
		col := render.ColText
		if k > 0 && k < 3 {
			col = render.ColDim
		}
		c.Label(8, top+k*step, l, col)
	}
	c.Flush(screen)
}
