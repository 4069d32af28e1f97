//go:build !headless

package game

import (
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/game/shell"
	"tickbox/game/view"
	"tickbox/render"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/tape"
)

// Game is the sandbox's window: the shell.Frames that a shell.Window
// runs, as it runs any game's shell.Loop. Update turns key presses into
// actions, Draw runs the loop's frame and draws it; the window's plumbing
// (one Update per Draw, the opening draws, the close button, the stop
// signals that interrupt the ticks) is the Window's.
//
// Why the timing lives in Draw. The window runs with
// ebiten.SetTPS(ebiten.SyncWithFPS), so Ebitengine calls Update exactly once
// before every Draw. Update therefore only reads the keys, turning them into
// actions and world input queued for the next tick. Draw reads the clock,
// advances the scheduler by the elapsed time, runs the ticks it owes, and
// renders with alpha. Ebitengine's own fixed-TPS mode would call Update a
// whole number of times per frame but gives Draw no alpha to interpolate
// with, and it silently drops any backlog beyond 5 ticks; the point of this
// sandbox is to show and control both. Ebitengine's docs advise against game
// logic in Draw: here it is on purpose, and it is the only place it is.
type Game struct {
	sb       *sandbox.Sandbox
	clock    fixed.Clock // the sandbox's; the browser's notes time spent hidden
	renderer *view.Renderer
	picture  sandbox.Picture // what the renderer draws, taken once per frame; its buffers are reused
	keys     *shell.KeyMap
	pressed  []instrument.Action // this frame's, its room reused
	fpsCap   int                 // the fps cap vsync was last set for
	shots    *render.Shooter
	built    bool          // the renderer holds a frame not yet drawn on the screen
	build    time.Duration // how long building that frame took
	window   *shell.Window // what runs the game
	closed   bool          // Close has run
	log      io.Writer     // saved recordings, errors, desyncs
	shown    time.Duration // until when a notice shows that a minor one must not cover
}

// Update reads the keys and the window's focus. It never ticks. Once the
// sandbox has closed (Esc) it ends the game.
func (g *Game) Update() error {
	growStack()
	if g.sb.Closed() {
		return ebiten.Termination
	}
	g.sb.SetFocused(ebiten.IsFocused())
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	g.pressed = g.keys.Pressed(g.pressed[:0], inpututil.IsKeyJustPressed, shift)
	for _, a := range g.pressed {
		g.sb.Do(a)
	}
	if g.sb.Closed() { // Esc
		return ebiten.Termination
	}
	g.syncVsync()
	return nil
}

// Close closes the sandbox, which saves what must be saved before it
// returns (no tick runs after it), logs where it went, and returns what
// saving returned; the window calls it however it ends (Esc, its close
// button, a stop signal). Closing twice does nothing the second time.
func (g *Game) Close() error {
	if g.closed {
		return nil
	}
	g.closed = true
	err := g.sb.Close()
	if err == nil {
		err = g.sb.CloseErr() // Esc closed it, and kept what that returned
	}
	g.logNotices() // where the recording was saved: the window is going
	return err
}

// Deallocate frees the game's images at once, rather than at a
// collection, for a game that draws no more: a script's restart replaces
// its game, and the old one's images held room among Ebitengine's
// textures until the garbage collector got to them.
func (g *Game) Deallocate() { g.renderer.Deallocate() }

// Restart makes the next frame last 0: the window restarts the clock
// while it opens.
func (g *Game) Restart() { g.sb.Restart() }

// Interrupt stops ticking between two ticks, for good: a stop signal's
// handler calls it, so that a frame of millions of ticks (the limits off,
// under load) does not hold the stop until it ends.
func (g *Game) Interrupt() { g.sb.Interrupt() }

// showNotices shows the newest of the sandbox's notices below the box for
// render.NoticeTime, and logs those worth keeping.
func (g *Game) showNotices() {
	now := g.clock.Now()
	n, ok := pickNotice(g.logNotices(), now < g.shown)
	if !ok {
		return
	}
	g.renderer.Notice(n.Text, now+render.NoticeTime, n.Err)
	if !n.Minor {
		g.shown = now + render.NoticeTime
	}
}

// pickNotice returns the notice to show of those a frame brought: the
// newest that is not minor, or else the newest, unless another notice
// still shows. A minor notice (a landing, every jump) gives way, so that
// it never covers where a recording went or a desync.
func pickNotice(notices []tape.Notice, showing bool) (tape.Notice, bool) {
	for i := len(notices) - 1; i >= 0; i-- {
		if !notices[i].Minor {
			return notices[i], true
		}
	}
	if len(notices) == 0 || showing {
		return tape.Notice{}, false
	}
	return notices[len(notices)-1], true
}

// logNotices takes the sandbox's notices and writes those marked Log to
// the log, and returns them all.
func (g *Game) logNotices() []tape.Notice {
	notices := g.sb.Notices()
	for _, n := range notices {
		if n.Log {
			io.WriteString(g.log, "tickbox: "+n.Text+"\n")
		}
	}
	return notices
}

// syncVsync keeps vsync on only when there is no fps cap of our own: with a
// cap, vsync would hold a 144 fps cap to the display's 60 Hz.
func (g *Game) syncVsync() {
	c := g.sb.Scene().Settings().FPSCap
	if c != g.fpsCap {
		g.fpsCap = c
		ebiten.SetVsyncEnabled(c == 0)
	}
}

// Draw runs the frame (the clock, the scheduler, the ticks: see Game) and
// then draws it.
func (g *Game) Draw(screen *ebiten.Image) {
	g.Frame(screen)
	g.Show(screen)
}

// Frame runs one frame of the loop and builds its picture, notices
// included, drawing it on screen only for an F12 shot. Draw shows every
// frame; a script (package game/shots) runs many frames for each it shows.
// Both take this one path, so a script's shot is what the window shows.
func (g *Game) Frame(screen *ebiten.Image) {
	g.sb.Frame()
	g.afterFrame()
	g.showNotices()
	start := g.clock.Now()
	g.picture.Fill(g.sb.Scene())
	g.renderer.Build(&g.picture)
	g.built, g.build = true, g.clock.Now()-start
	if g.sb.TakeScreenshot() {
		g.Show(screen)
		sc := g.sb.Scene()
		g.shots.Take(screen, shotName(g.shots.Now(), sc.World().Tick, sc.Mode()))
	}
	g.reportShot()
}

// reportShot shows the latest finished screenshot in the overlay, and
// logs errors; the game goes on either way.
func (g *Game) reportShot() {
	notice, err, ok := g.shots.Result()
	switch now := g.clock.Now(); {
	case !ok:
	case err != nil:
		g.renderer.Notice(err.Error(), now+render.NoticeTime, true)
		io.WriteString(g.log, "tickbox: "+err.Error()+"\n")
	default:
		g.renderer.Notice(notice, now+render.NoticeTime, false)
	}
}

// Show draws the latest frame's picture on screen, if it is not there yet,
// and counts building and drawing it as the frame's drawing time.
func (g *Game) Show(screen *ebiten.Image) {
	if !g.built {
		return
	}
	start := g.clock.Now()
	g.renderer.Flush(screen)
	g.built = false
	g.sb.SetDrawTime(g.build + g.clock.Now() - start)
}

// Layout makes the logical screen the window's shape (view.Fit) and lays
// the picture out for it: a tall window gets the box under the overlay,
// not black bars, and a small one a larger logical screen, so that
// everything still fits.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := view.Fit(outsideWidth, outsideHeight)
	g.renderer.Resize(w, h)
	return w, h
}
