//go:build !headless

package shell

import (
	"cmp"
	"errors"
	"os"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/stop"
)

// Frames is what a [Window] runs: a loop's frames, each its input read
// once in Update and its ticks run and drawn in Draw, with everything
// else Ebitengine asks of a window on a fixed-step loop left to the
// Window. A [Loop] is Frames; so is a program with a loop of its own,
// such as Tickbox's sandbox, whose loop also runs headless in its lab,
// which gets from the Window exactly what a Loop gets.
type Frames interface {
	// Update reads the frame's input, once per frame, before Draw; it
	// never ticks. An error ends the window, ebiten.Termination without
	// one.
	Update() error
	// Draw runs the frame (measures it, runs its ticks) and draws it: see
	// Loop.Draw for why the timing is here.
	Draw(screen *ebiten.Image)
	// Layout is ebiten.Game's Layout.
	Layout(outsideWidth, outsideHeight int) (screenWidth, screenHeight int)
	// Restart makes the next frame last 0, as the first does: the
	// window's first draws call it while the window opens.
	Restart()
	// Interrupt stops ticking at once, between two ticks, for good. A
	// stop signal's handler calls it, on a goroutine of its own, so that
	// a frame owing millions of ticks still stops within one.
	Interrupt()
	// Close stops the loop for good and saves what it is recording; the
	// Window calls it once the window ends, however it ends. Closing twice
	// does nothing the second time.
	Close() error
}

// openingDraws is how many of the window's first Draws start the clock
// rather than measure a frame. Ebitengine shows the window after the first
// frame is drawn, and the second Draw comes only once it is open, a tenth
// of a second or more later: counted, that frame would run and drop
// ticks (and show "caps 1") before the player could see anything.
const openingDraws = 2

// Window is the ebiten.Game that runs Frames in a window on a fixed-step
// loop. It sets Ebitengine's TPS to ebiten.SyncWithFPS, so that Update
// and Draw come once per frame each (see Loop.Draw for why); starts the
// loop's clock at the first frame shown, not at the window's opening;
// ends on the window's close button, on Quit, on an Update's error, or on
// a stop signal (Ctrl+C, SIGTERM, SIGHUP: package tickbox/sim/stop),
// which interrupts the ticks between two of them; and closes the Frames
// the same way whichever it was, so that a recording is saved. Set its
// fields, then Run. Loop.Run makes one; a program with Frames of its own
// makes one itself.
type Window struct {
	Frames Frames
	// Title is the window's title; Width and Height its size at the
	// start (0 leaves Ebitengine's); Resizable lets the player resize it.
	Title         string
	Width, Height int
	Resizable     bool
	// KeepScreen leaves the screen as the latest Draw left it, instead of
	// clearing it before each one: for Frames whose Draw fills all of it
	// (ebiten.SetScreenClearedEveryFrame(false)).
	KeepScreen bool
	// Final, if set, draws the window's final screen from the Frames'
	// picture (ebiten.FinalScreenDrawer): a dev layer drawn at the
	// window's pixels, over a game drawn small and scaled up. Unset,
	// Ebitengine draws it.
	Final ebiten.FinalScreenDrawer

	draws  int           // Draw calls so far, up to openingDraws
	quit   atomic.Bool   // Quit was called: the next Update ends the window
	signal *stop.Request // the stop signals, while Run runs
}

// Run opens the window and runs the Frames in it until it ends (see
// Window), then closes them, and returns what ending and closing
// returned: nil for a normal end. Ebitengine runs one window per
// process, on the main goroutine.
func (w *Window) Run() error {
	ebiten.SetTPS(ebiten.SyncWithFPS) // one Update per Draw; see Loop.Draw
	if w.Title != "" {
		ebiten.SetWindowTitle(w.Title)
	}
	if w.Width > 0 && w.Height > 0 {
		ebiten.SetWindowSize(w.Width, w.Height)
	}
	if w.Resizable {
		ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	}
	ebiten.SetWindowClosingHandled(true) // closing ends in Update, which closes the Frames
	ebiten.SetRunnableOnUnfocused(true)  // pausing is the game's call
	ebiten.SetScreenClearedEveryFrame(!w.KeepScreen)
	// A stop signal stops ticking between two ticks and ends the window
	// as its close button does, which saves a recording; a second one
	// ends the process at once (stop.OnSignals), and still leaves no
	// half-written file, since files are written whole and renamed into
	// place.
	signals, release := stop.OnSignals()
	defer release()
	w.signal = signals
	signals.Then(func() {
		w.Frames.Interrupt()
		w.Quit()
	})
	var game ebiten.Game = w
	if w.Final != nil {
		game = finalWindow{w}
	}
	// However the window ended, close the Frames; after a normal end this
	// does nothing.
	return errors.Join(ebiten.RunGame(game), w.Frames.Close())
}

// Quit ends the window at the next Update, as its close button does. Any
// goroutine may call it.
func (w *Window) Quit() { w.quit.Store(true) }

// Signal returns the stop signal that ended the window, or nil if none
// did: a command exits with stop.ExitCode after one.
func (w *Window) Signal() os.Signal { return w.signal.Signal() }

// Update ends the window if it is asked to end, and otherwise has the
// Frames read the frame's input.
func (w *Window) Update() error {
	if w.quit.Load() || ebiten.IsWindowBeingClosed() {
		return w.end(nil)
	}
	if err := w.Frames.Update(); err != nil {
		return w.end(err)
	}
	return nil
}

// end closes the Frames and ends the window with err, or with
// ebiten.Termination, which ends it without an error.
func (w *Window) end(err error) error {
	cerr := w.Frames.Close()
	if err == nil || errors.Is(err, ebiten.Termination) {
		return cmp.Or(cerr, ebiten.Termination)
	}
	return errors.Join(err, cerr)
}

// Draw has the Frames run and draw the frame, the first openingDraws of
// them from a restarted clock.
func (w *Window) Draw(screen *ebiten.Image) {
	if w.draws < openingDraws {
		w.draws++
		w.Frames.Restart()
	}
	w.Frames.Draw(screen)
}

// Layout is the Frames' Layout.
func (w *Window) Layout(outsideWidth, outsideHeight int) (int, int) {
	return w.Frames.Layout(outsideWidth, outsideHeight)
}

// finalWindow is a Window whose Final draws its final screen: Ebitengine
// asks a game whether it is a FinalScreenDrawer, so a Window with no
// Final is not one.
type finalWindow struct{ *Window }

// DrawFinalScreen is the Window's Final's.
func (w finalWindow) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	w.Final.DrawFinalScreen(screen, offscreen, geoM)
}
