//go:build !headless

package shell

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// Loop runs a Game on Tickbox's loop: it is the ebiten.Game that Run
// gives Ebitengine, and the handle through which the game reads its loop
// (Latest) and changes it (pause, one tick, time scale, tick rate,
// policy, limits; the recordings with Tape, the dev layer with Dev):
// package tickbox/sim/fixed's Loop,
// which ticks with no display, with the game's Update and Draw and the
// dev layer's keys and drawing around it. Make one with [New]. A Loop is
// not safe for concurrent use, except for Quit and Interrupt.
type Loop[I fixed.Input[I]] struct {
	*fixed.Loop[I]
	game   Game[I]
	name   string // the window's title
	width  int    // the window's size at the start; 0 leaves Ebitengine's
	height int
	log    io.Writer
	tape   *tape.Tape[I]   // the recording part, if New was given its tape.Options; nil if not
	inst   *instrument.Dev // the dev layer's instruments, attached to the loop; nil when off
	dev    *dev            // the dev layer's keys and drawing; nil when off
	final  final           // the game's picture onto the window, as Ebitengine draws it
	quit   atomic.Bool     // Quit was called: the next Update ends the game
	frames int             // frames left to run under FramesEnv; 0 for no end
	focus  bool            // Options.PauseUnfocused: Update tells the loop the focus

	rows func(screen ebiten.FinalScreen) // a part's rows, drawn with the dev layer's overlay (DrawRows)
}

// A Part is the settings of an opt-in part New attaches to its loop:
// tape.Options, the recordings' (package tickbox/sim/tape: record, play
// back, synctest), attached first, its Name and Log the loop's if unset;
// or instrument.DevOptions, the dev layer's, which the window attaches
// (instrument.Attach) when DevOptions.On or instrument.DevEnv asks for it.
type Part interface{}

// New returns a loop that will run g as o says, from tick 0. It returns
// an error naming the option, its value and the rule if one is wrong: a
// policy that does not exist, a recording asked of a game that is not a
// tape.State, a replay that does not decode or is of another game, a
// part of another type, TICKBOX_DEV that is not a boolean.
func New[I fixed.Input[I]](g Game[I], o fixed.Options, parts ...Part) (*Loop[I], error) {
	var devo instrument.DevOptions
	var rec *tape.Options
	for _, p := range parts {
		switch p := p.(type) {
		case nil:
		case tape.Options:
			rec = &p
		case instrument.DevOptions:
			devo = p
		default:
			return nil, fmt.Errorf("fixed: a part of type %T: want a tape.Options or an instrument.DevOptions", p)
		}
	}
	hl, err := fixed.New[I](g, o)
	if err != nil {
		return nil, err
	}
	l := &Loop[I]{Loop: hl, game: g, name: o.Name, width: o.Width, height: o.Height,
		log: cmp.Or[io.Writer](o.Log, os.Stderr), focus: o.PauseUnfocused}
	if rec != nil {
		if err := l.record(*rec); err != nil {
			return nil, err
		}
	}
	on, err := instrument.DevFromEnv()
	if err != nil || !(on || devo.On) {
		return l, err
	}
	devo.Name, devo.Log = o.Name, l.log
	if l.inst, err = instrument.Attach(hl, fixed.Stepper[I](g), devo); err != nil {
		return nil, err
	}
	if l.dev, err = newDev(l.inst, o.Name, l.log, hl.Clock(), l.replay); err != nil {
		return nil, err
	}
	if devo.FPSCap > 0 {
		ebiten.SetVsyncEnabled(false) // vsync would hold the cap to the display's rate
	}
	return l, nil
}

// Dev returns the dev layer's instruments attached to the loop, nil while
// the dev layer is off: a game's debug menu breaks the loop from code
// with its Hitch, Stall, SetJitter and SetLoad, which on nil return an
// error naming DevOptions.On.
func (l *Loop[I]) Dev() *instrument.Dev { return l.inst }

// Frame runs one frame, as the loop's Frame does (package
// tickbox/sim/fixed); with the dev layer on, once its frame shaper let it
// begin (the fps cap, jitter or a hitch: instrument.Dev's Frame).
func (l *Loop[I]) Frame() (fixed.Frame, error) {
	if l.inst != nil {
		return l.inst.Frame()
	}
	return l.Loop.Frame()
}

// replay returns what the loop's recordings do, for the dev layer's
// replay rows; nothing without the recording part.
func (l *Loop[I]) replay() tape.Replay {
	if l.tape == nil {
		return tape.Replay{}
	}
	return l.tape.Replay()
}

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
func Run[I fixed.Input[I]](g Game[I], o fixed.Options, parts ...Part) error {
	l, err := New(g, o, parts...)
	if err != nil {
		return err
	}
	return l.Run()
}

// Run opens the window and runs the loop in it, in a [Window] titled
// with Options.Name, of Options.Width × Options.Height, which draws its
// final screen with DrawFinalScreen when the dev layer is on or the game
// draws its own; see the function Run.
func (l *Loop[I]) Run() error {
	if err := l.framesFromEnv(); err != nil {
		return err
	}
	w := &Window{Frames: l, Title: l.name, Width: l.width, Height: l.height}
	if _, own := l.game.(ebiten.FinalScreenDrawer); own || l.dev != nil {
		w.Final = l
	}
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
	if l.focus { // ebiten.IsFocused allocates: only a game that pauses on it asks
		l.SetFocused(ebiten.IsFocused())
	}
	if l.dev != nil {
		l.dev.update()
	}
	return nil
}

// Quit ends the game at the next Update, as the window's close button
// does: Update returns ebiten.Termination, the Window closes the loop
// (see Close) and Run returns. Any goroutine may call it.
func (l *Loop[I]) Quit() { l.quit.Store(true) }

// Draw runs the frame, then has the game draw it with the frame's alpha.
// The dev layer is not drawn here, on the game's screen, but over it on
// the window's (DrawFinalScreen).
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
	l.game.Draw(screen, l.Latest().Alpha)
	l.countFrame()
}

// DrawFinalScreen draws the game's picture, offscreen, onto the window's
// screen, scaled and centred by geoM (ebiten.FinalScreenDrawer): with the
// game's own DrawFinalScreen if it has one, as Ebitengine would
// otherwise. Then it draws the dev layer over it, at the window's own
// pixels: a game of 320×240 in a window of 960×720 gets the dev layer of
// a 960×720 screen, sharp and a third as tall, not one of 320×240 scaled
// up three times over the whole game. F12's screenshot is this screen.
func (l *Loop[I]) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	l.drawPicture(screen, offscreen, geoM)
	if l.dev == nil {
		return
	}
	if l.dev.shot {
		b := screen.Bounds()
		shot := ebiten.NewImage(b.Dx(), b.Dy())
		l.drawPicture(shot, offscreen, geoM)
		l.dev.shoot(shot)
		shot.Deallocate()
	}
	l.dev.draw(screen)
}

// drawPicture draws the game's picture onto screen, and DrawRows' rows
// over it while the dev layer's overlay shows: see DrawFinalScreen.
func (l *Loop[I]) drawPicture(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if d, ok := l.game.(ebiten.FinalScreenDrawer); ok {
		d.DrawFinalScreen(screen, offscreen, geoM)
	} else {
		l.final.draw(screen, offscreen, geoM)
	}
	if l.rows != nil && l.dev != nil && l.dev.pic.Overlay {
		l.rows(screen)
	}
}

// DrawRows has draw draw an opt-in part's rows of figures onto the
// window's screen, at its pixels, in every frame the dev layer is on and
// shows its overlay (F2 toggles it): over the game's picture and
// under the dev layer, and in F12's screenshots. Package
// tickbox/game/shell/online draws its netplay rows so. Nil draws none.
func (l *Loop[I]) DrawRows(draw func(screen ebiten.FinalScreen)) { l.rows = draw }

// countFrame ends the game once FramesEnv's frames have run, saying what
// they ran.
func (l *Loop[I]) countFrame() {
	if l.frames == 0 {
		return
	}
	if l.frames--; l.frames == 0 {
		f := l.Latest()
		fmt.Fprintf(l.log, "fixed: %d frames ran %d ticks at %d Hz under %s, %v unplayed; %s ends the game\n",
			f.Totals.Frames, f.Totals.Ticks, f.Rate, f.Policy, f.Totals.Unplayed().Total(), FramesEnv)
		l.Quit()
	}
}

// Layout is the game's Layout.
func (l *Loop[I]) Layout(outsideWidth, outsideHeight int) (int, int) {
	return l.game.Layout(outsideWidth, outsideHeight)
}
