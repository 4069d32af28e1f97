//go:build !headless

package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/loop"
	"tickbox/render"
)

// Play runs the sandbox window with the flags in args and returns the exit
// code: 0 when the window closes, 1 on a failure, 2 on a usage error.
func Play(args []string, stdout, stderr io.Writer) int {
	o, err := ParseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\n", err)
		return 2
	}
	if o.Log {
		o.Loop.Logger = slog.New(slog.NewTextHandler(stderr, nil))
	}
	g, err := NewGame(o, loop.NewMonotonic(), stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\n", err)
		return 1
	}
	if err := g.Run(o); err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\n", err)
		return 1
	}
	return 0
}

// NewGame makes the game for o, reading time from clock; logs and
// screenshot errors go to log.
func NewGame(o Options, clock loop.Clock, log io.Writer) (*Game, error) {
	sb, err := loop.New(o.Loop, clock)
	if err != nil {
		return nil, err
	}
	r, err := render.New(o.Loop.World)
	if err != nil {
		return nil, err
	}
	keys, err := resolveKeys(loop.Keys())
	if err != nil {
		return nil, err
	}
	return &Game{sb: sb, renderer: r, keys: keys, cap: -1,
		shots: newShooter(o.ShotsDir, log), stop: new(atomic.Bool)}, nil
}

// Sandbox returns the game's sandbox, for tests and scripts.
func (g *Game) Sandbox() *loop.Sandbox { return g.sb }

// Run opens the window and runs the game until the window closes, Esc is
// pressed or the process is interrupted (Ctrl+C), which all close the
// sandbox the same way. It returns what closing returned.
func (g *Game) Run(o Options) error {
	ebiten.SetWindowTitle("Tickbox: the fixed-step loop, visible")
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetTPS(ebiten.SyncWithFPS) // one Update per Draw; see Game
	ebiten.SetWindowClosingHandled(true)
	ebiten.SetRunnableOnUnfocused(true)      // pausing is the sandbox's call
	ebiten.SetScreenClearedEveryFrame(false) // Flush fills it: one full-screen pass, not two
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt)
	defer signal.Stop(interrupt)
	go func() {
		if _, ok := <-interrupt; ok {
			g.stop.Store(true)
		}
	}()
	if err := ebiten.RunGame(g); err != nil {
		return err
	}
	return g.err
}
