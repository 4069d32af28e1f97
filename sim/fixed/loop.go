//go:build !headless

package fixed

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"tickbox/sim/loop"
	"tickbox/sim/pacing"
	"tickbox/sim/sched"
	"tickbox/sim/tape"
)

// Loop runs a Game on Tickbox's loop: it is the ebiten.Game that Run
// gives Ebitengine, and the handle through which the game reads its loop
// (Latest) and changes it (pause, one tick, time scale, tick rate,
// policy, limits, snapping, recording). Make one with [New]. A Loop is
// not safe for concurrent use, except for Quit.
type Loop[I Input[I]] struct {
	game   Game[I]
	opts   Options
	loop   *loop.Loop[I]
	ticked *ticked[I]
	snap   *pacing.Snapper
	last   Frame
	dev    *dev // the dev layer; nil when off, which costs nothing
	log    io.Writer

	recording recording[I]    // the recording in progress, if any
	playing   string          // the recording being played back, or played, if any
	done      *tape.Player[I] // the playback, once it has ended
	bad       *BadTick        // the playback's first bad tick, once it ended with a mismatch

	quit   atomic.Bool // Quit was called: the next Update ends the game
	closed bool
	frames int // frames left to run under FramesEnv; 0 for no end
}

// New returns a loop that will run g as o says, from tick 0. It returns
// an error naming the option, its value and the rule if one is wrong: a
// policy that does not exist, a recording asked of a game that is not
// Replayable, a replay that does not decode or is of another game.
func New[I Input[I]](g Game[I], o Options) (*Loop[I], error) {
	c, p, scale, err := o.config()
	if err != nil {
		return nil, err
	}
	s, err := sched.New(c, p)
	if err != nil {
		return nil, fmt.Errorf("fixed: %w", err)
	}
	if err := s.SetScale(scale); err != nil {
		return nil, fmt.Errorf("fixed: %w", err)
	}
	l := &Loop[I]{game: g, opts: o, log: o.Log}
	if l.log == nil {
		l.log = os.Stderr
	}
	if l.snap, err = pacing.New(pacing.Config{Refresh: o.Refresh}); err != nil {
		return nil, fmt.Errorf("fixed: Options.Refresh: %w", err)
	}
	l.snap.SetEnabled(o.Snap)
	if o.Clock == nil {
		o.Clock = loop.NewMonotonic()
	}
	l.ticked = &ticked[I]{game: g, log: l.log}
	l.ticked.live = &l.ticked.latch
	l.ticked.rated, _ = g.(Rated)
	l.loop = loop.New(o.Clock, s, l.ticked)
	l.loop.SetInputs(l.ticked)
	l.ticked.setRate(c.Rate)
	if err := l.startTapes(o); err != nil {
		return nil, err
	}
	if err := l.startDev(o.Dev, o.Clock); err != nil {
		return nil, err
	}
	return l, nil
}

// Clock returns the clock frames are measured on.
func (l *Loop[I]) Clock() Clock { return l.loop.Clock() }

// SetInputs makes the live ticks take their input from in instead of from
// the game's Update (a bot, a script, a game that plays recordings of its
// own); nil gives it back to Update.
func (l *Loop[I]) SetInputs(in Inputs[I]) {
	if in == nil {
		in = &l.ticked.latch
	}
	l.ticked.live = in
}

// Quit ends the game at the next Update, as the window's close button
// does: Update returns ebiten.Termination, the Window closes the loop
// (see Close) and Run returns. Any goroutine may call it.
func (l *Loop[I]) Quit() { l.quit.Store(true) }

// Close stops the loop for good: no tick runs after it, whatever frames
// come. It saves the recording in progress, if any, and returns what
// saving it returned. Run calls it when the game ends; closing twice does
// nothing the second time.
func (l *Loop[I]) Close() error {
	if l.closed {
		return nil
	}
	l.closed = true
	l.loop.Interrupt()
	_, err := l.StopRecording()
	if l.dev != nil {
		err = errors.Join(err, l.dev.close())
	}
	return err
}
