//go:build !headless

package fixed

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"github.com/hajimehoshi/ebiten/v2"
)

// FramesEnv is the environment variable that ends Run after that many
// frames, saying on the log how many ticks they ran: for a test or CI
// that runs a game, unchanged, under a virtual display (TICKBOX_FRAMES=120).
const FramesEnv = "TICKBOX_FRAMES"

// openingDraws is how many of the window's first Draws start the clock
// rather than measure a frame. Ebitengine shows the window after the first
// frame is drawn, and the second Draw comes only once it is open, a tenth
// of a second or more later: counted, that frame would run and drop
// ticks before the player could see anything.
const openingDraws = 2

// Run runs g in a window on Tickbox's loop as o says, until the window
// closes, g's Update returns an error (ebiten.Termination ends it without
// one) or the process is interrupted (Ctrl+C, SIGTERM), which all close
// the loop the same way (see Loop.Close). It returns what ending
// returned: nil for a normal end.
func Run[I Input[I]](g Game[I], o Options) error {
	l, err := New(g, o)
	if err != nil {
		return err
	}
	return l.Run()
}

// Run opens the window and runs the loop in it; see the function Run.
// It sets Ebitengine's TPS to ebiten.SyncWithFPS (one Update per Draw),
// which the loop needs: see Draw for why.
func (l *Loop[I]) Run() error {
	if err := l.framesFromEnv(); err != nil {
		return err
	}
	ebiten.SetTPS(ebiten.SyncWithFPS) // one Update per Draw; see Draw
	if l.opts.Name != "" {
		ebiten.SetWindowTitle(l.opts.Name)
	}
	if l.opts.Width > 0 && l.opts.Height > 0 {
		ebiten.SetWindowSize(l.opts.Width, l.opts.Height)
	}
	// Ctrl+C and SIGTERM stop ticking between two ticks and end the game
	// as the close button does, which saves a recording; a second one
	// ends the process at once (the first has stopped listening).
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM)
	defer func() {
		signal.Stop(interrupt) // no signal is sent on it after this
		close(interrupt)       // which ends the goroutine below
	}()
	go func() {
		if _, ok := <-interrupt; ok {
			signal.Stop(interrupt)
			l.loop.Interrupt()
			l.Quit()
		}
	}()
	err := ebiten.RunGame(l)
	return errors.Join(err, l.Close())
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
// never ticks.
func (l *Loop[I]) Update() error {
	if l.quit.Load() || ebiten.IsWindowBeingClosed() {
		return l.end(nil)
	}
	in, err := l.game.Update()
	if err != nil {
		return l.end(err)
	}
	l.Feed(in)
	if l.dev != nil {
		l.dev.update()
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

// end closes the loop and ends the game with err, or with
// ebiten.Termination, which ends it without an error.
func (l *Loop[I]) end(err error) error {
	cerr := l.Close()
	if err == nil || errors.Is(err, ebiten.Termination) {
		if cerr != nil {
			return cerr
		}
		return ebiten.Termination
	}
	return errors.Join(err, cerr)
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
	if l.draws < openingDraws {
		l.draws++
		l.loop.Restart()
	}
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

// Layout is the game's Layout.
func (l *Loop[I]) Layout(outsideWidth, outsideHeight int) (int, int) {
	return l.game.Layout(outsideWidth, outsideHeight)
}
