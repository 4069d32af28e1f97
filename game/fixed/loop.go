//go:build !headless

package fixed

import (
	"fmt"
	"os"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// FramesEnv is the environment variable that ends Run after that many
// frames, saying on the log how many ticks they ran: for a test or CI
// that runs a game, unchanged, under a virtual display (TICKBOX_FRAMES=120).
const FramesEnv = "TICKBOX_FRAMES"

// Run runs g in a window on Tickbox's loop as o says, until the window
// closes, g's Update returns an error (ebiten.Termination ends it without
// one), Loop.Quit is called or the process is asked to stop (Ctrl+C,
// SIGTERM, SIGHUP), which all close the loop the same way (see
// Loop.Close). It returns what ending returned: nil for a normal end.
// A game that reads or changes its loop while it runs (Loop.Latest,
// SetPaused, OneTick, SetScale, ...) makes the Loop with New instead,
// keeps it, and calls its Run, which is this.
func Run[I Input[I]](g Game[I], o Options) error {
	l, err := New(g, o)
	if err != nil {
		return err
	}
	return l.Run()
}

// Run opens the window and runs the loop in it, in a [Window] titled
// with Options.Name, of Options.Width × Options.Height; see the function
// Run.
func (l *Loop[I]) Run() error {
	if err := l.framesFromEnv(); err != nil {
		return err
	}
	w := &Window{Frames: l, Title: l.opts.Name, Width: l.opts.Width, Height: l.opts.Height}
	return w.Run()
}

// framesFromEnv reads FramesEnv, if set.
func (l *Loop[I]) framesFromEnv() error {
	v := os.Getenv(FramesEnv)
	if v == "" {
		return nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return fmt.Errorf("fixed: %s=%q: must be a number of frames, 1 or more", FramesEnv, v)
	}
	l.frames = n
	return nil
}

// Update reads the game's input for the next tick, once per frame. It
// never ticks. It returns the game's error, or ebiten.Termination once
// Quit was called.
func (l *Loop[I]) Update() error {
	if l.quit.Load() {
		return ebiten.Termination
	}
	in, err := l.game.Update()
	if err != nil {
		return err
	}
	l.Feed(in)
	if l.dev != nil {
		l.dev.update(l)
	}
	return nil
}

// Feed gives the loop a frame's input for the next tick, as Update does
// with what the game's Update returns: for a test or a script that makes
// a frame's input up. While a recording plays back it is dropped: the
// ticks take the recording's.
func (l *Loop[I]) Feed(in I) {
	if l.ticked.play == nil {
		l.ticked.latch.Feed(in)
	}
}

// Draw runs the frame, then has the game draw it with the frame's alpha.
//
// Why the timing lives in Draw. Run sets ebiten.SetTPS(ebiten.SyncWithFPS),
// so Ebitengine calls Update exactly once before every Draw, and Update
// only reads input. Draw reads the clock, hands the time since the
// previous frame to the scheduler, runs the ticks its policy decides, and
// draws with alpha. Ebitengine's own fixed-TPS mode would call Update a
// whole number of times per frame but give Draw no alpha to draw between
// ticks with (so motion judders on a 144 Hz display at 60 ticks a
// second), and it drops any backlog beyond 5 ticks with nothing to say
// so. Ebitengine's docs advise against game logic in Draw: here it is on
// purpose, and this is the only place it is.
func (l *Loop[I]) Draw(screen *ebiten.Image) {
	if _, err := l.Frame(); err != nil {
		fmt.Fprintln(l.log, err)
	}
	l.game.Draw(screen, l.last.Alpha)
	if l.dev != nil {
		l.dev.draw(screen, l)
	}
	l.countFrame()
}

// countFrame ends the game once FramesEnv's frames have run, saying what
// they ran.
func (l *Loop[I]) countFrame() {
	if l.frames == 0 {
		return
	}
	if l.frames--; l.frames == 0 {
		f := l.last
		fmt.Fprintf(l.log, "fixed: %d frames ran %d ticks at %d Hz under %s, %v dropped; %s ends the game\n",
			f.Totals.Frames, f.Totals.Ticks, f.Rate, f.Policy, f.Totals.Dropped, FramesEnv)
		l.Quit()
	}
}

// Restart makes the next frame last 0, as the first does: for a window
// that was not drawing (opening, hidden), whose next frame would
// otherwise count the time it was away. The Window calls it while it
// opens.
func (l *Loop[I]) Restart() {
	l.loop.Restart()
	if l.dev != nil {
		l.dev.shaper.Restart()
	}
}

// Interrupt stops ticking at once, between two ticks, for good: the frame
// running ends after the tick it is in, however many it owes. Any
// goroutine may call it (a signal's handler: the Window's does); Quit
// then ends the game.
func (l *Loop[I]) Interrupt() { l.loop.Interrupt() }

// Layout is the game's Layout.
func (l *Loop[I]) Layout(outsideWidth, outsideHeight int) (int, int) {
	return l.game.Layout(outsideWidth, outsideHeight)
}
