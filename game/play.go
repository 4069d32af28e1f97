//go:build !headless

package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"tickbox/game/windowflags"

	"tickbox/game/shell"
	"tickbox/game/view"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/disk"
	"tickbox/sim/fixed"
	"tickbox/sim/oldtape"
	"tickbox/sim/sandbox"
	"tickbox/sim/stop"
	"tickbox/sim/tape"
)

// Play runs the sandbox window with the flags in args and returns the exit
// code: 0 when the window closes, 1 on a failure, 2 on a usage error, and
// stop.ExitCode (130) after Ctrl+C, SIGTERM or SIGHUP, once the recording
// is saved.
func Play(args []string, stdout, stderr io.Writer) int {
	o, err := windowflags.ParsePlay(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\nrun 'tickbox play -h' for its flags\n", err)
		return 2
	}
	if o.Log {
		o.Loop.Logger = slog.New(slog.NewTextHandler(stderr, nil))
	}
	g, err := NewGame(o, newClock(), stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\n", err)
		return 1
	}
	if err := g.run(); err != nil {
		fmt.Fprintf(stderr, "tickbox play: %v\n", err)
		return 1
	}
	if g.stopped() {
		return stop.ExitCode
	}
	return 0
}

// NewGame makes the game for o, reading time from clock; logs, saved
// recordings and screenshot errors go to log. A replay file that cannot be
// read, or a -record file that could not be written, is an error here,
// before any window opens.
func NewGame(o windowflags.Play, clock fixed.Clock, log io.Writer) (*Game, error) {
	var rec *tape.Recording
	if o.Replay != "" {
		var err error
		if rec, err = oldtape.Load(o.Replay); err != nil {
			return nil, fmt.Errorf("-replay %w", err)
		}
		_, w, err := bounce.Play(rec) // refused here, before any window, if it cannot play
		if err != nil {
			return nil, fmt.Errorf("-replay %q: %w", o.Replay, err)
		}
		o.Loop.World = w.Config // the world the replay was recorded in
	}
	if o.Record != "" {
		if err := disk.Check(o.Record); err != nil {
			return nil, fmt.Errorf("-record %w", err)
		}
	}
	if o.Loop.FramesOut != "" {
		if err := disk.Check(o.Loop.FramesOut); err != nil {
			return nil, fmt.Errorf("-frames-out %w", err)
		}
	}
	sb, err := sandbox.New(o.Loop, clock)
	if err != nil {
		return nil, err
	}
	// Before a new recording starts: a crash or a kill -9 may have left one
	// in its autosave file, which is offered back (on stderr and the
	// overlay) under a name of its own.
	dirs := []string{o.Loop.RecordDir}
	if o.Record != "" {
		dirs = append(dirs, filepath.Dir(o.Record))
	}
	sb.Recover(dirs...)
	if err := startReplays(sb, rec, o.Record); err != nil {
		return nil, err
	}
	r, err := view.New(o.Loop.World)
	if err != nil {
		return nil, err
	}
	r.CrowdOnCPU(o.Crowd == "cpu" || o.Crowd == "auto" && crowdOnCPU())
	keys, err := shell.NewKeyMap(bindings())
	if err != nil {
		return nil, err
	}
	g := &Game{sb: sb, clock: clock, renderer: r, keys: keys, fpsCap: -1, log: log,
		shots: render.NewShooter(o.ShotsDir)}
	// The window sets its logical screen from Layout, and Flush fills it:
	// one full-screen pass, not two.
	g.window = &shell.Window{Frames: g, Title: "Tickbox: the fixed-step loop, visible",
		Width: o.Width, Height: o.Height, Resizable: true, KeepScreen: true}
	return g, nil
}

// Sandbox returns the game's sandbox, for tests and scripts.
func (g *Game) Sandbox() *sandbox.Sandbox { return g.sb }

// run opens the window and runs the game until the window closes, Esc is
// pressed or the process is asked to stop (Ctrl+C, SIGTERM, SIGHUP), which
// all close the sandbox the same way (see shell.Window). It returns what
// closing returned.
func (g *Game) run() error { return g.window.Run() }

// stopped reports whether a stop signal ended the game.
func (g *Game) stopped() bool { return g.window.Signal() != nil }
