//go:build !headless

// Command dash is a small game on Tickbox's loop, using only package
// tickbox/game/shell: a square that runs and jumps over comets crossing
// at up to 1400 pixels a second. It shows what the loop is for: on a
// 144 Hz display the comets glide (I draws the newest state only, and
// they judder), and a jump rises 168.7 pixels at any frame rate (its
// tests measure it, and check it against game/shell/README.md).
//
//	go run ./game/dash [-dev] [-record FILE | -replay FILE] [-synctest] [-policy NAME]
//
// Space jumps, the arrows run, I switches the drawing, P pauses, N runs
// one tick, T changes the tick rate, Esc quits. With the dev layer on
// (-dev, or TICKBOX_DEV=1), the function keys break the loop on purpose:
// F4 a hitch, F6 a stall, F7 jitter, F8 load, F10 an fps cap, F11 the next
// engine's policy; F1 lists them all.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"tickbox/game/dash/world"
	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

// run plays dash with the flags in args and returns the exit code: 0 when
// the game ends, 1 on a failure or a file that cannot be used (a replay
// that does not decode), 2 for a usage error.
func run(args []string, stderr io.Writer) int {
	var (
		o   fixed.Options
		rec tape.Options
		dev instrument.DevOptions
	)
	fs := flag.NewFlagSet("dash", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&dev.On, "dev", false, "the dev layer: the loop's figures and timeline over the game, and its F-keys (F1 lists them)")
	fs.StringVar(&rec.Record, "record", "", "record the game into `FILE`, saved when it ends")
	fs.StringVar(&rec.Replay, "replay", "", "play `FILE` back, checking every tick, and pause at its end")
	fs.BoolVar(&rec.SyncTest, "synctest", false, "step every tick twice from its snapshot and say which differs")
	fs.StringVar(&o.Policy, "policy", "", "the frame `policy` (default "+fixed.Recommended+")")
	seed := fs.Uint64("seed", 1, "the comets' `seed`")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	o.Name, rec.Rules, o.Width, o.Height = "dash", world.Rules, 1280, 720
	g := newGame(*seed)
	l, err := shell.New(g, o, rec, dev)
	if err != nil {
		fmt.Fprintln(stderr, "dash:", err)
		if errors.Is(err, tape.ErrFile) {
			return 1
		}
		return 2
	}
	g.loop = l
	if err := l.Run(); err != nil {
		fmt.Fprintln(stderr, "dash:", err)
		return 1
	}
	return 0
}
