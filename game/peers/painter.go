//go:build !headless

package peers

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/assets"
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
)

// The logical screen and where its parts go.
const (
	screenW, screenH = 1280, 720
	panelW           = screenW / peerCount
	worldTop         = 56  // under the title and the panel's caption
	worldBottom      = 420 // the world's area ends here
	figuresTop       = 432
	timelineTop      = 560
	rowH             = 56 // a peer's row of the timeline
	helpTop          = screenH - 22
	jumperColumn     = 2.0 // metres left of the box for the jumper
	fontSize         = 15
)

// Colours the window adds to render's.
var (
	colRollback = render.ColWarn
	colStall    = render.ColPaused
	colWait     = render.ColFast
)

// view is what the painter draws: a model's two peers over the simulated
// link, or a netModel's one peer over UDP, each a panel.
type view interface {
	Panels() int
	Config() *bounce.Config
	Now() time.Duration
	Options() netplay.Options
	Title() string
	Caption(i int) string // above panel i's world
	Name(i int) string    // its row in the timeline
	World(i int) *bounce.World
	Confirmed(i int) confirmed
	Snaps(i int) snapsNow
	Marks(i int) *marks
	Figures(i int) figures
}

// A view with a speed (the model's) has it drawn after the title; one
// with NetLines (the netModel's) has them drawn in the second panel.
type (
	speeded   interface{ Speed() speed }
	networked interface{ NetLines() []string }
)

// painter draws a view on a stage.Canvas.
type painter struct {
	c     stage.Canvas
	help  render.Help
	line  string // the help line
	space [peerCount]stage.Space
	sized bool
}

// newPainter makes a painter whose F1 lists keys, and whose help line is
// line.
func newPainter(keys instrument.KeyTable, line string) (*painter, error) {
	f, err := render.NewFont(assets.MonoTTF, fontSize)
	if err != nil {
		return nil, err
	}
	p := &painter{c: stage.NewCanvas(f), line: line}
	p.c.Layout = render.Layout{Width: screenW, Height: screenH}
	p.help = render.NewHelp(&p.c.Canvas, keys)
	return p, nil
}

// paint draws the whole screen for m, and F1's panel over it when help.
func (p *painter) paint(screen *ebiten.Image, m view, help bool) {
	p.fit(m.Config())
	p.c.Clear()
	p.c.Rect(0, 0, screenW, screenH, render.ColBackground)
	p.title(m)
	for i := range m.Panels() {
		p.world(i, m)
		p.figures(i, m.Figures(i))
		p.timeline(i, m.Name(i), m.Marks(i), m.Options().Window)
	}
	if n, ok := m.(networked); ok {
		p.netLines(n.NetLines())
	}
	p.c.Label(12, timelineTop-20, legend, render.ColDim)
	p.c.Label(12, helpTop, p.line, render.ColDim)
	if help {
		p.c.Use(render.HelpLayer) // over the picture's text too
		p.help.Paint()
	}
	p.c.Flush(screen)
}

// fit makes each panel's space and the sprites, once.
func (p *painter) fit(cfg *bounce.Config) {
	if p.sized {
		return
	}
	for i := range peerCount {
		x0 := i * panelW
		p.space[i] = stage.FitSpace(cfg.Width+jumperColumn, cfg.Height, x0+24, worldTop, x0+panelW-24, worldBottom)
	}
	s := p.space[0]
	p.c.SetSprites(s.Length(cfg.BallRadius), s.Length(cfg.BallRadius), s.Length(cfg.BumperRadius))
	p.sized = true
}

// title writes the view's title, and its speed if it has one.
func (p *painter) title(m view) {
	x := p.c.Label(12, 8, m.Title(), render.ColText)
	s, ok := m.(speeded)
	if !ok {
		return
	}
	sp, col := s.Speed(), render.ColDim
	if sp.Scale() != 1 {
		col = render.ColAccent
	}
	p.c.Label(x+3*p.c.Font.Advance, 8, sp.String(), col)
}

// netLines writes lines in the second panel's place, for a view of one
// peer: the network.
func (p *painter) netLines(lines []string) {
	for k, l := range lines {
		p.c.Label(panelW+24, worldTop+k*(p.c.Font.Height+6), l, render.ColText)
	}
}

// world draws peer i's world as it is now, and ball 1's confirmed place.
func (p *painter) world(i int, m view) {
	w, g, s := m.World(i), m.Confirmed(i), p.space[i]
	x0 := i * panelW
	p.c.Label(x0+24, 30, m.Caption(i), render.ColText)
	state, col := fmt.Sprintf("confirmed, tick %d", w.Tick), render.ColDim
	if w.Tick > g.Tick {
		state, col = fmt.Sprintf("predicted, tick %d (confirmed %d)", w.Tick, g.Tick), render.ColAccent
	}
	p.c.Label(x0+panelW-24-len(state)*p.c.Font.Advance, 30, state, col)
	cfg := &w.Config
	bx, by := s.Point(jumperColumn, cfg.Height)
	p.c.Outline(bx, by, s.Length(cfg.Width), s.Length(cfg.Height), 2, render.ColFrame)
	at := func(x, y float64) (float32, float32) { return s.Point(x+jumperColumn, y) }
	sp := p.c.Sprites
	cx, cy := at(cfg.BumperX, cfg.BumperY)
	p.c.Sprite(sp.Bumper, cx, cy, stage.ColBumper)
	for b := w.Balls.Len() - 1; b >= 1; b-- {
		x, y := at(w.Balls.X[b], w.Balls.Y[b])
		p.c.Sprite(sp.Crowd, x, y, stage.ColBall)
	}
	jx, jy := s.Point(jumperColumn/2, w.Jumper.Y)
	side := s.Length(0.6)
	p.c.Rect(jx-side/2, jy-side, side, side, stage.ColJumper)
	p.snaps(i, m, at)
	x, y := at(w.Balls.X[0], w.Balls.Y[0])
	p.c.Sprite(sp.Ball, x, y, render.ColAccent)
	if g.Tick > 0 {
		gx, gy := at(g.X, g.Y)
		p.c.Sprite(sp.Ring, gx, gy, stage.ColReference)
	}
}

// figures writes peer i's figures under its world.
func (p *painter) figures(i int, f figures) {
	x, y := i*panelW+24, figuresTop
	lines := []string{
		fmt.Sprintf("ticks %d   confirmed %d   ahead %d", f.Ticks, f.Confirmed, f.Ahead),
		fmt.Sprintf("rollbacks %d   deepest %d   again/tick %.3f", f.Rollbacks, f.Deepest, f.RerunPerTick()),
		fmt.Sprintf("stalls %d   misses %d   waits %d", f.Stalls, f.Misses, f.Waits),
		"fingerprints " + f.Agreement(),
	}
	for k, l := range lines {
		col := render.ColText
		if k == 3 && f.Desync.Found {
			col = render.ColWarn
		}
		p.c.Label(x, y+k*(p.c.Font.Height+6), l, col)
	}
}

// legend names the timeline's marks.
const legend = "each peer's last 2 s of frames, newest right:  red a rollback (height: ticks run again)  grey a stall  violet a wait  green a tick"

// timeline draws peer i's latest frames, newest right: a rollback as a
// red bar as tall as the ticks it ran again (the window's height), a
// stall grey, a wait violet, a tick run a short green mark.
func (p *painter) timeline(i int, name string, ms *marks, window int) {
	top := float32(timelineTop + i*rowH)
	left, width := float32(96), float32(screenW-96-12)
	p.c.Label(12, int(top)+rowH/2-8, name, render.ColText)
	p.c.Rect(left, top, width, rowH-8, render.ColPanel)
	col := width / markCount
	h := float32(rowH - 12)
	for k := range ms.Len() {
		m, x := ms.At(k), left+float32(k)*col
		switch {
		case m.Rerun > 0:
			bar := h * float32(min(m.Rerun, int64(max(window, 1)))) / float32(max(window, 1))
			p.c.Rect(x, top+2+h-bar, col-1, bar, colRollback)
		case m.Wait:
			p.c.Rect(x, top+2, col-1, h, colWait)
		case m.Stall:
			p.c.Rect(x, top+2, col-1, h, colStall)
		default:
			p.c.Rect(x, top+2+h-4, col-1, 4, render.ColTick)
		}
	}
}

// screenSize is the logical screen's size.
func screenSize() (int, int) { return screenW, screenH }

// timelineArea is where the timeline's rows are drawn.
func timelineArea() image.Rectangle {
	return image.Rect(0, timelineTop, screenW, timelineTop+peerCount*rowH)
}
